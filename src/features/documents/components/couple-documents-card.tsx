import { useLingui } from '@lingui/react/macro';
import { Card, List, Stack, Text, Title } from '@mantine/core';
import type { DocumentNeeds } from '@/domain/documents/couple-needs';
import { AnchorLink } from '@/ui/links/anchor-link';
import { useCountryName } from './use-slot-info';

/** The papers outside the seven slots that this couple's facts call for, each with whose it is. */
function useNeededLines(needs: DocumentNeeds): string[] {
  const { t } = useLingui();
  const name = useCountryName();
  const r = needs.records;
  const lines: string[] = [];
  if (r.applicantFbi)
    lines.push(
      t({
        id: 'documents.couple.applicant_fbi',
        message: 'Applicant: the FBI check with its apostille, issued within 3 months of the application.',
      }),
    );
  for (const code of r.applicantCountries) {
    const country = name(code);
    lines.push(
      r.applicantInKorea
        ? t({
            id: 'documents.couple.applicant_record_in_korea',
            message: `Applicant: the criminal record of ${country}, issued within 3 months of the application, apostilled or legalised and translated as asked where you apply (ask the Immigration Contact Center, 1345).`,
          })
        : t({
            id: 'documents.couple.applicant_record',
            message: `Applicant: the criminal record of ${country}, issued within 3 months of the application, apostilled or legalised and translated as the mission asks.`,
          }),
    );
  }
  if (r.applicantInKorea)
    lines.push(
      t({
        id: 'documents.couple.applicant_korea_record',
        message:
          'Applicant: whether a Korean criminal record is also needed, as the applicant lives in Korea, and which office issues it, is not known here. Ask the Immigration Contact Center (1345) or the immigration office.',
      }),
    );
  if (r.sponsorKorean)
    lines.push(
      t({
        id: 'documents.couple.sponsor_korean_record_any',
        message:
          'Korean spouse: the Korean criminal record (범죄경력회보서), issued within 3 months of the application.',
      }),
    );
  if (r.sponsorFbi)
    lines.push(
      t({
        id: 'documents.couple.sponsor_fbi',
        message: 'Korean spouse: the FBI check with its apostille, as they live in the US.',
      }),
    );
  if (r.sponsorOtherCountry)
    lines.push(
      t({
        id: 'documents.couple.sponsor_other_record',
        message: 'Korean spouse: the criminal record of the country they live in.',
      }),
    );
  if (needs.guidanceProgram !== 'not-needed')
    lines.push(
      needs.guidanceProgram === 'done'
        ? t({
            id: 'documents.couple.program_done',
            message:
              'Korean spouse: the International Marriage Guidance Program completion number, written on the application.',
          })
        : t({
            id: 'documents.couple.program_to_do',
            message:
              'Korean spouse: the International Marriage Guidance Program, completed before the application (or proof of an exemption); its number goes on the application.',
          }),
    );
  if (needs.topik)
    lines.push(
      t({
        id: 'documents.couple.topik',
        message:
          'Applicant: a TOPIK score report (level 1 or higher) or a designated Korean course certificate, as you share no language yet.',
      }),
    );
  return lines;
}

/**
 * What else this couple hands in (D28), from the same facts the timeline plans with: records by
 * nationality and residence, the guidance program, TOPIK. Unknown facts are named, never assumed.
 */
export function CoupleDocumentsCard({ needs }: { needs: DocumentNeeds }) {
  const { t } = useLingui();
  const lines = useNeededLines(needs);
  const unknown = needs.unanswered.length > 0;
  const missingWords = {
    nationality: t({ id: 'documents.couple.missing.nationality', message: 'the applicant’s nationality' }),
    residence: t({ id: 'documents.couple.missing.residence', message: 'where the applicant lives' }),
    'marriage-place': t({ id: 'documents.couple.missing.marriage_place', message: 'where you married' }),
  };
  const missing = needs.unanswered.map((k) => missingWords[k]).join(', ');
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="couple-documents">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t({ id: 'documents.couple.title', message: 'Also for you two' })}
        </Title>
        {lines.length > 0 ? (
          <List size="sm" spacing={4} data-testid="couple-documents-list">
            {lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        ) : unknown ? null : (
          <Text size="sm">
            {t({
              id: 'documents.couple.nothing_else',
              message: 'Nothing beyond the seven documents below, from what you have answered.',
            })}
          </Text>
        )}
        {unknown && (
          <Text size="sm" c="dimmed" data-testid="couple-documents-unknown">
            {t({
              id: 'documents.couple.unknown_list',
              message: `Some of this follows from answers not given yet (${missing}): answer them in the eligibility check and this list follows.`,
            })}{' '}
            <AnchorLink to="/eligibility" size="sm" underline="always">
              {t({ id: 'documents.couple.to_eligibility', message: 'Open the eligibility check' })}
            </AnchorLink>
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t({
            id: 'documents.couple.timeline',
            message: 'Each is planned with its dates and validity on the timeline.',
          })}{' '}
          <AnchorLink to="/timeline" size="sm" underline="always">
            {t({ id: 'documents.couple.to_timeline', message: 'Open the timeline' })}
          </AnchorLink>
        </Text>
      </Stack>
    </Card>
  );
}
