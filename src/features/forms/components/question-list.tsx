import { Anchor, Badge, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { PrefetchLink } from '@/lib/prefetch-link';
import { pick, type Locale } from '@/domain/common';
import type { QuestionState } from '@/domain/forms/completion';
import type { FormDef } from '@/domain/forms/types';

type Props = { opened: boolean; onClose: () => void; form: FormDef; states: QuestionState[]; current: number; onJump: (index: number) => void };

export function QuestionList({ opened, onClose, form, states, current, onJump }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t({ id: 'forms.all_questions', message: 'All questions' })} size="md">
      <Stack gap={2}>
        <Group mb="xs">
          <Anchor component={PrefetchLink} to={`/f6/${form.id}/review`}>
            {t({ id: 'forms.open_review', message: 'Review all answers' })}
          </Anchor>
        </Group>
        {form.questions.map((q, i) => {
          const state = states[i];
          const skipped = state === 'skipped';
          // An optional question nobody answered counts once seen, but is not shown as "done".
          const done = state === 'answered';
          const optional = state === 'optional' || state === 'passed';
          return (
            <NavLink
              key={q.id}
              active={i === current}
              onClick={() => onJump(i)}
              disabled={skipped}
              label={
                <Text size="sm">
                  {i + 1}. {pick(q.title, locale)}
                </Text>
              }
              rightSection={
                skipped ? (
                  <Badge size="xs" color="gray" variant="light">
                    {t({ id: 'forms.skipped', message: 'Skipped' })}
                  </Badge>
                ) : done ? (
                  <Badge size="xs" color="brand" variant="light">
                    {t({ id: 'forms.done', message: 'Done' })}
                  </Badge>
                ) : state === 'invalid' ? (
                  <Badge size="xs" color="orange" variant="light">
                    {t({ id: 'forms.check_answer', message: 'Check this answer' })}
                  </Badge>
                ) : optional ? (
                  <Badge size="xs" color="gray" variant="outline">
                    {t({ id: 'forms.optional', message: 'Optional' })}
                  </Badge>
                ) : null
              }
            />
          );
        })}
      </Stack>
    </Drawer>
  );
}
