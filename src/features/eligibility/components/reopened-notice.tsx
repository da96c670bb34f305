import { useLingui } from '@lingui/react/macro';
import { Alert, List, Text } from '@mantine/core';
import { pick, type Locale } from '@/domain/common';
import type { EligibilityCheck } from '@/domain/eligibility/check';

/**
 * Says that a changed answer turned a met check into one that is not met (or needs a look), so the
 * completed eligibility step and its timeline task are open again (D19: never silently).
 */
export function ReopenedNotice({ checks, onClose }: { checks: EligibilityCheck[]; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <Alert
      color="orange"
      radius="lg"
      withCloseButton
      onClose={onClose}
      closeButtonLabel={t({ id: 'common.close', message: 'Close' })}
      title={t({ id: 'eligibility.reopened_title', message: 'Your change reopened the eligibility step' })}
      data-testid="eligibility-reopened"
      role="alert"
    >
      <Text size="sm">
        {t({
          id: 'eligibility.reopened_body',
          message:
            'With this answer, these checks are no longer met. The eligibility task on your timeline is back in progress until they are.',
        })}
      </Text>
      {checks.length > 0 && (
        <List size="sm" mt={6}>
          {checks.map((c) => (
            <List.Item key={c.id}>{pick(c.title, locale)}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
