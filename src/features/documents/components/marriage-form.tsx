import { Button, Group, Input, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AutoFillData } from '@/domain/autofill-fields';
import {
  partyFields,
  pickSpouseRole,
  type ExtractedField,
  type MarriageCertificateExtraction,
  type PartyField,
  type PartyRole,
} from '@/domain/autofill';
import { confirmedMarriage, marriageValuesFrom, type MarriageValues } from '../confirm';
import { useConfidenceNote } from './use-confidence-note';

type Props = {
  /** What was read from the certificate, for review; null when the user types the details. */
  read: MarriageCertificateExtraction | null;
  autoFill: AutoFillData;
  onSave: (extraction: MarriageCertificateExtraction) => Promise<unknown>;
  onCancel: () => void;
};

export function MarriageForm({ read, autoFill, onSave, onCancel }: Props) {
  const { t } = useLingui();
  const note = useConfidenceNote();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<MarriageValues>({
    initialValues: marriageValuesFrom(read, (read && pickSpouseRole(read, autoFill)) ?? 'groom'),
  });
  const role = form.values.spouseRole;

  const partyLabels: Record<PartyField, string> = {
    name: t({ id: 'documents.marriage.spouse_name', message: 'Spouse’s name' }),
    dateOfBirth: t({ id: 'documents.marriage.spouse_birth_date', message: 'Spouse’s date of birth' }),
    placeOfBirth: t({ id: 'documents.marriage.spouse_birth_place', message: 'Spouse’s place of birth' }),
    address: t({ id: 'documents.marriage.spouse_address', message: 'Spouse’s address' }),
    fatherName: t({ id: 'documents.marriage.spouse_father', message: 'Spouse’s father’s name' }),
    motherName: t({ id: 'documents.marriage.spouse_mother', message: 'Spouse’s mother’s name' }),
  };
  // A date the certificate wrote ambiguously (05/01/2024) stays visible as text for the user to fix.
  const dateType = (original: ExtractedField | undefined) =>
    original && !/^\d{4}-\d{2}-\d{2}$/.test(original.value) ? 'text' : 'date';
  const describe = (current: string, original: ExtractedField | undefined) => {
    if (!read || !original) return undefined;
    return current.trim() === original.value ? note.of(original.confidence, false) : note.edited;
  };

  const submit = form.onSubmit(async (values) => {
    const extraction = confirmedMarriage(values, read);
    const spouse = extraction[values.spouseRole] ?? {};
    if (!extraction.marriageDate && !extraction.marriagePlace && Object.keys(spouse).length === 0) {
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
    <form onSubmit={submit} noValidate data-testid="marriage-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            type={dateType(read?.marriageDate)}
            label={t({ id: 'documents.marriage.date', message: 'Date of marriage' })}
            description={describe(form.values.marriageDate, read?.marriageDate)}
            data-field="marriageDate"
            {...form.getInputProps('marriageDate')}
          />
          <TextInput
            label={t({ id: 'documents.marriage.place', message: 'Place of marriage' })}
            description={describe(form.values.marriagePlace, read?.marriagePlace)}
            data-field="marriagePlace"
            {...form.getInputProps('marriagePlace')}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Input.Label id="spouse-role-label" component="div">
            {t({ id: 'documents.marriage.role', message: 'On the certificate, your spouse is the' })}
          </Input.Label>
          <SegmentedControl
            aria-labelledby="spouse-role-label"
            value={role}
            onChange={(v) => form.setFieldValue('spouseRole', v as PartyRole)}
            data={[
              { value: 'groom', label: t({ id: 'documents.marriage.groom', message: 'Groom' }) },
              { value: 'bride', label: t({ id: 'documents.marriage.bride', message: 'Bride' }) },
            ]}
            w="fit-content"
          />
          {read && (
            <Text size="xs" c="dimmed">
              {t({
                id: 'documents.marriage.role_help',
                message:
                  'Your spouse is the person on the certificate who is not you. The details below follow your choice.',
              })}
            </Text>
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {partyFields.map((field) => (
            <TextInput
              key={`${role}-${field}`}
              type={field === 'dateOfBirth' ? dateType(read?.[role]?.[field]) : 'text'}
              label={partyLabels[field]}
              description={describe(form.values[role][field], read?.[role]?.[field])}
              autoComplete="off"
              data-field={`spouse.${field}`}
              {...form.getInputProps(`${role}.${field}`)}
            />
          ))}
        </SimpleGrid>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={saving} data-testid="save-marriage">
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
