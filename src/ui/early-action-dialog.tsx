import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatIsoDate } from '@/lib/format-date';

/** The shape of the domain's EarlyWarning (timeline/early.ts) that this dialog needs. */
export type EarlyWarningLike = {
  action: 'start' | 'done';
  opensOn: string;
  targetDate: string;
  validUntil: string;
};

type Props = {
  warning: EarlyWarningLike | null;
  taskTitle: string;
  onProceed: () => void;
  onWait: () => void;
  testId: string;
};

/**
 * Asked before a dated document is started or marked done before its window (decisions: every bad
 * input gets a clear message and loses nothing): what happens, then go on or wait.
 */
export function EarlyActionConfirm({ warning, taskTitle, onProceed, onWait, testId }: Props) {
  const { t, i18n } = useLingui();
  const date = (iso: string) => formatIsoDate(iso, i18n.locale);
  const opensOn = warning ? date(warning.opensOn) : '';
  const target = warning ? date(warning.targetDate) : '';
  const validUntil = warning ? date(warning.validUntil) : '';
  const start = warning?.action === 'start';
  return (
    <Modal
      opened={warning !== null}
      onClose={onWait}
      centered
      title={
        start
          ? t({ id: 'timeline.early.start.title', message: `Start “${ph({ taskTitle })}” now?` })
          : t({ id: 'timeline.early.done.title', message: `Mark “${ph({ taskTitle })}” done now?` })
      }
    >
      <Stack data-testid={testId} data-action={warning?.action}>
        <Text size="sm">
          {start
            ? t({
                id: 'timeline.early.start.body',
                message: `It is too early: the window to request it opens on ${ph({ opensOn })}. Requested today, it may come back quickly and be too old on your application date (${ph({ target })}). The consulate would not accept it, and you would have to get it again.`,
              })
            : t({
                id: 'timeline.early.done.body',
                message: `A document issued today is valid only until ${ph({ validUntil })}, before your application date (${ph({ target })}). The consulate would not accept it: you would need a new one issued on or after ${ph({ opensOn })}.`,
              })}
        </Text>
        <Text size="sm" c="dimmed">
          {start
            ? t({
                id: 'timeline.early.start.hint',
                message: 'If you plan to apply earlier, change the application date first.',
              })
            : t({
                id: 'timeline.early.done.hint',
                message: 'Mark it done anyway only if you will apply earlier, or will get a new one.',
              })}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onWait} data-testid={`${testId}-wait`}>
            {start
              ? t({ id: 'timeline.early.start.wait', message: `Wait until ${ph({ opensOn })}` })
              : t({ id: 'timeline.early.done.wait', message: 'Not yet' })}
          </Button>
          <Button variant="default" onClick={onProceed} data-testid={`${testId}-proceed`}>
            {start
              ? t({ id: 'timeline.early.start.proceed', message: 'Start anyway' })
              : t({ id: 'timeline.early.done.proceed', message: 'Mark done anyway' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
