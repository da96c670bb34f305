import { useLingui } from '@lingui/react/macro';
import { Badge, Box, Group, Loader, Stack, Text, Title } from '@mantine/core';
import classes from './eligibility-page.module.css';
import { useLiveQuery } from '@/data/live-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EligibilityCheck } from '@/domain/eligibility/check';
import { badgeTone } from '@/ui/badge-tone';
import { SaveStatus } from '@/ui/save-status';
import { useStaged } from '@/ui/staged';
import { evaluate } from '../evaluate';
import { readApplicationDate } from '../repo';
import {
  answeredCount,
  canComplete,
  stillToAcknowledge,
  todayIso,
  unansweredCount,
  type EligibilityContext,
  type EligibilityPatch,
  type StoredEligibility,
} from '../model';
import { changesBehind } from '@/domain/eligibility/rule-changes';
import { RulesChangedNotice } from './rules-changed-notice';
import { useSaveEligibility, useStoredEligibility } from '../use-eligibility';
import { AboutYou } from './about-you';
import { CompleteCard } from './complete-card';
import { IncomeHousingLanguage } from './income-housing-language';
import { MoreDetails } from './more-details';
import { WhereYouLive } from './where-you-live';
import { ReopenedNotice } from './reopened-notice';
import { ResultPanel } from './result-panel';
import { outcomeTone, shownOutcome, useEligibilityLabels } from './use-labels';
import { countryName } from '@/domain/eligibility/nationality';
import { pick, type Locale } from '@/domain/common';
import type { ApplicantNames, eligibilityFromPerson } from '@/domain/eligibility/people';
import type { EligibilityEdit } from '../repo';

type FromPerson = ReturnType<typeof eligibilityFromPerson>;

const nationalityShown = (value: string, locale: Locale): string => {
  const name = /^[A-Z]{2}$/.test(value ?? '') ? countryName(value) : undefined;
  return name ? pick(name, locale) : value;
};

export function EligibilityPage() {
  const { t } = useLingui();
  const stored = useStoredEligibility();
  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <Title order={1}>{t({ id: 'eligibility.title', message: 'Eligibility Check' })}</Title>
        <Text c="dimmed" maw={720}>
          {t({
            id: 'eligibility.intro',
            message:
              'Answer at your own pace, together. The result updates as you go and shows where each rule comes from.',
          })}
        </Text>
      </Stack>
      {stored ? (
        <Questionnaire
          initial={stored.answers}
          live={stored.answers}
          fromPerson={stored.fromPerson}
          initialNames={stored.names}
          earlierName={stored.earlierName}
          replacedName={stored.replacedName}
          context={stored.context}
        />
      ) : (
        <Loader aria-label={t({ id: 'common.loading', message: 'Loading' })} />
      )}
    </Stack>
  );
}

/**
 * The answers kept on the page while typing (from `initial`), each change saved at once, and the
 * applicant's name as two person facts (D20): the check's whole name is the one they make.
 */
function useAnswers(initial: StoredEligibility, initialNames: ApplicantNames) {
  const { i18n } = useLingui();
  // A nationality held as its country code shows as the country's name in the user's language.
  const [answers, setAnswers] = useState(() => ({
    ...initial,
    nationality: nationalityShown(initial.nationality, i18n.locale as Locale),
  }));
  const { save, state } = useSaveEligibility();
  const onChange = useCallback(
    (patch: EligibilityPatch) => {
      setAnswers((a) => ({ ...a, ...patch }));
      void save(patch);
    },
    [save],
  );
  const [names, setNames] = useState(initialNames);
  const onNameChange = useCallback(
    (edit: Partial<ApplicantNames>) => {
      const upper = Object.fromEntries(
        Object.entries(edit).map(([k, v]) => [k, v.toUpperCase()]),
      ) as Partial<ApplicantNames>;
      const next = { ...names, ...upper };
      setNames(next);
      setAnswers((a) => ({
        ...a,
        fullName: [next.familyName.trim(), next.givenNames.trim()].filter(Boolean).join(' '),
      }));
      void save(upper satisfies EligibilityEdit);
    },
    [names, save],
  );
  return { answers, onChange, names, onNameChange, state };
}

