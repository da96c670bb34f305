import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** The global error screen (spec §2). Return Home is a full navigation so a broken router state cannot trap the user. */
export function ErrorScreen({ error }: { error?: unknown }) {
  const { t } = useLingui();
  const message = error instanceof Error && error.message ? error.message : null;
  return (
    <Center mih="70vh" p="md">
      <Paper withBorder p="xl" radius="lg" maw={520} w="100%" role="alert">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t({ id: 'error.title', message: 'Something went wrong' })}
          </Title>
          <Text c="dimmed" data-testid="error-message">
            {message ?? t({ id: 'error.fallback', message: 'An unexpected error occurred. Please try again later.' })}
          </Text>
          <Button
            onClick={() => {
              window.location.assign('/');
            }}
            data-testid="return-home"
          >
            {t({ id: 'error.return_home', message: 'Return Home' })}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
