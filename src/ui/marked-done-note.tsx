import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { toneText } from './badge-tone';

/** The tasks marked done by hand while their work is not finished, said apart from the completed ones (D25). */
export function MarkedDoneNote({ count: markedDone, testId }: { count: number; testId: string }) {
  const { t } = useLingui();
  if (markedDone <= 0) return null;
  return (
    <Text size="sm" c={toneText.warn} data-testid={testId}>
      {t({
        id: 'timeline.progress.marked_done_apart',
        message: plural(markedDone, {
          one: '# marked done by hand while its work is not finished',
          other: '# marked done by hand while their work is not finished',
        }),
      })}
    </Text>
  );
}
