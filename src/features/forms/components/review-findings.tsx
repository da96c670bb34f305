import { Alert, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { datesIn } from '@/domain/prose-date';
import { plural } from '@lingui/core/macro';
import { readAudit } from '@/data/audit';
import { useLiveQuery } from '@/data/live-query';
import { findingsFor } from '@/domain/audit';
import { pick, type Locale } from '@/domain/common';
import type { FormId } from '@/domain/forms/types';
import { AnchorLink } from '@/ui/links/anchor-link';

/** A form's review lists the audit's open findings that name this form (D27), with a way to each place. */
export function ReviewFindings({ formId }: { formId: FormId }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const findings = useLiveQuery(
    async () => findingsFor(await readAudit(), formId).filter((f) => !f.acknowledged),
    [formId],
  );
  if (!findings?.length) return null;
  const count = findings.length;
  return (
    <Alert
      color="red"
      variant="light"
      title={t({
        id: 'audit.review_title',
        message: plural(count, {
          one: '# fact here does not agree with other places',
          other: '# facts here do not agree with other places',
        }),
      })}
      data-testid="review-findings"
    >
      <Stack gap="sm">
        {findings.map((f) => (
          <Stack key={f.id} gap={2} data-testid="finding" data-finding={f.id}>
            <Text fw={700} size="sm">
              {pick(f.fact, locale)}
            </Text>
            {f.values.map((v, i) => (
              <Group key={i} gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {datesIn(v.value, locale)}
                </Text>
                {v.places.map((p, j) => (
                  <AnchorLink key={j} size="sm" to={p.link.to} search={p.link.search} hash={p.link.hash}>
                    {[pick(p.source, locale), pick(p.item, locale)].filter(Boolean).join(', ')}
                  </AnchorLink>
                ))}
              </Group>
            ))}
          </Stack>
        ))}
        <AnchorLink to="/final-application" hash="audit" size="sm">
          {t({ id: 'audit.review_more', message: 'See every finding, or say why one is right, on the final step' })}
        </AnchorLink>
      </Stack>
    </Alert>
  );
}
