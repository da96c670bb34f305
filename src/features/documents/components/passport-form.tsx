import { Alert, Checkbox, Code, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
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
import { DetailsFormShell, useDetailsSave } from './details-form';

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
  const labels = usePassportLabels();
  const [uncoveredChecked, setUncoveredChecked] = useState(false);
  const { saving, error, save } = useDetailsSave(onSave);
  const initial = read?.extraction.fields ?? null;
  const form = useForm<PassportValues>({ initialValues: passportValuesFrom(initial) });

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
    await save(extraction, Object.keys(extraction.fields).length === 0);
  });

  return (
    <DetailsFormShell
      testId="passport-form"
      saveTestId="save-passport"
      reviewing={!!read}
      saving={saving}
      error={error}
      onSubmit={submit}
      onCancel={onCancel}
    >
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
      {read && <NamesChecked checked={uncoveredChecked} onChange={setUncoveredChecked} />}
    </DetailsFormShell>
  );
}

function usePassportLabels(): Record<PassportInputKey, string> {
  const { t } = useLingui();
  return {
    lastName: t({ id: 'documents.passport.last_name', message: 'Surname' }),
    firstName: t({ id: 'documents.passport.first_name', message: 'Given names' }),
    passportNumber: t({ id: 'documents.passport.number', message: 'Passport number' }),
    nationality: t({ id: 'documents.passport.nationality', message: 'Nationality (3-letter code, e.g. VNM or USA)' }),
    dateOfBirth: t({ id: 'documents.passport.birth_date', message: 'Date of birth' }),
    sex: t({ id: 'documents.passport.sex', message: 'Sex' }),
    passportExpiryDate: t({ id: 'documents.passport.expiry', message: 'Date of expiry' }),
    passportIssueDate: t({ id: 'documents.passport.issue', message: 'Date of issue' }),
    placeOfBirth: t({ id: 'documents.passport.birth_place', message: 'Place of birth' }),
  };
}

/** The names, nationality and sex have no check digit: the user may say they compared them. */
function NamesChecked({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useLingui();
  return (
    <Checkbox
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      label={t({
        id: 'documents.passport.check_names',
        message: 'I compared the names, nationality and sex with my passport: they are right',
      })}
      // Optional, and it says so: unticked, the details are saved with these four still marked to check.
      description={
        checked
          ? undefined
          : t({
              id: 'documents.passport.check_names_optional',
              message:
                'Optional. Left unticked, the details are saved and these four stay marked "Medium confidence" until you compare them.',
            })
      }
      data-testid="check-names"
    />
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
