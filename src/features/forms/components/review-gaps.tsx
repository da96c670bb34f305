import { ph } from '@lingui/core/macro';
import { Alert, List, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { pick, type Locale } from '@/domain/common';
import { displayItems } from '@/domain/forms/skip';
import type { FormDef } from '@/domain/forms/types';
import type { FormStatus } from '@/domain/status';
import { useStatusWords } from '@/i18n/status-words';
import type { CSSProperties } from 'react';
import { AnchorLink } from '@/ui/links/anchor-link';
import { toneText } from '@/ui/badge-tone';

/**
 * What keeps the form from being complete (D18): the same line as every other screen (what is missing,
 * what is invalid), then each gap, linking to its question.
 */
export function ReviewGaps({ form, status }: { form: FormDef; status: FormStatus }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const words = useStatusWords();
  const { gaps } = status;
  return (
    // Title, links and reasons at 4.5:1 on the yellow tint in both themes (Mantine's yellow-9 title was 2.6:1).
    <Alert
      color="yellow"
      style={{ '--alert-color': toneText.warnOnTint } as CSSProperties}
      data-testid="review-missing"
      title={t({ id: 'forms.review_not_complete', message: 'This form is not complete yet' })}
    >
      <Text size="sm" mb="xs">
        {t({ id: 'forms.review_gaps', message: `${ph({ gaps: words.formGaps(status) })}. Each one is marked below.` })}
      </Text>
      <List size="sm" spacing={4} data-testid="review-gaps">
        {gaps.map((gap) => {
          const q = form.questions[gap.index];
          const items = displayItems(q);
          return (
            <List.Item key={gap.questionId}>
              <AnchorLink
                to="/f6/$formId"
                params={{ formId: form.id }}
                search={{ q: gap.index }}
                c="var(--mantine-color-text)"
                underline="always"
                data-testid="review-gap-link"
                data-question-id={gap.questionId}
              >
                {items.length > 0 ? `${items.join(', ')} · ` : ''}
                {pick(q.title, locale)}
              </AnchorLink>{' '}
              <Text span size="xs" c={gap.reason === 'invalid' ? toneText.warn : toneText.badOnTint}>
                {gap.reason === 'invalid'
                  ? t({ id: 'forms.gap_invalid', message: '(check this answer)' })
                  : t({ id: 'forms.gap_missing', message: '(not answered)' })}
              </Text>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
