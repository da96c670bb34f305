import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { VisaWizard } from '@/domain/application';
import { recommendVisa, wizardQuestions, type WizardAnswers } from '@/domain/visa/recommend';
import { SaveStatus } from '@/ui/save-status';
import { useAutosave } from '@/ui/use-autosave';
import { answersOf, stepOf } from '../model';
import { goToWizardStep, restartWizard, saveWizardAnswers } from '../repo';
import { QuestionField } from './question-field';
import { RecommendationCard } from './recommendation-card';

type Change = { kind: 'answer'; patch: Partial<WizardAnswers> } | { kind: 'step'; step: number } | { kind: 'restart' };
const saveChange = (c: Change) =>
  c.kind === 'answer' ? saveWizardAnswers(c.patch) : c.kind === 'step' ? goToWizardStep(c.step) : restartWizard();

/** The short wizard: one question at a time, then the recommendation. Answers are kept on the page and saved at once. */
export function WizardCard({ initial, live }: { initial: VisaWizard; live: VisaWizard }) {
  const { t } = useLingui();
  const [answers, setAnswers] = useState(() => answersOf(initial.formData));
  const [step, setStep] = useState(() => stepOf(initial, answersOf(initial.formData)));
  const { save, state } = useAutosave(saveChange);
  const focusRef = useRef<HTMLDivElement>(null);
  const questions = wizardQuestions(answers);
  const total = questions.length;
  const current = Math.min(step, total);

  const go = (to: number) => {
    setStep(to);
    void save({ kind: 'step', step: to });
    focusRef.current?.focus();
  };
  const onAnswer = (patch: Partial<WizardAnswers>) => {
    setAnswers((a) => ({ ...a, ...patch }));
    void save({ kind: 'answer', patch });
  };
  const restart = () => {
    setAnswers({});
    setStep(0);
    void save({ kind: 'restart' });
    focusRef.current?.focus();
  };

  if (current >= total) {
    return (
      <div ref={focusRef} tabIndex={-1} style={{ outline: 'none' }}>
        <RecommendationCard
          recommendation={recommendVisa(answers)}
          wizard={live}
          onChangeAnswers={() => go(0)}
          onRestart={restart}
        />
      </div>
    );
  }

  const id = questions[current];
  const value = answers[id];
  const answered = id === 'yearsMarried' ? typeof value === 'number' : value !== undefined;
  const number = current + 1;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="visa-wizard">
      <Stack gap="md" ref={focusRef} tabIndex={-1} style={{ outline: 'none' }}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" fw={600} data-testid="visa-step">
            {t({ id: 'visa.step', message: `Question ${ph({ number })} of ${ph({ total })}` })}
          </Text>
          <SaveStatus state={state} />
        </Group>
        <Progress
          value={(current / total) * 100}
          size="sm"
          aria-label={t({ id: 'visa.progress', message: 'Wizard progress' })}
        />
        <QuestionField key={id} id={id} answers={answers} onAnswer={onAnswer} />
        <Group justify="space-between">
          <Button variant="default" onClick={() => go(current - 1)} disabled={current === 0} data-testid="visa-back">
            {t({ id: 'visa.back', message: 'Back' })}
          </Button>
          <Button onClick={() => go(current + 1)} disabled={!answered} data-testid="visa-next">
            {current === total - 1
              ? t({ id: 'visa.see_result', message: 'See the recommendation' })
              : t({ id: 'visa.next', message: 'Next' })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
