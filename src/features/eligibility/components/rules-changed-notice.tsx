import { useLingui } from '@lingui/react/macro';
import { Alert, List, Stack, Text } from '@mantine/core';
import { pick, type Locale } from '@/domain/common';
import { enDate, koDate } from '@/domain/prose-date';
import type { EligibilityCheck } from '@/domain/eligibility/check';
import { RULES_CHANGED_ON, type RuleChange } from '@/domain/eligibility/rule-changes';
import { SourceNote } from '@/ui/source-note';

/**
 * Nothing lost: answers given before the rules for every couple keep their meaning, and
 * a result those rules changed says what changed and why, with the source of each change.
 */
export function RulesChangedNotice({ changes }: { changes: Array<RuleChange & { check: EligibilityCheck }> }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const date = locale === 'ko' ? koDate(RULES_CHANGED_ON) : enDate(RULES_CHANGED_ON);
  return (
    <Alert
      color="orange"
      radius="lg"
      title={t({ id: 'eligibility.rules_changed_title', message: 'The rules changed, and your result with them' })}
      data-testid="eligibility-rules-changed"
    >
      <Stack gap={6}>
        <Text size="sm">
          {t({
            id: 'eligibility.rules_changed_body',
            message: `Your answers are kept as you gave them. Since ${date} the check follows the sources more closely, which changed these results:`,
          })}
        </Text>
        <List size="sm" spacing={6}>
          {changes.map((c) => (
            <List.Item key={c.checkId} data-testid={`rules-changed-${c.checkId}`}>
              <Text size="sm" fw={600} span>
                {pick(c.check.title, locale)}:
              </Text>{' '}
              <Text size="sm" span>
                {pick(c.what, locale)}
              </Text>
              <SourceNote source={c.source} />
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}
