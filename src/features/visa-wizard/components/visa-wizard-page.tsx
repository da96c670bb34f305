import { useLingui } from '@lingui/react/macro';
import { Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/lib/auth-context';
import { toast } from '@/lib/toast';
import { useVisaWizard } from '../use-visa-wizard';
import { InProgressCard } from './in-progress-card';
import { WizardCard } from './wizard-card';

/**
 * Signed-in users, and everyone in local-only mode (D24: with no backend the
 * recommendations need no cloud, so signing in would add nothing). Signed-out visitors of an
 * installation with a backend are sent to /login with a short note.
 */
export function VisaWizardPage() {
  const { t } = useLingui();
  const { user, loading, mode } = useAuth();
  const navigate = useNavigate();
  const redirected = useRef(false);
  const open = user !== null || mode === 'local-only';

  useEffect(() => {
    if (loading || open || redirected.current) return;
    redirected.current = true;
    toast.show(t({ id: 'visa.sign_in_note', message: 'Sign in to see your visa recommendations.' }));
    void navigate({ to: '/login', replace: true });
  }, [loading, open, navigate, t]);

  if (!open) return <Loader aria-label={t({ id: 'common.loading', message: 'Loading' })} data-testid="visa-loading" />;
  return <SignedIn />;
}

function SignedIn() {
  const { t } = useLingui();
  const wizard = useVisaWizard();
  return (
    <Stack gap="lg" maw={1040}>
      <Stack gap={4}>
        <Title order={1}>{t({ id: 'visa.title', message: 'Visa recommendations' })}</Title>
        <Text c="dimmed" maw={720}>
          {t({
            id: 'visa.intro',
            message:
              'A few questions about where you will live and where your marriage stands, and we point you to the right visa.',
          })}
        </Text>
      </Stack>
      {wizard ? (
        <Grid gap="lg" align="flex-start">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <WizardCard initial={wizard} live={wizard} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <InProgressCard wizard={wizard} />
          </Grid.Col>
        </Grid>
      ) : (
        <Loader aria-label={t({ id: 'common.loading', message: 'Loading' })} />
      )}
    </Stack>
  );
}