/** D19: a change that undoes the completed step (and its timeline task) is said, never silent. */
function useReopened(live: StoredEligibility, today: string, targetDate: string | null, context: EligibilityContext) {
  const [reopened, setReopened] = useState<EligibilityCheck[] | null>(null);
  const wasComplete = useRef(live.completedAt !== null);
  useEffect(() => {
    if (wasComplete.current && live.completedAt === null)
      setReopened(
        evaluate(live, today, targetDate, context).checks.filter(
          (c) => c.status === 'fail' || (c.status !== 'pass' && !(live.acknowledgedChecks ?? []).includes(c.id)),
        ),
      );
    wasComplete.current = live.completedAt !== null;
  }, [live, today, targetDate, context]);
  return [reopened, () => setReopened(null)] as const;
}

/** Answers are kept on the page while typing (from `initial`); each change is saved at once. `live` is the store. */
function Questionnaire({
  initial,
  live,
  fromPerson,
  initialNames,
  earlierName,
  replacedName,
  context,
}: {
  context: EligibilityContext;
  initial: StoredEligibility;
  live: StoredEligibility;
  fromPerson: FromPerson;
  initialNames: ApplicantNames;
  earlierName: string | null;
  replacedName: string | null;
}) {
  const labels = useEligibilityLabels();
  const { answers, onChange, names, onNameChange, state } = useAnswers(initial, initialNames);
  const today = useMemo(() => todayIso(), []);
  const targetDate = useLiveQuery(readApplicationDate, [], null) ?? null;
  const result = useMemo(() => evaluate(answers, today, targetDate, context), [answers, today, targetDate, context]);
  const outcome = shownOutcome(result, answers.acknowledgedChecks);
  // On a cold start the page comes in three parts (useStaged): the first questions, the rest, then the result.
  const shown = useStaged(3);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <SaveStatus state={state} />
        <Box hiddenFrom="md">
          <Badge variant="light" {...badgeTone(outcomeTone[outcome])} data-testid="eligibility-outcome-compact">
            {labels.outcome[outcome]}
          </Badge>
        </Box>
      </Group>
      <div className={classes.columns}>
        <div>
          <Stack gap="md">
            <AboutYou
              answers={answers}
              onChange={onChange}
              fromPerson={fromPerson}
              names={names}
              onNameChange={onNameChange}
              earlierName={earlierName}
              replacedName={replacedName}
            />
            <WhereYouLive answers={answers} onChange={onChange} />
            {shown > 1 && (
              <>
                <IncomeHousingLanguage answers={answers} onChange={onChange} today={today} targetDate={targetDate} />
                <MoreDetails answers={answers} onChange={onChange} />
              </>
            )}
          </Stack>
        </div>
        <div>
          {shown > 2 && (
            <ResultColumn
              answers={answers}
              onChange={onChange}
              live={live}
              result={result}
              today={today}
              targetDate={targetDate}
              context={context}
            />
          )}
        </div>
      </div>
    </Stack>
  );
}

/** The result beside the questions: what reopened or what new rules changed, the checks, and completing. */
function ResultColumn({
  answers,
  onChange,
  live,
  result,
  today,
  targetDate,
  context,
}: {
  answers: ReturnType<typeof useAnswers>['answers'];
  onChange: ReturnType<typeof useAnswers>['onChange'];
  live: StoredEligibility;
  result: ReturnType<typeof evaluate>;
  today: string;
  targetDate: string | null;
  context: EligibilityContext;
}) {
  // A result the new rules changed says what changed and why (the answers stay as given).
  const changes = useMemo(
    () => changesBehind(live.checkResult, evaluate(live, today, targetDate, context)),
    [live, today, targetDate, context],
  );
  const [reopened, closeReopened] = useReopened(live, today, targetDate, context);
  return (
    <Stack gap="md">
      {reopened && <ReopenedNotice checks={reopened} onClose={closeReopened} />}
      {changes.length > 0 && <RulesChangedNotice changes={changes} />}
      <ResultPanel
        result={result}
        answered={answeredCount(answers)}
        acknowledged={answers.acknowledgedChecks ?? []}
        onAcknowledge={(ids) => onChange({ acknowledgedChecks: ids })}
      />
      <CompleteCard
        completedAt={live.completedAt}
        canComplete={canComplete(answers, today, targetDate, context)}
        unanswered={unansweredCount(answers)}
        toAcknowledge={stillToAcknowledge(result, answers.acknowledgedChecks)}
      />
    </Stack>
  );
}
