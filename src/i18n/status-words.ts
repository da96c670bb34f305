/**
 * The words of every status (domain/status, D25), one place: the home page, the F-6 page, the
 * wizard, the review, /progress, the timeline, the documents, the guides, the final checklist and
 * the package cover all say a status with these, so they say the same thing.
 */
import { ph, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { DocumentFileRole, DocumentSlot } from '@/domain/application';
import type {
  EvidenceStatus,
  FormStatus,
  SlotPart,
  SlotProblem,
  SlotStatus,
  StatementStatus,
  TaskStatus,
} from '@/domain/status';
import { formatIsoDate } from '@/lib/format-date';
import { useFormGapWords } from './form-gap-words';
import { useStepLabels } from './labels';

/** The words of a form's status: its state, its count and what keeps it from complete. */
function useFormWords() {
  const { t } = useLingui();

  /** "17 answered, 2 skipped of 19" (skipped left out when none). */
  const formCount = (f: Pick<FormStatus, 'answered' | 'skipped' | 'total'>): string =>
    f.skipped > 0
      ? t({
          id: 'status.form.count_skipped',
          message: `${ph({ answered: f.answered })} answered, ${ph({ skipped: f.skipped })} skipped of ${ph({ total: f.total })}`,
        })
      : t({
          id: 'status.form.count',
          message: `${ph({ answered: f.answered })} answered of ${ph({ total: f.total })}`,
        });

  const formState = (f: Pick<FormStatus, 'state'>): string =>
    ({
      'not-started': t({ id: 'status.not_started', message: 'Not started' }),
      'in-progress': t({ id: 'status.in_progress', message: 'In progress' }),
      complete: t({ id: 'status.complete', message: 'Complete' }),
    })[f.state];

  const formLeft = (count: number) =>
    t({ id: 'status.form.left', message: plural(count, { one: '# question left', other: '# questions left' }) });
  const { formGapLine } = useFormGapWords();

  /**
   * What keeps a form from being complete, the review's gaps in one line: what is missing and what is
   * invalid, each said when there is any ("4 questions still need an answer · 1 answer is not valid: question 3").
   */
  const formGaps = (f: Pick<FormStatus, 'missing' | 'invalid' | 'gaps'>): string =>
    formGapLine({ ...f, firstInvalid: f.gaps.find((g) => g.reason === 'invalid')?.index });

  /** The summary line of a started, unfinished form (null otherwise): its gaps, or how many are left. */
  const formReason = (f: FormStatus): string | null => {
    if (f.state === 'complete' || f.state === 'not-started') return null;
    const gaps = formGaps(f);
    if (!gaps) return formLeft(f.left);
    // The optional questions not reached yet, so the line adds up: "2 answered of 19 · 14 ... · 3 optional questions unanswered".
    const optional = f.left - f.missing - f.invalid;
    return optional > 0
      ? `${gaps} · ${t({ id: 'status.form.optional_left', message: plural(optional, { one: '# optional question unanswered', other: '# optional questions unanswered' }) })}`
      : gaps;
  };
  return { formCount, formState, formReason, formGaps };
}

/** The words of a document slot: its state and each problem, dates in the user's language. */
function useSlotWords() {
  const { t, i18n } = useLingui();
  const date = (iso: string) => formatIsoDate(iso, i18n.locale, 'long');

  const partName = (slot: DocumentSlot, part: SlotPart): string => {
    const roles: Record<DocumentFileRole, string> = {
      'korean-certificate': t({ id: 'status.part.korean_certificate', message: 'the Korean marriage certificate' }),
      'foreign-certificate': t({ id: 'status.part.foreign_certificate', message: 'the foreign marriage certificate' }),
      apostille: t({ id: 'status.part.apostille', message: 'the apostille' }),
      translation: t({ id: 'status.part.translation', message: 'the translation' }),
      applicant: t({ id: 'status.part.applicant', message: "the applicant's certificate" }),
      sponsor: t({ id: 'status.part.sponsor', message: "the sponsor's certificate" }),
    };
    void slot;
    return part === 'file' ? t({ id: 'status.part.file', message: 'a file' }) : roles[part];
  };

  /** How to bring what is on the other device (sign in to sync, or a transfer file). */
  const bring = (): string =>
    t({
      id: 'status.bring_elsewhere',
      message: 'Sign in on both devices to sync it, or import a transfer file from the other device.',
    });

  const slotProblem = (slot: DocumentSlot, p: SlotProblem): string => {
    switch (p.kind) {
      case 'missing':
        return t({ id: 'status.slot.missing', message: `Missing: ${ph({ part: partName(slot, p.part) })}` });
      case 'elsewhere':
        return t({
          id: 'status.slot.elsewhere',
          message: `${ph({ files: p.fileNames.join(', ') })}: on the other device, not on this one.`,
        });
      case 'no-issue-date':
        return t({
          id: 'status.slot.no_issue_date',
          message: `${ph({ file: p.fileName })}: no issue date. Add the date printed on it.`,
        });
      case 'future-date':
        return t({
          id: 'status.slot.future_date',
          message: `${ph({ file: p.fileName })}: the issue date ${ph({ date: date(p.issueDate) })} is after today. Check it.`,
        });
      case 'expired':
        return t({
          id: 'status.slot.expired',
          message: `${ph({ file: p.fileName })}: expired on ${ph({ date: date(p.until) })}. Get a new one.`,
        });
      case 'expires-before':
        return t({
          id: 'status.slot.expires_before',
          message: `${ph({ file: p.fileName })}: expires before the appointment, on ${ph({ date: date(p.until) })}.`,
        });
      case 'check-details':
        return p.reading === 'draft'
          ? t({
              id: 'status.slot.check_details',
              message: 'Details read from it are not confirmed: check the details.',
            })
          : t({
              id: 'status.slot.confirm_details',
              message: 'Its details are not confirmed: read them or type them in, then confirm.',
            });
    }
  };

  return { slotProblem, bring, slotState: useSlotState() };
}

function useSlotState() {
  const { t } = useLingui();
  return (s: Pick<SlotStatus, 'state'>): string =>
    ({
      empty: t({ id: 'documents.status.missing', message: 'Not added yet' }),
      'in-progress': t({ id: 'documents.status.incomplete', message: 'Incomplete' }),
      attention: t({ id: 'status.slot.state.attention', message: 'Needs attention' }),
      elsewhere: t({ id: 'status.slot.state.elsewhere', message: 'On the other device' }),
      ready: t({ id: 'status.slot.state.ready', message: 'Ready' }),
    })[s.state];
}

/** The words of statements, timeline tasks and the evidence chosen elsewhere. */
function useWorkWords() {
  const { t } = useLingui();
  const { formName } = useStepLabels();

  const statementState = (s: StatementStatus): string =>
    ({
      'not-started': t({ id: 'status.not_started', message: 'Not started' }),
      'in-progress': t({ id: 'status.in_progress', message: 'In progress' }),
      attention: t({ id: 'status.statement.stale', message: 'Answered more since the text was made: update it' }),
      complete: t({ id: 'status.complete', message: 'Complete' }),
    })[s.state];

  /** "Marked done; the form has 12 questions left" when a hand mark and the data disagree. */
  const taskDisagrees = (task: TaskStatus): string | null => {
    const d = task.disagrees;
    if (!d || !task.link) return null;
    const count = d.left?.count ?? 0;
    if (task.link.kind === 'form') {
      const form = formName(task.link.formId);
      return t({
        id: 'status.task.disagrees_form',
        message: plural(count, {
          one: `Marked done; ${ph({ form })} has # question left`,
          other: `Marked done; ${ph({ form })} has # questions left`,
        }),
      });
    }
    if (task.link.kind === 'slot')
      return t({
        id: 'status.task.disagrees_document',
        message: 'Marked done; the document is not ready on this device (see Documents)',
      });
    if (task.link.kind === 'eligibility')
      return t({
        id: 'status.task.disagrees_eligibility',
        message: 'Marked done; the eligibility check is not complete',
      });
    if (task.link.kind === 'guidance-answer')
      return t({
        id: 'status.task.disagrees_guidance',
        message: 'Marked done; the eligibility check says the program is not completed yet',
      });
    if (task.link.kind === 'visa-form')
      return t({
        id: 'status.task.disagrees_visa_form',
        message: plural(count, {
          one: 'Marked done; the visa application form has # section to finish',
          other: 'Marked done; the visa application form has # sections to finish',
        }),
      });
    return t({ id: 'status.task.disagrees_statement', message: 'Marked done; the statement is not final' });
  };

  /** The evidence chosen on another device only: never counted here. */
  const evidenceElsewhere = (e: EvidenceStatus): string | null => {
    const photos = e.photosElsewhere;
    const messages = e.messagesElsewhere;
    if (photos + messages === 0) return null;
    return t({
      id: 'status.evidence.elsewhere',
      message: `${plural(photos, { one: '# photo', other: '# photos' })} and ${plural(messages, { one: '# message', other: '# messages' })} were chosen on the other device and are not on this one, so they do not count here.`,
    });
  };
  return { formName, statementState, taskDisagrees, evidenceElsewhere };
}

export function useStatusWords() {
  return { ...useFormWords(), ...useSlotWords(), ...useWorkWords() };
}
