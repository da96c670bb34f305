import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { groupDigits } from '@/lib/group-digits';

export { MAX_LONG_ANSWER_CHARS, MAX_SHORT_ANSWER_CHARS, MAX_STATEMENT_CHARS } from '@/lib/text-limits';

/**
 * The limit under a text box: stated, then counted as it nears, and said plainly when reached. `cut`: how many
 * characters of the last paste the box could not hold (usePasteCut), said so that nothing is dropped unseen.
 */
export function TextLimit({ length, max, cut = 0 }: { length: number; max: number; cut?: number }) {
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
        data-cut={cut > 0 ? cut : undefined}
        // A paste cut short is news (an alert); the limit reached by typing is a state.
        role={cut > 0 ? 'alert' : 'status'}
      >
        {cut > 0
          ? t({
              id: 'input.limit_paste_cut',
              message: plural(cut, {
                one: `The pasted text did not fit: its last character was not kept. This answer holds ${limit} characters; shorten it, then paste the rest again.`,
                other: `The pasted text did not fit: its last # characters were not kept. This answer holds ${limit} characters; shorten it, then paste the rest again.`,
              }),
            })
          : t({
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

/**
 * How many characters of the last paste a box with `maxLength` = `max` cut off (the browser cuts a paste at
 * the limit without a word): 0 once the text is under the limit again. Pass `onPaste` to the box and `cut`
 * to TextLimit.
 */
export function usePasteCut(length: number, max: number) {
  const [cut, setCut] = useState(0);
  const onPaste = (e: React.ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const box = e.currentTarget;
    // A text box stores line breaks as one character each, whatever the clipboard holds.
    const pasted = e.clipboardData.getData('text').replace(/\r\n/g, '\n').length;
    const replaced = (box.selectionEnd ?? 0) - (box.selectionStart ?? 0);
    setCut(Math.max(0, box.value.length - replaced + pasted - max));
  };
  return { cut: length >= max ? cut : 0, onPaste };
}

/** Cuts text to the limit (text that arrived some other way than typing: a paste is already cut by maxLength). */
export const withinLimit = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);
