import { ph } from '@lingui/core/macro';
import { Button, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { pick, type Locale } from '@/domain/common';
import { formReference } from '@/domain/forms/reference';
import { isSkipped } from '@/domain/forms/skip';
import { eligibilitySuggestions, hangulNameSuggestions, suggestionsFor } from '@/domain/forms/suggestions';
import { suitsQuestion } from '@/domain/forms/suggestion-display';
import type { FormAnswers, FormDef, FormId, QuestionAnswer, QuestionDef } from '@/domain/forms/types';
import { statusOfForm } from '@/data/application-status';
import { useStatusWords } from '@/i18n/status-words';
import type { DerivedFormProgress } from '@/data/forms';
import { markFormStarted } from '@/lib/form-started';
import { AnchorLink } from '@/ui/links/anchor-link';
import { OfficialName } from './official-name';
import { lazyPart, useLazyPart } from '@/ui/lazy-part';
import { SaveErrorAlert, SaveStatus } from '@/ui/save-status';
import { createAnswerQueue, goToQuestion } from '../repo';
import { useAutoFill, useCoupleDates, useFormProgress, useKnownNames, usePeople } from '../use-form-progress';
import { isFromPerson, replacedOwnName, storedValue } from '@/domain/forms/resolve';
import { QuestionView } from './question-view';

/** The drawer of all questions, loaded when first opened. */
const questionList = lazyPart(() => import('./question-list').then((m) => m.QuestionList));

/** `form`: the form with its words, which the route loads before the page renders. */
export function WizardPage({ form, q }: { form: FormDef; q?: number }) {
  const progress = useFormProgress(form.id);
  if (!progress) return <Loader aria-label="…" />;
  return <Wizard key={form.id} form={form} initial={progress} requestedIndex={q} />;
}

function nextIndex(form: FormDef, answers: FormAnswers, from: number, step: 1 | -1): number {
  let i = from + step;
  while (i >= 0 && i < form.questions.length && isSkipped(form.questions[i], answers)) i += step;
  return i;
}

/** Where the wizard opens: a ?q= link, else the saved position; a form saved at the end that is no longer complete resumes at its first gap. */
function startIndex(initial: DerivedFormProgress, total: number, requestedIndex?: number): number {
  const requested =
    requestedIndex !== undefined && Number.isInteger(requestedIndex) ? Math.max(0, requestedIndex) : undefined;
  const saved =
    initial.currentQuestionIndex >= total
      ? (initial.completion.gaps[0]?.index ?? total - 1)
      : initial.currentQuestionIndex;
  return Math.min(requested ?? saved, total - 1);
}

/** The question on screen; each change is saved (resume exactly here later), and the question left counts as seen. */
function usePosition(form: FormDef, initial: DerivedFormProgress, live: DerivedFormProgress, requestedIndex?: number) {
  const total = form.questions.length;
  const [index, setIndex] = useState(() => startIndex(initial, total, requestedIndex));
  const shownIndex = useRef(index);
  // Runs when the position changes, reading the stored position at that moment (a store update alone saves nothing).
  const savePosition = useEffectEvent((formId: FormId, at: number) => {
    const leaving = shownIndex.current;
    shownIndex.current = at;
    if (at < total && (at !== live.currentQuestionIndex || leaving !== at))
      void goToQuestion(formId, at, leaving !== at ? leaving : undefined);
  });
  useEffect(() => savePosition(form.id, index), [index, form.id]);

  // Once past the first question, the static first screen stops showing it (index.html).
  useEffect(() => {
    if (index > 0 || live.answeredQuestions > 0) markFormStarted(form.id);
  }, [index, live.answeredQuestions, form.id]);
  return [index, setIndex] as const;
}

/** Answers go to the save queue; its state shows, and leaving with a save still queued asks first. */
function useAnswerQueue(formId: FormId) {
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const queue = useMemo(
    () =>
      createAnswerQueue(
        formId,
        () => setSaveState('error'),
        () => setSaveState((s) => (s === 'error' ? s : 'saved')),
      ),
    [formId],
  );
  const onAnswer = useCallback(
    (questionId: string, answer: QuestionAnswer | undefined) => {
      setSaveState('saving');
      queue.push(questionId, answer);
    },
    [queue],
  );
  // Warn before leaving with a save still queued (e.g. storage full).
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (queue.hasPending()) e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [queue]);
  return { queue, onAnswer, saveState };
}

