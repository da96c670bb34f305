import {
  Alert,
  Anchor,
  Button,
  Center,
  Divider,
  Group,
  Paper,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNetwork } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useAuth, type AuthErrorCode } from '@/lib/auth-context';
import { toast } from '@/lib/toast';
import { ButtonLink } from '@/ui/links/button-link';
import { GoogleIcon } from './google-icon';

type Mode = 'sign-in' | 'sign-up' | 'reset';

function useAuthErrorText(): Record<AuthErrorCode, string> {
  const { t } = useLingui();
  return {
    'invalid-credentials': t({ id: 'auth.error.invalid', message: 'That email and password do not match an account.' }),
    'email-in-use': t({
      id: 'auth.error.in_use',
      message: 'An account with this email already exists. Sign in instead.',
    }),
    'weak-password': t({ id: 'auth.error.weak', message: 'Choose a stronger password (at least 6 characters).' }),
    'invalid-email': t({ id: 'auth.email_invalid', message: 'Enter a valid email address.' }),
    offline: t({
      id: 'auth.error.offline',
      message: 'Signing in needs an internet connection. Your work is saved on this device meanwhile.',
    }),
    'popup-closed': t({ id: 'auth.error.popup', message: 'The Google window was closed before signing in finished.' }),
    'too-many-requests': t({
      id: 'auth.error.too_many',
      message: 'Too many attempts. Wait a few minutes and try again.',
    }),
    unavailable: t({ id: 'auth.error.unavailable', message: 'Sign-in is not available in this installation.' }),
    unknown: t({ id: 'auth.error.unknown', message: 'Signing in failed. Please try again.' }),
  };
}

/**
 * Without a sign-in backend there is no account: the page says so where the form would be, with how
 * to move the application to another device (the transfer file), instead of a form that cannot work.
 * The static first screen paints the same paragraph (tools/vite/static-shell.ts), the page's LCP.
 */
function LocalOnlyNotice() {
  const { t } = useLingui();
  return (
    <Alert color="blue" data-testid="local-only-notice">
      <Stack gap="sm">
        <Text size="sm">
          {t({
            id: 'auth.local_only_v2',
            message:
              'This copy of the app runs in local-only mode: there is no account to sign in to, and nothing leaves this device. Everything works and is saved here. To continue on another device, such as your spouse’s phone: on Application Progress, choose Export transfer file, then on the other device choose Import a transfer file or backup.',
          })}
        </Text>
        <Group gap="xs">
          <ButtonLink to="/progress" size="compact-sm" data-testid="local-only-move">
            {t({ id: 'auth.local_only.backup', message: 'Backup and move' })}
          </ButtonLink>
          <ButtonLink to="/visa-recommendations" size="compact-sm" variant="default" data-testid="local-only-visa">
            {t({ id: 'auth.local_only.visa', message: 'Visa recommendations' })}
          </ButtonLink>
          <ButtonLink to="/f6" size="compact-sm" variant="default">
            {t({ id: 'auth.local_only.forms', message: 'Continue to the forms' })}
          </ButtonLink>
        </Group>
      </Stack>
    </Alert>
  );
}

type FormProps = {
  mode: Mode;
  loading: boolean;
  disabled: boolean;
  onSubmit: (email: string, password: string) => void;
};

/** Email and password (only the email to reset), checked before anything is sent. */
function CredentialsForm({ mode, loading, disabled, onSubmit }: FormProps) {
  const { t } = useLingui();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (v) =>
        /^\S+@\S+\.\S+$/.test(v.trim())
          ? null
          : t({ id: 'auth.email_invalid', message: 'Enter a valid email address.' }),
      password: (v) =>
        mode === 'reset' || v.length >= 6
          ? null
          : t({ id: 'auth.password_short', message: 'Use at least 6 characters.' }),
    },
  });
  return (
    <form onSubmit={form.onSubmit(({ email, password }) => onSubmit(email.trim(), password))} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t({ id: 'auth.email', message: 'Email address' })}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        {mode !== 'reset' && (
          <PasswordInput
            label={t({ id: 'auth.password', message: 'Password' })}
            autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
            required
            {...form.getInputProps('password')}
          />
        )}
        <Button type="submit" loading={loading} disabled={disabled} data-testid="auth-submit">
          {mode === 'sign-up'
            ? t({ id: 'auth.sign_up', message: 'Create account' })
            : mode === 'reset'
              ? t({ id: 'auth.send_reset', message: 'Send reset link' })
              : t({ id: 'auth.sign_in', message: 'Sign in' })}
        </Button>
      </Stack>
    </form>
  );
}

/** Runs one sign-in action: refused offline, busy while it runs, its error kept to show. */
function useAuthRun(offline: boolean) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AuthErrorCode | null>(null);
  const run = async (fn: () => Promise<void>) => {
    setError(null);
    if (offline) {
      setError('offline');
      return;
    }
    setBusy(true);
    try {
      await fn();
    } catch (e) {
      setError(((e as { code?: AuthErrorCode }).code ?? 'unknown') as AuthErrorCode);
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, error, setError };
}

