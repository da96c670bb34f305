import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

type Props = { opened: boolean; busy: boolean; signedIn: boolean; onCancel: () => void; onConfirm: () => void };

export function ConfirmReset({ opened, busy, signedIn, onCancel, onConfirm }: Props) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t({ id: 'reset.title', message: 'Reset the whole application?' })}
      centered
    >
      <Stack>
        <Text size="sm">
          {t({
            id: 'reset.body',
            message: 'This deletes every answer, document and plan saved on this device. Your theme and language stay.',
          })}
        </Text>
        {signedIn && (
          <Text size="sm" c="red">
            {t({
              id: 'reset.body_cloud',
              message: 'You are signed in: your uploaded files and the copy saved in your account are deleted too.',
            })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t({
            id: 'reset.backup_hint',
            message: 'Tip: export a backup from Application Progress first if you might want this back.',
          })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t({ id: 'common.cancel', message: 'Cancel' })}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy} data-testid="confirm-reset">
            {t({ id: 'reset.confirm', message: 'Delete everything' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