/**
 * What the user typed (a Hangul name) comes before what a document says; each is offered only
 * when written the way the question asks (no romanized name on a Korean-language item).
 */
function useSuggestions(formId: FormId, question: QuestionDef | undefined) {
  const autoFill = useAutoFill();
  const names = useKnownNames();
  return useMemo(() => {
    if (!question || question.kind === 'group') return [];
    const all = [
      ...(names ? hangulNameSuggestions(formId, names) : []),
      ...eligibilitySuggestions(formId, names?.eligibility),
      ...(autoFill ? suggestionsFor('f6', formId, autoFill) : []),
    ];
    return all
      .filter((s) => s.questionId === question.id)
      .filter((s) => {
        const field = question.fields.find((f) => f.id === s.fieldId);
        return field !== undefined && suitsQuestion(question, field, s.value);
      })
      .map((s) => ({ fieldId: s.fieldId, value: s.value, source: s.source, confidence: s.confidence, typed: s.typed }));
  }, [autoFill, names, formId, question]);
}

function WizardHeader({ form }: { form: FormDef }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <Stack gap={4}>
      <AnchorLink to="/f6" size="sm">
        {t({ id: 'forms.back_to_list', message: '← All three forms' })}
      </AnchorLink>
      <Title order={1} size="h2" tabIndex={-1}>
        {pick(form.title, locale)}
      </Title>
      <Text size="sm" c="dimmed">
        <OfficialName form={form} /> · {formReference(form, locale)}
      </Text>
    </Stack>
  );
}

type ProgressProps = {
  live: DerivedFormProgress;
  index: number;
  total: number;
  saveState: 'idle' | 'saving' | 'saved' | 'error';
  onOpenList: () => void;
  listLoading: boolean;
};

/** The position, the status line every screen says (domain/status, D25), and the save state. */
function WizardProgress({ live, index, total, saveState, onOpenList, listLoading }: ProgressProps) {
  const { t } = useLingui();
  const words = useStatusWords();
  const status = statusOfForm(live);
  const pct = Math.round(((status.answered + status.skipped) / total) * 100);
  return (
    <Stack gap={6} data-testid="wizard-progress">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t({ id: 'forms.question_of', message: `Question ${ph({ number: index + 1 })} of ${total}` })}
        </Text>
        <Text size="sm" data-testid="answered-count" data-state={status.state}>
          {`${words.formState(status)} · ${words.formCount(status)}`}
        </Text>
      </Group>
      <Progress value={pct} aria-label={t({ id: 'forms.progress', message: 'Form progress' })} />
      <Group justify="space-between">
        <SaveStatus state={saveState} />
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onOpenList}
          leftSection={listLoading ? <Loader size={12} /> : undefined}
          aria-busy={listLoading || undefined}
          data-testid="open-question-list"
        >
          {t({ id: 'forms.all_questions', message: 'All questions' })}
        </Button>
      </Group>
    </Stack>
  );
}

type NavProps = { prev: number; next: number; total: number; go: (to: number) => void; finish: () => void };

function WizardNav({ prev, next, total, go, finish }: NavProps) {
  const { t } = useLingui();
  return (
    <Group justify="space-between" data-print="hide">
      <Button variant="default" onClick={() => go(prev)} disabled={prev < 0} data-testid="prev-question">
        {t({ id: 'forms.back', message: 'Back' })}
      </Button>
      {next < total ? (
        <Button onClick={() => go(next)} data-testid="next-question">
          {t({ id: 'forms.next', message: 'Next' })}
        </Button>
      ) : (
        <Button onClick={finish} data-testid="finish-form">
          {t({ id: 'forms.finish', message: 'Finish and review' })}
        </Button>
      )}
    </Group>
  );
}

