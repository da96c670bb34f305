import { Badge, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { pick, type Locale } from '@/domain/common';
import { isAnswered, isSkipped } from '@/domain/forms/skip';
import type { FormAnswers, FormDef } from '@/domain/forms/types';

type Props = { opened: boolean; onClose: () => void; form: FormDef; answers: FormAnswers; current: number; onJump: (index: number) => void };

export function QuestionList({ opened, onClose, form, answers, current, onJump }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t({ id: 'forms.all_questions', message: 'All questions' })} size="md">
      <Stack gap={2}>
        <Group mb="xs">
          <Link to="/f6/$formId/review" params={{ formId: form.id }}>
            {t({ id: 'forms.open_review', message: 'Review all answers' })}
          </Link>
        </Group>
        {form.questions.map((q, i) => {
          const skipped = isSkipped(q, answers);
          const done = isAnswered(q, answers);
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
                  <Badge size="xs" color="teal" variant="light">
                    {t({ id: 'forms.done', message: 'Done' })}
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
