import { plural } from '@lingui/core/macro';
import { Alert, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useStepLabels } from '@/i18n/labels';
import { OverallCard } from '@/ui/overall-card';
import { useStatusWords } from '@/i18n/status-words';
import type { FinalApplicationData } from '../use-final-application';

/** Ready or not, in one sentence, with the spec's four-step overall progress beside it. */
export function ReadinessSummary({ data }: { data: FinalApplicationData }) {
  const { t } = useLingui();
  const stepLabels = useStepLabels();
  const ready = data.ready;
  const count = data.open.length;
  const openFindings = data.status.openFindings;
  const words = useStatusWords();
  const evidenceElsewhere = words.evidenceElsewhere(data.status.evidence);

  return (
    <Stack gap="md">
      {ready ? (
        <Alert
          color="brand"
          title={t({ id: 'final.ready_title', message: 'Ready to apply' })}
          data-testid="readiness"
          data-ready="true"
        >
          {t({
            id: 'final.ready_body',
            message:
              'Everything on the checklist is done. Book the in-person appointment and bring the originals, the photo and the fee.',
          })}
        </Alert>
      ) : (
        <Alert
          color="blue"
          title={t({ id: 'final.not_ready_title', message: 'Not ready yet' })}
          data-testid="readiness"
          data-ready="false"
        >
          {/* First: what the audit found, the same count as the menu's badge (D27). */}
          {openFindings > 0 && (
            <Text size="sm" fw={600} data-testid="readiness-findings">
              {t({
                id: 'final.open_findings_first',
                message: plural(openFindings, {
                  one: '# fact in your answers does not agree: settle it under “Facts that do not agree” above, or mark it right with a reason.',
                  other:
                    '# facts in your answers do not agree: settle each under “Facts that do not agree” above, or mark it right with a reason.',
                }),
              })}
            </Text>
          )}
          {count > 0 &&
            t({
              id: 'final.not_ready_body',
              message: plural(count, {
                one: '# item on the checklist still needs work. It links to where you can finish it.',
                other: '# items on the checklist still need work. Each one links to where you can finish it.',
              }),
            })}
          {evidenceElsewhere && <Text size="sm">{`${evidenceElsewhere} ${words.bring()}`}</Text>}
        </Alert>
      )}
      <OverallCard percent={data.overall.percent} steps={stepLabels.rows(data.overall)} size={120} />
    </Stack>
  );
}