/** The question list's drawer: `open` loads it first if need be (`loading` meanwhile, for the button's loader). */
function useQuestionList() {
  const [opened, { open, close }] = useDisclosure(false);
  const part = useLazyPart(questionList);
  // Closed without a jump (Escape, the close button, outside), the list gives focus back to what opened it, once it
  // has gone. Mantine's own return (switched off) checked once, 10 ms after the close: on a busy phone focus could be
  // elsewhere by then and was lost. A jump focuses the new question instead (useStepping).
  const opener = useRef<HTMLElement | null>(null);
  const jumped = useRef(false);
  return {
    List: part.Part,
    opened,
    loading: part.loading,
    open: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      jumped.current = false;
      return part.open(open);
    },
    close,
    jump: () => {
      jumped.current = true;
      close();
    },
    closed: () => {
      if (!jumped.current && opener.current?.isConnected) opener.current.focus();
    },
  };
}

/** The question shown, and `go`, which moves to another one. */
function useStepping(form: FormDef, initial: DerivedFormProgress, live: DerivedFormProgress, requestedIndex?: number) {
  const navigate = useNavigate();
  const [index, setIndex] = usePosition(form, initial, live, requestedIndex);
  const question = form.questions[index];
  // Each step moves focus to the new question's heading, so a screen reader reads it and Tab
  // continues into its fields (not on the first render: the route change focuses the page heading).
  const stepped = useRef(false);
  useEffect(() => {
    if (!stepped.current || !question) return;
    stepped.current = false;
    document.getElementById(`q-${question.id}-title`)?.focus();
  }, [question]);
  const go = (to: number) => {
    setIndex(to);
    stepped.current = true;
    // A ?q= link opened one question; once the user moves on, a reload resumes where they are.
    if (requestedIndex !== undefined) void navigate({ search: {}, replace: true } as never);
  };
  return [index, go] as const;
}

function Wizard({
  form,
  initial,
  requestedIndex,
}: {
  form: FormDef;
  initial: DerivedFormProgress;
  requestedIndex?: number;
}) {
  const navigate = useNavigate();
  const live = useFormProgress(form.id) ?? initial;
  const people = usePeople();
  const dates = useCoupleDates();
  const total = form.questions.length;
  const [index, go] = useStepping(form, initial, live, requestedIndex);
  const { queue, onAnswer, saveState } = useAnswerQueue(form.id);
  const list = useQuestionList();
  // One day for the whole visit, so the checks do not change under the user at midnight.
  const [today] = useState(() => new Date());

  // The effective answers: person facts included (D20).
  const answers = live.answers;
  const question = form.questions[index];
  const suggestions = useSuggestions(form.id, question);

  // Finish completes the form only when nothing is missing or invalid (D18); otherwise the
  // saved position stays at the first gap and the review lists the gaps, each linking to its question.
  const finish = async () => {
    await queue.flush();
    await goToQuestion(form.id, total, index);
    void navigate({ to: '/f6/$formId/review', params: { formId: form.id } });
  };

  return (
    <Stack gap="md" maw={760}>
      <WizardHeader form={form} />
      <WizardProgress
        live={live}
        index={index}
        total={total}
        saveState={saveState}
        onOpenList={() => void list.open()}
        listLoading={list.loading}
      />
      {saveState === 'error' && <SaveErrorAlert onRetry={() => queue.retry()} />}
      {question && (
        <QuestionView
          key={question.id}
          question={question}
          // A skipped question opened by its link still shows what it keeps, so typing never starts it afresh.
          initialAnswer={(answers[question.id] ?? live.formData[question.id]) as QuestionAnswer | undefined}
          suggestions={suggestions}
          onAnswer={(answer) => onAnswer(question.id, answer)}
          today={today}
          fromPerson={(field) => isFromPerson(field, people, storedValue(live.formData, question.id, field.id))}
          replacedName={(field) => replacedOwnName(field, people, storedValue(live.formData, question.id, field.id))}
          dates={dates}
        />
      )}
      <WizardNav
        prev={nextIndex(form, answers, index, -1)}
        next={nextIndex(form, answers, index, 1)}
        total={total}
        go={go}
        finish={() => void finish()}
      />
      {list.List && (
        <list.List
          opened={list.opened}
          onClose={list.close}
          onClosed={list.closed}
          form={form}
          states={live.completion.states}
          current={index}
          onJump={(i) => {
            list.jump();
            go(i);
          }}
        />
      )}
    </Stack>
  );
}
