import { Input, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
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
import { DetailsFormShell, useDetailsSave } from './details-form';

type Props = {
  /** What was read from the certificate, for review; null when the user types the details. */
  read: MarriageCertificateExtraction | null;
  autoFill: AutoFillData;
  onSave: (extraction: MarriageCertificateExtraction) => Promise<unknown>;
  onCancel: () => void;
};

// A date the certificate wrote ambiguously (05/01/2024) stays visible as text for the user to fix.
const dateType = (original: ExtractedField | undefined) =>
  original && !/^\d{4}-\d{2}-\d{2}$/.test(original.value) ? 'text' : 'date';

export function MarriageForm({ read, autoFill, onSave, onCancel }: Props) {
  const { t } = useLingui();
  const note = useConfidenceNote();
  const partyLabels = usePartyLabels();
  const { saving, error, save } = useDetailsSave(onSave);
  const form = useForm<MarriageValues>({
    initialValues: marriageValuesFrom(read, (read && pickSpouseRole(read, autoFill)) ?? 'groom'),
  });
  const role = form.values.spouseRole;
  const describe = (current: string, original: ExtractedField | undefined) => {
    if (!read || !original) return undefined;
    return current.trim() === original.value ? note.of(original.confidence, false) : note.edited;
  };
  const submit = form.onSubmit(async (values) => {
    const extraction = confirmedMarriage(values, read);
    const spouse = extraction[values.spouseRole] ?? {};
    await save(extraction, !extraction.marriageDate && !extraction.marriagePlace && Object.keys(spouse).length === 0);
  });

  return (
    <DetailsFormShell
      testId="marriage-form"
      saveTestId="save-marriage"
      reviewing={!!read}
      saving={saving}
      error={error}
      onSubmit={submit}
      onCancel={onCancel}
    >
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
      <SpouseRole role={role} reviewing={!!read} onChange={(v) => form.setFieldValue('spouseRole', v)} />
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
    </DetailsFormShell>
  );
}

function usePartyLabels(): Record<PartyField, string> {
  const { t } = useLingui();
  return {
    name: t({ id: 'documents.marriage.spouse_name', message: 'Korean spouse’s name' }),
    dateOfBirth: t({ id: 'documents.marriage.spouse_birth_date', message: 'Korean spouse’s date of birth' }),
    placeOfBirth: t({ id: 'documents.marriage.spouse_birth_place', message: 'Korean spouse’s place of birth' }),
    address: t({ id: 'documents.marriage.spouse_address', message: 'Korean spouse’s address' }),
    fatherName: t({ id: 'documents.marriage.spouse_father', message: 'Korean spouse’s father’s name' }),
    motherName: t({ id: 'documents.marriage.spouse_mother', message: 'Korean spouse’s mother’s name' }),
  };
}

/** Which party of the certificate is the spouse (the groom or the bride); the details below follow it. */
function SpouseRole({
  role,
  reviewing,
  onChange,
}: {
  role: PartyRole;
  reviewing: boolean;
  onChange: (role: PartyRole) => void;
}) {
  const { t } = useLingui();
  return (
    <Stack gap={4}>
      <Input.Label id="spouse-role-label" component="div">
        {t({ id: 'documents.marriage.role', message: 'On the certificate, the Korean spouse is the' })}
      </Input.Label>
      <SegmentedControl
        aria-labelledby="spouse-role-label"
        value={role}
        onChange={(v) => onChange(v as PartyRole)}
        data={[
          { value: 'groom', label: t({ id: 'documents.marriage.groom', message: 'Groom' }) },
          { value: 'bride', label: t({ id: 'documents.marriage.bride', message: 'Bride' }) },
        ]}
        w="fit-content"
      />
      {reviewing && (
        <Text size="xs" c="dimmed">
          {t({
            id: 'documents.marriage.role_help',
            message:
              'Whoever types this, the details below are the Korean spouse’s (the sponsor’s), not the applicant’s: on a Korean 혼인관계증명서 that is 본인, not 배우자. They follow your choice.',
          })}
        </Text>
      )}
    </Stack>
  );
}
