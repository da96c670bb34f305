import { Badge, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { AnchorLink } from '@/ui/links/anchor-link';
import { NavItemLink } from '@/ui/links/nav-item-link';
import { badgeTone } from '@/ui/badge-tone';
import { pick, type Locale } from '@/domain/common';
import type { QuestionState } from '@/domain/forms/completion';
import type { FormDef } from '@/domain/forms/types';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Called once the drawer has gone (its exit transition ended). */
  onClosed?: () => void;
  form: FormDef;
  states: QuestionState[];
  current: number;
  onJump: (index: number) => void;
};

export function QuestionList({ opened, onClose, onClosed, form, states, current, onJump }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const title = t({ id: 'forms.all_questions', message: 'All questions' });
  return (
    <Drawer opened={opened} onClose={onClose} onExitTransitionEnd={onClosed} position="right" title={title} size="md">
      <Stack gap={2} component="nav" aria-label={title}>
        <Group mb="xs">
          <AnchorLink to="/f6/$formId/review" params={{ formId: form.id }}>
            {t({ id: 'forms.open_review', message: 'Review all answers' })}
          </AnchorLink>
        </Group>
        {form.questions.map((q, i) => {
          const state = states[i];
          const skipped = state === 'skipped';
          // An optional question nobody answered counts once seen, but is not shown as "done".
          const done = state === 'answered';
          const optional = state === 'optional' || state === 'passed';
          const common = {
            active: i === current,
            // The shell's filled style for the current item: 3:1 against the drawer in both themes.
            className: 'nav-item',
            'aria-current': i === current ? ('step' as const) : undefined,
            'data-testid': `question-link-${i}`,
            label: (
              <Text size="sm" inherit>
                {i + 1}. {pick(q.title, locale)}
              </Text>
            ),
            rightSection: skipped ? (
              <Badge size="xs" variant="light" {...badgeTone('neutral')}>
                {t({ id: 'forms.skipped', message: 'Skipped' })}
              </Badge>
            ) : done ? (
              <Badge size="xs" variant="light" {...badgeTone('ok')}>
                {t({ id: 'forms.done', message: 'Done' })}
              </Badge>
            ) : state === 'invalid' ? (
              <Badge size="xs" variant="light" {...badgeTone('warn')}>
                {t({ id: 'forms.check_answer', message: 'Check this answer' })}
              </Badge>
            ) : optional ? (
              <Badge size="xs" color="gray" variant="outline">
                {t({ id: 'forms.optional', message: 'Optional' })}
              </Badge>
            ) : null,
          };
          // A skipped question is not a destination: plain text, out of the tab order.
          if (skipped) return <NavLink key={q.id} component="div" aria-disabled disabled {...common} />;
          return (
            // A real link (Tab, screen readers, open in a new tab); a plain click jumps in place.
            <NavItemLink
              key={q.id}
              to="/f6/$formId"
              params={{ formId: form.id }}
              search={{ q: i }}
              onClick={(event: MouseEvent) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
                event.preventDefault();
                onJump(i);
              }}
              {...common}
            />
          );
        })}
      </Stack>
    </Drawer>
  );
}
