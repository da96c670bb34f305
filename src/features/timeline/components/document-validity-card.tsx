import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from '@/data/live-query';
import { documentSlots, type DocumentFileRole, type DocumentSlot } from '@/domain/application';
import { slotFileValidity, type ValidityStatus } from '@/domain/documents/validity';
import { badgeTone, type Tone } from '@/ui/badge-tone';
import { formatIsoDate } from '@/lib/format-date';
import { AnchorLink } from '@/ui/links/anchor-link';
import { readDocumentsForValidity } from '../repo';

const tones: Record<ValidityStatus, Tone> = {
  valid: 'ok',
  'expires-before-target': 'warn',
  expired: 'bad',
  'future-date': 'bad',
  'needs-date': 'neutral',
};

/**
 * The dated documents already added, judged against the target date by the same rule as the
 * documents page and the final checklist (domain/documents/validity.ts).
 */
export function DocumentValidityCard({ today, targetDate }: { today: string; targetDate: string | null }) {
  const { t, i18n } = useLingui();
  const documents = useLiveQuery(readDocumentsForValidity, []);
  if (!documents) return null;
  const rows = documentSlots.flatMap((slot) =>
    slotFileValidity(slot, documents[slot], { today, targetDate }).map((v) => ({ slot, ...v })),
  );
  if (rows.length === 0) return null;
  const day = (iso: string) => formatIsoDate(iso, i18n.locale);
  const targetDay = targetDate ? day(targetDate) : '';
  const what = (slot: DocumentSlot, role: DocumentFileRole | null) =>
    slot === 'marriageCertificate'
      ? t({ id: 'timeline.docs.marriage', message: 'Marriage relation certificate (혼인관계증명서)' })
      : role === 'sponsor'
        ? t({ id: 'timeline.docs.health_sponsor', message: 'Korean spouse’s health certificate' })
        : t({ id: 'timeline.docs.health_applicant', message: 'Applicant’s health certificate' });
  const status = (s: ValidityStatus, until: string | null) => {
    const date = until ? day(until) : '';
    return {
      valid: t({ id: 'timeline.docs.valid', message: `Valid through ${date}` }),
      'expires-before-target': t({ id: 'timeline.docs.expiring', message: `Expires before the appointment (${date})` }),
      expired: t({ id: 'timeline.docs.expired', message: `Expired on ${date}` }),
      'future-date': t({ id: 'documents.validity.future', message: 'Check the date' }),
      'needs-date': t({ id: 'documents.validity.needs_date', message: 'Issue date needed' }),
    }[s];
  };
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="document-validity">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t({ id: 'timeline.docs.title', message: 'Your dated documents' })}
        </Title>
        <Text size="sm" c="dimmed">
          {targetDate
            ? t({ id: 'timeline.docs.against_target', message: `Checked against your target date, ${targetDay}.` })
            : t({
                id: 'timeline.docs.against_today',
                message: 'Checked against today: pick a target date to check them against the appointment.',
              })}
        </Text>
        {rows.map(({ slot, file, validity }) => (
          <Group key={file.id} justify="space-between" gap="xs" wrap="wrap" data-testid={`validity-row-${file.id}`}>
            <Stack gap={0} style={{ minWidth: 0, flex: '1 1 240px' }}>
              <Text size="sm" fw={500}>
                {what(slot, file.role)}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {file.fileName}
              </Text>
            </Stack>
            <Badge variant="light" {...badgeTone(tones[validity.status])}>
              {status(validity.status, validity.validUntil)}
            </Badge>
          </Group>
        ))}
        <AnchorLink to="/documents" size="sm">
          {t({ id: 'timeline.docs.to_documents', message: 'Dates of issue are kept on the Document Preparation page' })}
        </AnchorLink>
      </Stack>
    </Card>
  );
}
