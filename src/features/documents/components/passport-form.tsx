import { Alert, Button, Checkbox, Code, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PassportExtraction } from '@/domain/autofill';
import { checkDigitKeys } from '@/domain/mrz';
import {
  confirmedPassport,
  normalizePassportValue,
  passportValuesFrom,
  type PassportInputKey,
  type PassportValues,
} from '../confirm';
import type { ReviewOutcome } from '../use-reader';
import { useConfidenceNote } from './use-confidence-note';

type PassportRead = Extract<ReviewOutcome, { kind: 'passport' }>;
type Props = {
  /** What was read, for review; null when the user types the details. */
  read: PassportRead | null;
  onSave: (extraction: PassportExtraction) => Promise<unknown>;
  onCancel: () => void;
};

export function PassportForm({ read, onSave, onCancel }: Props) {
  const { t } = useLingui();
  const note = useConfidenceNote();
  const [uncoveredChecked, setUncoveredChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const initial = read?.extraction.fields ?? null;
  const form = useForm<PassportValues>({ initialValues: passportValuesFrom(initial) });

  const labels: Record<PassportInputKey, string> = {
    lastName: t({ id: 'documents.passport.last_name', message: 'Surname' }),
    firstName: t({ id: 'documents.passport.first_name', message: 'Given names' }),
    passportNumber: t({ id: 'documents.passport.number', message: 'Passport number' }),
    nationality: t({ id: 'documents.passport.nationality', message: 'Nationality (3-letter code, e.g. USA)' }),
    dateOfBirth: t({ id: 'documents.passport.birth_date', message: 'Date of birth' }),
    sex: t({ id: 'documents.passport.sex', message: 'Sex' }),
    passportExpiryDate: t({ id: 'documents.passport.expiry', message: 'Date of expiry' }),
    passportIssueDate: t({ id: 'documents.passport.issue', message: 'Date of issue' }),
    placeOfBirth: t({ id: 'documents.passport.birth_place', message: 'Place of birth' }),
  };
  const describe = (key: PassportInputKey) => {
    if (!read) return undefined;
    const original = initial?.[key];
    const current = normalizePassportValue(key, form.values[key]);
    if (original && current !== original.value) return note.edited;
    if (!original) return key === 'passportIssueDate' || key === 'placeOfBirth' ? note.notInMrz : undefined;
    return note.of(original.confidence, checkDigitKeys.includes(key));
  };
  const text = (key: PassportInputKey, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput
      label={labels[key]}
      description={describe(key)}
      autoComplete="off"
      data-field={key}
      {...form.getInputProps(key)}
      {...extra}
    />
  );

  const submit = form.onSubmit(async (values) => {
    const extraction = confirmedPassport(values, initial, uncoveredChecked);
    if (Object.keys(extraction.fields).length === 0) {
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
  });

  return (
    <form onSubmit={submit} noValidate data-testid="passport-form">
      <Stack gap="sm">
        {read && <ReadSummary read={read} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('lastName')}
          {text('firstName')}
          {text('passportNumber')}
          {text('nationality', { maxLength: 3 })}
          {text('dateOfBirth', { type: 'date' })}
          <Radio.Group label={labels.sex} description={describe('sex')} {...form.getInputProps('sex')}>
            <Group mt={6} gap="md">
              <Radio value="F" label={t({ id: 'documents.sex.f', message: 'Female (F)' })} />
              <Radio value="M" label={t({ id: 'documents.sex.m', message: 'Male (M)' })} />
              <Radio value="X" label={t({ id: 'documents.sex.x', message: 'Unspecified (X)' })} />
            </Group>
          </Radio.Group>
          {text('passportExpiryDate', { type: 'date' })}
          {text('passportIssueDate', { type: 'date' })}
          {text('placeOfBirth')}
        </SimpleGrid>
        {read && (
          <Checkbox
            checked={uncoveredChecked}
            onChange={(e) => setUncoveredChecked(e.currentTarget.checked)}
            label={t({
              id: 'documents.passport.check_names',
              message: 'I compared the names, nationality and sex with my passport: they are right',
            })}
            // Optional, and it says so: unticked, the details are saved with these four still marked to check.
            description={
              uncoveredChecked
                ? undefined
                : t({
                    id: 'documents.passport.check_names_optional',
                    message:
                      'Optional. Left unticked, the details are saved and these four stay marked "Medium confidence" until you compare them.',
                  })
            }
            data-testid="check-names"
          />
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={saving} data-testid="save-passport">
            {read
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

function ReadSummary({ read }: { read: PassportRead }) {
  const { t } = useLingui();
  const status = read.timedOut
    ? {
        color: 'orange',
        text: t({
          id: 'documents.mrz.timed_out',
          message:
            'Checking the numbers took too long, so the details are shown as read. Compare every field with your passport.',
        }),
      }
    : read.valid && !read.corrected
      ? {
          color: 'teal',
          text: t({
            id: 'documents.mrz.valid',
            message:
              'All check digits match. Names, nationality and sex are not covered by check digits: compare them with your passport.',
          }),
        }
      : read.valid
        ? {
            color: 'yellow',
            text: t({
              id: 'documents.mrz.corrected',
              message:
                'The check digits match after correcting likely misreadings. Compare the numbers and dates with your passport.',
            }),
          }
        : {
            color: 'orange',
            text: t({
              id: 'documents.mrz.invalid',
              message: 'Some check digits do not match. Compare the marked fields with your passport and correct them.',
            }),
          };
  return (
    <Stack gap={6}>
      <Alert color={status.color} variant="light" data-testid="mrz-status">
        {status.text}
      </Alert>
      <Text size="xs" c="dimmed">
        {t({ id: 'documents.mrz.lines', message: 'Machine-readable lines as read:' })}
      </Text>
      <Code
        block
        style={{ fontSize: 'var(--mantine-font-size-xs)', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
        data-testid="mrz-lines"
      >
        {read.lines.join('\n')}
      </Code>
    </Stack>
  );
}