/** Sign in with Google, under the email form. */
function GoogleSignIn({ onClick, disabled, loading }: { onClick: () => void; disabled: boolean; loading: boolean }) {
  const { t } = useLingui();
  return (
    <>
      <Divider label={t({ id: 'auth.or', message: 'Or continue with' })} labelPosition="center" />
      <Button
        variant="default"
        leftSection={<GoogleIcon />}
        onClick={onClick}
        disabled={disabled}
        loading={loading}
        data-testid="google-sign-in"
      >
        {t({ id: 'auth.google', message: 'Sign in with Google' })}
      </Button>
    </>
  );
}

function ModeSwitch({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  const { t } = useLingui();
  return (
    <SegmentedControl
      value={mode}
      onChange={(v) => onChange(v as Mode)}
      data={[
        { value: 'sign-in', label: t({ id: 'auth.tab_sign_in', message: 'Sign in' }) },
        { value: 'sign-up', label: t({ id: 'auth.tab_sign_up', message: 'Create account' }) },
      ]}
      aria-label={t({ id: 'auth.mode', message: 'Sign in or create an account' })}
    />
  );
}

/** "Forgot your password?" into the reset form, and back out of it. */
function ResetLink({ mode, setMode }: { mode: Mode; setMode: (mode: Mode) => void }) {
  const { t } = useLingui();
  return (
    <Group justify="space-between">
      {mode === 'reset' ? (
        <Anchor component="button" type="button" size="sm" onClick={() => setMode('sign-in')}>
          {t({ id: 'auth.back', message: 'Back to sign in' })}
        </Anchor>
      ) : (
        <Anchor component="button" type="button" size="sm" onClick={() => setMode('reset')}>
          {t({ id: 'auth.forgot', message: 'Forgot your password?' })}
        </Anchor>
      )}
    </Group>
  );
}

export function LoginPage() {
  const { t } = useLingui();
  const { user, mode: backend, actions, loading } = useAuth();
  const navigate = useNavigate();
  const network = useNetwork();
  const [mode, setMode] = useState<Mode>('sign-in');
  const [resetSent, setResetSent] = useState(false);
  const available = backend !== 'local-only';
  const offline = !network.online;
  const { run, busy, error, setError } = useAuthRun(offline);

  useEffect(() => {
    if (user) void navigate({ to: '/visa-recommendations' });
  }, [user, navigate]);

  const submit = (email: string, password: string) =>
    run(async () => {
      if (mode === 'sign-in') await actions.signInWithEmail(email, password);
      else if (mode === 'sign-up') await actions.signUpWithEmail(email, password);
      else {
        await actions.sendPasswordReset(email);
        setResetSent(true);
        toast.success(
          t({ id: 'auth.reset_sent', message: 'If an account exists for this email, a reset link is on its way.' }),
        );
      }
    });

  return (
    <Center py="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }} w="100%" maw={440}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {mode === 'sign-up'
              ? t({ id: 'auth.title_sign_up', message: 'Create your account' })
              : mode === 'reset'
                ? t({ id: 'auth.title_reset', message: 'Reset your password' })
                : t({ id: 'auth.title', message: 'Sign in' })}
          </Title>
          {available ? (
            <SignInForms
              mode={mode}
              setMode={setMode}
              offline={offline}
              busy={busy || loading}
              error={error}
              setError={setError}
              resetSent={resetSent}
              onSubmit={(email, password) => void submit(email, password)}
              onGoogle={() => void run(actions.signInWithGoogle)}
            />
          ) : (
            <LocalOnlyNotice />
          )}
        </Stack>
      </Paper>
    </Center>
  );
}

type SignInFormsProps = {
  mode: Mode;
  setMode: (mode: Mode) => void;
  offline: boolean;
  busy: boolean;
  error: AuthErrorCode | null;
  setError: (error: AuthErrorCode | null) => void;
  resetSent: boolean;
  onSubmit: (email: string, password: string) => void;
  onGoogle: () => void;
};

/** What a build with a sign-in backend shows: why to sign in, the mode, the form and Google. */
function SignInForms({
  mode,
  setMode,
  offline,
  busy,
  error,
  setError,
  resetSent,
  onSubmit,
  onGoogle,
}: SignInFormsProps) {
  const { t } = useLingui();
  const errorText = useAuthErrorText();
  return (
    <>
      <Text size="sm" c="dimmed">
        {t({
          id: 'auth.why',
          message: 'Signing in keeps your application in your account, so your spouse can continue on another device.',
        })}
      </Text>
      {offline && <Alert color="yellow">{errorText.offline}</Alert>}
      {error && error !== 'offline' && (
        <Alert color="red" role="alert" data-testid="auth-error">
          {errorText[error]}
        </Alert>
      )}
      {mode !== 'reset' && (
        <ModeSwitch
          mode={mode}
          onChange={(next) => {
            setMode(next);
            setError(null);
          }}
        />
      )}
      <CredentialsForm mode={mode} loading={busy} disabled={resetSent} onSubmit={onSubmit} />
      <ResetLink mode={mode} setMode={setMode} />
      {mode !== 'reset' && <GoogleSignIn onClick={onGoogle} disabled={false} loading={busy} />}
    </>
  );
}
