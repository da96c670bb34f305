import { Badge, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { AutoFillData, AutoFillKey, AutoFillSource, Confidence } from '@/domain/autofill-fields';
import { DataTable } from '@/ui/data-table';

type Props = { autoFill: AutoFillData; source: AutoFillSource; testId: string };

const shownKeys: Partial<Record<AutoFillSource, AutoFillKey[]>> = {
  passport: [
    'fullName',
    'passportNumber',
    'nationality',
    'dateOfBirth',
    'sex',
    'passportExpiryDate',
    'passportIssueDate',
    'placeOfBirth',
  ],
  marriageCertificate: [
    'marriageDate',
    'marriagePlace',
    'spouseName',
    'spouseDateOfBirth',
    'spousePlaceOfBirth',
    'spouseAddress',
    'spouseFatherName',
    'spouseMotherName',
  ],
};

/** What the application holds from this kind of document, with how sure it is. */
export function SavedDetails({ autoFill, source, testId }: Props) {
  const { t } = useLingui();
  const labels: Partial<Record<AutoFillKey, string>> = {
    fullName: t({ id: 'documents.field.full_name', message: 'Full name' }),
    passportNumber: t({ id: 'documents.passport.number', message: 'Passport number' }),
    nationality: t({ id: 'documents.field.nationality', message: 'Nationality' }),
    dateOfBirth: t({ id: 'documents.passport.birth_date', message: 'Date of birth' }),
    sex: t({ id: 'documents.passport.sex', message: 'Sex' }),
    passportExpiryDate: t({ id: 'documents.passport.expiry', message: 'Date of expiry' }),
    passportIssueDate: t({ id: 'documents.passport.issue', message: 'Date of issue' }),
    placeOfBirth: t({ id: 'documents.passport.birth_place', message: 'Place of birth' }),
    marriageDate: t({ id: 'documents.marriage.date', message: 'Date of marriage' }),
    marriagePlace: t({ id: 'documents.marriage.place', message: 'Place of marriage' }),
    spouseName: t({ id: 'documents.marriage.spouse_name', message: 'Korean spouse’s name' }),
    spouseDateOfBirth: t({ id: 'documents.marriage.spouse_birth_date', message: 'Korean spouse’s date of birth' }),
    spousePlaceOfBirth: t({ id: 'documents.marriage.spouse_birth_place', message: 'Korean spouse’s place of birth' }),
    spouseAddress: t({ id: 'documents.marriage.spouse_address', message: 'Korean spouse’s address' }),
    spouseFatherName: t({ id: 'documents.marriage.spouse_father', message: 'Korean spouse’s father’s name' }),
    spouseMotherName: t({ id: 'documents.marriage.spouse_mother', message: 'Korean spouse’s mother’s name' }),
  };
  // Light badges that keep 4.5:1 in both schemes; low gets a darker red text to pass too.
  const confidence: Record<Confidence, { label: string; color?: string; c?: string }> = {
    high: { label: t({ id: 'documents.badge.high', message: 'High confidence' }) },
    medium: { label: t({ id: 'documents.badge.medium', message: 'Medium confidence' }), color: 'blue' },
    low: {
      label: t({ id: 'documents.badge.low', message: 'Low confidence' }),
      color: 'red',
      c: 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))',
    },
  };
  const rows = (shownKeys[source] ?? []).filter((key) => autoFill.sources?.[key] === source && autoFill[key]);
  if (rows.length === 0) return null;
  return (
    <Stack gap={4} data-testid={testId}>
      <Text size="sm" fw={600}>
        {t({ id: 'documents.saved.title', message: 'Confirmed from this document' })}
      </Text>
      <DataTable plain>
        <tbody>
          {rows.map((key) => {
            const c = autoFill.confidenceScores[key] ?? 'low';
            // Only a value read from the document has a read confidence; a typed one says so.
            const typed = autoFill.typed?.[key] === true;
            return (
              <tr key={key} data-field={key}>
                <th scope="row" style={{ fontWeight: 400, color: 'var(--mantine-color-dimmed)', width: '45%' }}>
                  {labels[key]}
                </th>
                <td>
                  {/* On a phone the badge moves under the value: a value breaks only where a word ends. */}
                  <Group gap={6} wrap="wrap" justify="space-between">
                    <Text span size="sm" style={{ overflowWrap: 'break-word', minWidth: 0 }}>
                      {autoFill[key]}
                    </Text>
                    {typed ? (
                      <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }} data-typed="true">
                        {t({ id: 'documents.badge.typed', message: 'Typed by you' })}
                      </Badge>
                    ) : (
                      <Badge
                        size="xs"
                        variant="light"
                        color={confidence[c].color}
                        c={confidence[c].c}
                        style={{ flexShrink: 0 }}
                      >
                        {confidence[c].label}
                      </Badge>
                    )}
                  </Group>
                </td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
    </Stack>
  );
}
