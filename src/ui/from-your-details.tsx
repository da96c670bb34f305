import { Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/**
 * Marks a value held once in the people records (D20): editing it edits it everywhere. A fact held
 * in two scripts (D26) says which version changes: the other one stays as it is.
 */
export function FromYourDetails({ compact = false, script }: { compact?: boolean; script?: 'ko' | 'latin' }) {
  const { t } = useLingui();
  if (compact)
    return (
      <Text span size="xs" c="dimmed" data-testid="from-person">
        {' '}
        {t({ id: 'forms.from_details_short', message: '(shared with your other forms)' })}
      </Text>
    );
  const text =
    script === 'latin'
      ? t({
          id: 'forms.from_details_latin',
          message:
            'Shared with your other forms: changing it here changes the version in Latin letters wherever a form prints it; the Korean version on the Korean forms stays as it is.',
        })
      : script === 'ko'
        ? t({
            id: 'forms.from_details_ko',
            message:
              'Shared with your other forms: changing it here changes the Korean version wherever a form prints it; the version in Latin letters stays as it is.',
          })
        : t({
            id: 'forms.from_details',
            message: 'Shared with your other forms: changing it here changes it in every form.',
          });
  return (
    <Text size="xs" c="dimmed" data-testid="from-person" data-script={script}>
      {text}
    </Text>
  );
}
