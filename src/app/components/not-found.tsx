import { Button, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

export function NotFound() {
  const { t } = useLingui();
  return (
    <Stack maw={520} gap="md" py="xl">
      <Title order={1}>{t({ id: 'notfound.title', message: 'Page not found' })}</Title>
      <Text c="dimmed">
        {t({ id: 'notfound.body', message: 'This page does not exist. Your saved progress is safe.' })}
      </Text>
      <Button component={Link} to="/" w="fit-content">
        {t({ id: 'error.return_home', message: 'Return Home' })}
      </Button>
    </Stack>
  );
}
