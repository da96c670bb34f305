import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/** A quiet line that says answers save by themselves, and whether the last one did. */
export function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useLingui();
  const text = {
    idle: t({ id: 'save.idle', message: 'Every answer saves on this device as you go.' }),
    saving: t({ id: 'save.saving', message: 'Saving…' }),
    saved: t({ id: 'save.saved', message: 'Saved on this device' }),
    error: t({ id: 'save.error', message: 'Your last change could not be saved on this device. Please try again.' }),
  }[state];
  return (
    <Text size="xs" c={state === 'error' ? 'red' : 'dimmed'} role="status" aria-live="polite" data-testid="save-state">
      {text}
    </Text>
  );
}

/** A failed save: the typed text is still on the page, and the user can try again. */
export function SaveErrorAlert({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Alert color="red" data-testid="save-error">
      <Group justify="space-between">
        <Text size="sm">
          {t({
            id: 'save.error_kept',
            message: 'Your last change could not be saved on this device. It is still here; try again.',
          })}
        </Text>
        <Button size="compact-sm" onClick={onRetry}>
          {t({ id: 'common.retry', message: 'Try again' })}
        </Button>
      </Group>
    </Alert>
  );
}
