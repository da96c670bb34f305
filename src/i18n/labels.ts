import { ph, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FormId } from '@/domain/forms/types';
import type { FormStatus, StepId, StepLeft } from '@/domain/progress';
import type { ShownTaskStatus } from '@/domain/timeline/types';
import type { StaticPath } from '@/lib/route-paths';
import { useFormGapWords } from './form-gap-words';
import { officialFormNames } from './form-names';

/** A task's status in words; 'marked-done' is a hand "done" on work that is not finished (D25). */
export function useStatusLabel() {
  const { t } = useLingui();
  return (status: FormStatus | ShownTaskStatus): string =>
    ({
      'not-started': t({ id: 'status.not_started', message: 'Not started' }),
      'in-progress': t({ id: 'status.in_progress', message: 'In progress' }),
      'marked-done': t({ id: 'status.marked_done', message: 'Marked done' }),
      completed: t({ id: 'status.completed', message: 'Completed' }),
    })[status];
}

/** What is left in the forms step, counted with the language's plurals. */
function useFormsLeft() {
  const { t } = useLingui();
  const { formGapLine } = useFormGapWords();
  /** A started form: its gaps in the words of its own summary; otherwise how many questions are left. */
  const officialFormLeft = (form: string, item: Extract<StepLeft, { kind: 'official-form' }>): string => {
    const gaps =
      item.missing !== undefined
        ? formGapLine({ missing: item.missing, invalid: item.invalid ?? 0, firstInvalid: item.firstInvalid })
        : '';
    if (gaps) return t({ id: 'progress.left.official_form_gaps', message: `${ph({ form })}: ${ph({ gaps })}` });
    const count = item.questionsLeft;
    return t({
      id: 'progress.left.official_form',
      message: plural(count, {
        one: `${ph({ form })}: # question left`,
        other: `${ph({ form })}: # questions left`,
      }),
    });
  };
  const visaFormLeft = (count: number): string =>
    count > 0
      ? t({
          id: 'progress.left.visa_form_sections_left',
          message: plural(count, {
            one: 'Visa application form: # section still to finish',
            other: 'Visa application form: # sections still to finish',
          }),
        })
      : t({ id: 'progress.left.visa_form_mark', message: 'Visa application form: mark it complete' });
  return { officialFormLeft, visaFormLeft };
}

const STEPS: readonly StepId[] = ['eligibility', 'documents', 'statements', 'forms'];

/** "1 check that no acknowledgement passes (the International Marriage Guidance Program): ...", the checks named. */
function useBlockingLine() {
  const { t } = useLingui();
  return (count: number, checks: readonly string[]): string => {
    // Only the guidance program blocks today (section 14 D5).
    const names = checks
      .map((id) =>
        id === 'marriage-guidance-program'
          ? t({ id: 'progress.blocking.guidance', message: 'the International Marriage Guidance Program' })
          : id,
      )
      .join(', ');
    return t({
      id: 'progress.left.eligibility_blocking_named',
      message: plural(count, {
        one: `# check that no acknowledgement passes (${ph({ names })}): it is settled when the facts change`,
        other: `# checks that no acknowledgement passes (${ph({ names })}): they are settled when the facts change`,
      }),
    });
  };
}

/** The four steps of the overall figure and what is left in each, in the user's language (D19). */
export function useStepLabels() {
  const { t, i18n } = useLingui();
  const title = (step: StepId): string =>
    ({
      eligibility: t({ id: 'progress.step.eligibility', message: 'Eligibility' }),
      documents: t({ id: 'progress.step.documents', message: 'Documents (all seven)' }),
      statements: t({ id: 'progress.step.statements', message: 'Personal and sponsor statements' }),
      forms: t({ id: 'progress.step.forms_all', message: 'Visa application form and the three official forms' }),
    })[step];
  const { officialFormLeft, visaFormLeft } = useFormsLeft();
  const blockingLine = useBlockingLine();
  const formName = (formId: FormId): string => i18n._(officialFormNames[formId]);
  const left = (item: StepLeft): string => {
    const count = 'count' in item ? item.count : 0;
    switch (item.kind) {
      case 'eligibility-questions':
        return t({
          id: 'progress.left.eligibility_questions',
          message: plural(count, { one: '# question to answer', other: '# questions to answer' }),
        });
      case 'eligibility-failing':
        return t({
          id: 'progress.left.eligibility_failing',
          message: plural(count, { one: '# check not met', other: '# checks not met' }),
        });
      case 'eligibility-attention':
        return t({
          id: 'progress.left.eligibility_attention',
          message: plural(count, { one: '# check to read and acknowledge', other: '# checks to read and acknowledge' }),
        });
      case 'eligibility-blocking':
        return blockingLine(count, item.checks);
      case 'eligibility-mark':
        return t({ id: 'progress.left.eligibility_mark', message: 'Mark the check complete' });
      case 'documents':
        return t({
          id: 'progress.left.documents_not_ready',
          message: plural(count, { one: '# document not ready', other: '# documents not ready' }),
        });
      case 'statement':
        return item.who === 'applicant'
          ? t({ id: 'progress.left.statement_applicant', message: "The applicant's statement, marked final" })
          : t({ id: 'progress.left.statement_sponsor', message: "The sponsor's statement, marked final" });
      case 'visa-form':
        // Said plainly: what is still to finish, not "5 of 5".
        if (item.sectionsLeft === 5)
          return t({
            id: 'progress.left.visa_form_all_sections',
            message: 'Visa application form: all 5 sections still to finish',
          });
        return visaFormLeft(item.sectionsLeft);
      case 'official-form':
        return officialFormLeft(formName(item.formId), item);
    }
  };
  const to: Record<StepId, StaticPath> = {
    eligibility: '/eligibility',
    documents: '/documents',
    statements: '/enhancement',
    forms: '/f6',
  };
  /** The four steps of an overall figure as rows: each step's title, link, done and what is left. */
  const rows = (overall: { steps: Partial<Record<StepId, boolean>>; left: Partial<Record<StepId, StepLeft[]>> }) =>
    STEPS.map((step) => ({
      id: step,
      title: title(step),
      to: to[step],
      done: !!overall.steps[step],
      left: (overall.left[step] ?? []).map(left),
    }));
  return { title, left, formName, to, rows };
}
