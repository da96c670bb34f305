import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { VisaWizard } from '@/domain/application';
import { pick, type Locale } from '@/domain/common';
import { visaNames } from '@/domain/visa/recommend';
import { formatIsoDate } from '@/lib/format-date';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { inProgressCodes } from '../model';
import { stopVisa } from '../repo';

/** The visas the couple has started (visaWizard.inProgressVisas, by code). */
export function InProgressCard({ wizard }: { wizard: VisaWizard }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const codes = inProgressCodes(wizard);
  const remove = (code: (typeof codes)[number]) =>
    stopVisa(code).catch((error: unknown) => {
      logger.error('Failed to remove a visa in progress', error);
      toast.error(t({ id: 'visa.start_failed', message: 'Could not save that. Please try again.' }));
    });

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="visas-in-progress">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t({ id: 'visa.in_progress_title', message: 'Visas in progress' })}
        </Title>
        {codes.length === 0 && (
          <Text size="sm" c="dimmed">
            {t({
              id: 'visa.in_progress_empty',
              message: 'None yet. Start the visa we recommend and it will be listed here.',
            })}
          </Text>
        )}
        {codes.map((code) => {
          const date = formatIsoDate(wizard.inProgressVisas[code].startedAt.slice(0, 10), i18n.locale);
          return (
            <Group key={code} justify="space-between" wrap="nowrap" gap="xs" data-testid={`visa-in-progress-${code}`}>
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {pick(visaNames[code], locale)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t({ id: 'visa.started_on', message: `Started ${ph({ date })}` })}
                </Text>
              </Stack>
              <Button
                size="compact-sm"
                variant="subtle"
                color="gray"
                onClick={() => void remove(code)}
                aria-label={t({ id: 'visa.remove_label', message: `Remove ${ph({ code })}` })}
              >
                {t({ id: 'visa.remove', message: 'Remove' })}
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
