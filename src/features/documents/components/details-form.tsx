import { Button, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';

/**
 * What the passport's and the marriage certificate's details forms share: saving what the user
 * confirmed (refused when nothing is filled in), the message when the device refuses it, and the
 * save and cancel buttons. Each form brings its own fields.
 */
export function useDetailsSave<E>(onSave: (extraction: E) => Promise<unknown>) {
  const { t } = useLingui();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (extraction: E, empty: boolean) => {
    if (empty) {
      setError(t({ id: 'documents.form.empty', message: 'Fill in at least one detail, or cancel.' }));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSave(extraction);
    } catch {
      setError(
        t({
          id: 'documents.form.save_failed',
          message: 'The details could not be saved on this device. Please try again.',
        }),
      );
    } finally {
      setSaving(false);
    }
  };
  return { saving, error, save };
}

type ShellProps = {
  testId: string;
  saveTestId: string;
  /** Reviewing what was read ("Confirm and save"), or details typed by hand ("Save details"). */
  reviewing: boolean;
  saving: boolean;
  error: string | null;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
};

export function DetailsFormShell({
  testId,
  saveTestId,
  reviewing,
  saving,
  error,
  onSubmit,
  onCancel,
  children,
}: ShellProps) {
  const { t } = useLingui();
  return (
    <form onSubmit={onSubmit} noValidate data-testid={testId}>
      <Stack gap="sm">
        {children}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={saving} data-testid={saveTestId}>
            {reviewing
              ? t({ id: 'documents.form.confirm', message: 'Confirm and save' })
              : t({ id: 'documents.form.save', message: 'Save details' })}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t({ id: 'common.cancel', message: 'Cancel' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
