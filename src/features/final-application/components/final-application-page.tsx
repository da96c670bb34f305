import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useFinalApplication } from '../use-final-application';
import { ApplicationFormCard } from './application-form-card';
import { AuditCard } from './audit-card';
import { PackageCard } from './package-card';
import { readPackageChoices } from '../package-choices';
import { PackageSummary } from './package-summary';
import { ReadinessChecklist } from './readiness-checklist';
import { ReadinessSummary } from './readiness-summary';
import { useStaged } from '@/ui/staged';

/**
 * An applicant living in Korea applies by change of status at the immigration office, which takes the
 * integrated application form (통합신청서, 별지 제34호서식; brief 6.3): this app does not fill that form, and
 * its visa application form (별지 제17호서식) is the one a mission abroad takes. Said before the package.
 */
function ChangeOfStatusNote() {
  const { t } = useLingui();
  return (
    <Card withBorder radius="md" padding="md" data-testid="change-of-status-note">
      <Stack gap={4}>
        <Text fw={600}>{t({ id: 'final.in_korea.title', message: 'Applying in Korea: a change of status' })}</Text>
        <Text size="sm">
          {t({
            id: 'final.in_korea.body',
            message:
              'The immigration office takes the integrated application form (통합신청서, form No. 34), which this app does not fill: get it from HiKorea or the office. The invitation letter, the marriage background statement and the letter of guarantee are the same; the visa application form in the package (form No. 17) is the one a Korean mission abroad takes, so use its answers to fill form No. 34.',
          })}
        </Text>
      </Stack>
    </Card>
  );
}

/** Final Application: the visa application form's own questions, the readiness checklist, the package summary. */
export function FinalApplicationPage() {
  const { t } = useLingui();
  const data = useFinalApplication();
  // The cards in four parts on a cold start (useStaged): the first screen's, then each long card a frame later.
  const shown = useStaged(4, !!data);

  return (
    <Stack gap="xl" maw={1040} style={{ wordBreak: 'keep-all', overflowWrap: 'break-word' }}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1}>{t({ id: 'final.title', message: 'Final Application' })}</Title>
          <Button variant="light" onClick={() => window.print()} data-print="hide" data-testid="print-summary">
            {t({ id: 'final.print', message: 'Print package summary' })}
          </Button>
        </Group>
        <Text c="dimmed" data-print="hide">
          {t({
            id: 'final.intro',
            message:
              'The last step before you apply: answer the visa application form’s own questions, then check everything the office that takes your application wants. Each item links to where you can finish it.',
          })}
        </Text>
      </Stack>
      {!data ? (
        <Loader aria-label="…" />
      ) : (
        <>
          {data.inKorea && <ChangeOfStatusNote />}
          {/* Open findings first (D27): the facts that do not agree across the application. */}
          <AuditCard findings={data.findings} />
          <ReadinessSummary data={data} />
          <PackageCard
            findings={data.findings}
            choices={readPackageChoices(data.sections.applicationForms.package)}
            checklist={data.checklist}
          />
          {shown > 1 && <ReadinessChecklist items={data.checklist} />}
          {shown > 2 && (
            <ApplicationFormCard
              forms={data.sections.applicationForms}
              autoFill={data.sections.autoFill}
              people={data.people}
              dates={data.sections.dates}
              fromForms={data.visaFromForms}
            />
          )}
          {shown > 3 && <PackageSummary data={data} />}
        </>
      )}
    </Stack>
  );
}
