import { Box, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/**
 * The global error screen (spec §2). The message is in the user's language; the technical
 * detail (usually English, from the code) sits in a collapsed "details" part for a bug report.
 * Return Home is a full navigation so a broken router state cannot trap the user.
 */
export function ErrorScreen({ error }: { error?: unknown }) {
  const { t } = useLingui();
  const detail =
    error instanceof Error ? [error.name, error.message].filter(Boolean).join(': ') : error ? String(error) : null;
  return (
    <Center mih="70vh" p="md">
      <Paper withBorder p="xl" radius="lg" maw={520} w="100%" role="alert">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t({ id: 'error.title', message: 'Something went wrong' })}
          </Title>
          <Text c="dimmed" data-testid="error-message">
            {t({ id: 'error.fallback', message: 'An unexpected error occurred. Please try again later.' })}
          </Text>
          {detail && (
            <Box component="details" data-testid="error-details">
              <Box component="summary" style={{ cursor: 'pointer' }}>
                <Text span size="sm">
                  {t({ id: 'error.details', message: 'Technical details' })}
                </Text>
              </Box>
              {/* A plain <pre>, not Mantine's Code: the error screen is in the first paint's code, and shown rarely. */}
              <Box
                component="pre"
                mt="xs"
                p="xs"
                fz="xs"
                ff="monospace"
                bg="var(--mantine-color-default-hover)"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 'var(--mantine-radius-sm)' }}
                data-testid="error-detail"
              >
                {detail}
              </Box>
            </Box>
          )}
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
