import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

type Props = { pending: number | null; busy: boolean; onStay: () => void; onLogout: () => void };

/** Logout with changes the cloud has not received: ask, never drop them silently (decisions §6). */
export function ConfirmLogout({ pending, busy, onStay, onLogout }: Props) {
  const { t } = useLingui();
  const count = pending ?? 0;
  return (
    <Modal
      opened={pending !== null}
      onClose={onStay}
      title={t({ id: 'logout.confirm_title', message: 'Some changes are not in your account yet' })}
      centered
    >
      <Stack>
        <Text size="sm">
          {t({
            id: 'logout.confirm_body',
            message: plural(count, {
              one: '# recent change could not be saved to your account (you may be offline). Logging out removes it from this device.',
              other:
                '# recent changes could not be saved to your account (you may be offline). Logging out removes them from this device.',
            }),
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t({
            id: 'logout.confirm_hint',
            message: 'Stay signed in and they will be saved as soon as you are back online.',
          })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onStay} data-testid="logout-stay">
            {t({ id: 'logout.stay', message: 'Stay signed in' })}
          </Button>
          <Button color="red" onClick={onLogout} loading={busy} data-testid="logout-anyway">
            {t({ id: 'logout.anyway', message: 'Log out anyway' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
