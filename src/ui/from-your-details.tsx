import { Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** Marks a value held once in the people records (D20): editing it edits it everywhere. */
export function FromYourDetails({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  return compact ? (
    <Text span size="xs" c="dimmed" data-testid="from-person">
      {' '}
      {t({ id: 'forms.from_details_short', message: '(from your details)' })}
    </Text>
  ) : (
    <Text size="xs" c="dimmed" data-testid="from-person">
      {t({ id: 'forms.from_details', message: 'From your details: changing it here changes it in every form.' })}
    </Text>
  );
}
