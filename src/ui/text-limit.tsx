import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { groupDigits } from '@/lib/group-digits';

export { MAX_LONG_ANSWER_CHARS, MAX_SHORT_ANSWER_CHARS, MAX_STATEMENT_CHARS } from '@/lib/text-limits';

/** The limit under a text box: stated, then counted as it nears, and said plainly when reached. */
export function TextLimit({ length, max }: { length: number; max: number }) {
  const { t } = useLingui();
  const count = groupDigits(length);
  const limit = groupDigits(max);
  if (length >= max)
    return (
      <Text
        component="span"
        display="block"
        size="xs"
        c="red.8"
        data-testid="text-limit"
        data-full="true"
        role="status"
      >
        {t({
          id: 'input.limit_reached',
          message: `This is the most one answer holds (${limit} characters). Shorten it to add more.`,
        })}
      </Text>
    );
  return (
    <Text component="span" display="block" size="xs" c="dimmed" data-testid="text-limit">
      {length > max * 0.8
        ? t({ id: 'input.limit_count', message: `${count} of ${limit} characters` })
        : t({ id: 'input.limit_up_to', message: `Up to ${limit} characters` })}
    </Text>
  );
}

/** Cuts text to the limit (text that arrived some other way than typing: a paste is already cut by maxLength). */
export const withinLimit = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);
