/** The one status function (domain/status, D25): every kind, every state and transition. */
import { deriveCouple } from '@/domain/couple';
import { describe, expect, it } from 'vitest';
import { forms } from '@/domain/forms';
import { formCompletion } from '@/domain/forms/completion';
import {
  applicationStatus,
  evidenceStatusOf,
  formStatusOf,
  slotStatusOf,
  statementStatusOf,
  progressWithStatuses,
  taskStatusOf,
  type SlotContext,
} from '@/domain/status';
import { countsByStatus } from '@/domain/timeline/progress';
import { sectionDefaults, type DocumentEntry } from '@/domain/application';
import { addDays } from '@/domain/dates';
import type { ChatThread } from '@/domain/evidence/chat-export';
import { fillAll } from '../../fixtures/form-answers';
import {
  backupWithoutFiles,
  docFile,
  everythingReady,
  expiredCertificate,
  formsFullWithoutFinish,
  fresh,
  oneAnswerInvalid,
  statusInputOf,
} from '../../fixtures/status';

const today = '2026-11-22';
const noon = new Date('2026-11-22T12:00:00');

describe('form status', () => {
  const form = forms['personal-guarantee'];
  const ids = form.questions.map((q) => q.id);
  const status = (answers: Record<string, unknown>, seen: string[] = [], started = Object.keys(answers).length > 0) =>
    formStatusOf(form.id, formCompletion(form, answers as never, seen, noon), started);

  it('fresh: not started, nothing counted', () => {
    expect(status({})).toMatchObject({ state: 'not-started', answered: 0, skipped: 0, total: 19, left: 19 });
  });
  it('every question answered with Next only (Finish never pressed): complete', () => {
    const s = status(fillAll(form), ids.slice(0, 18));
    expect(s.state).toBe('complete');
    expect(s.left).toBe(0);
    expect(s.answered + s.skipped).toBe(19);
  });
  it('optional questions passed with Next are skipped, not answered', () => {
    const answers = fillAll(form);
    const optional = form.questions.filter((q) => !q.required).map((q) => q.id);
    for (const id of optional) delete answers[id];
    const s = status(answers, ids);
    expect(s.state).toBe('complete');
    expect(s.skipped).toBe(optional.length);
    expect(s.answered).toBe(19 - optional.length);
  });
  it('an answer removed: in progress, and says which is missing', () => {
    const answers = fillAll(form);
    const gone = form.questions.find((q) => q.required)!.id;
    delete answers[gone];
    const s = status(answers, ids);
    expect(s.state).toBe('in-progress');
    expect(s.missing).toBe(1);
    expect(s.gaps[0]).toMatchObject({ questionId: gone, reason: 'missing' });
  });
  it('an answer made invalid: in progress, and says which is invalid', () => {
    const app = oneAnswerInvalid();
    const s = applicationStatus(statusInputOf(app, today)).forms['personal-guarantee'];
    expect(s.state).toBe('in-progress');
    expect(s.invalid).toBe(1);
    expect(s.gaps).toHaveLength(1);
    expect(s.gaps[0].reason).toBe('invalid');
  });
  it('a stored Finish (index at the total) with every answer valid stays complete after the upgrade', () => {
    const app = formsFullWithoutFinish();
    app.index['personal-guarantee'] = 19;
    expect(applicationStatus(statusInputOf(app, today)).forms['personal-guarantee'].state).toBe('complete');
  });
});

describe('document slot status', () => {
  const ctx = (here: string[], extra: Partial<SlotContext> = {}): SlotContext => ({
    today,
    targetDate: addDays(today, 30),
    here: new Set(here),
    ...extra,
  });
  const cert = (issueDate: string | null, id = 'k'): DocumentEntry => ({
    files: [docFile(id, 'korean-certificate', issueDate)],
  });
  const confirmed = { reading: 'confirmed' as const };

  it.each([
    ['empty', { files: [] }, [], 'empty', ['missing']],
    ['valid and here', cert(addDays(today, -10)), ['k'], 'ready', []],
    ['undated', cert(null), ['k'], 'attention', ['no-issue-date']],
    ['expired', cert(addDays(today, -125)), ['k'], 'attention', ['expired']],
    ['expires before the appointment', cert(addDays(today, -80)), ['k'], 'attention', ['expires-before']],
    ['issue date in the future', cert(addDays(today, 3)), ['k'], 'attention', ['future-date']],
    ['only on another device', cert(addDays(today, -10)), [], 'elsewhere', ['elsewhere']],
    [
      'foreign certificate without its apostille and translation',
      { files: [docFile('k', 'korean-certificate', addDays(today, -10)), docFile('f', 'foreign-certificate')] },
      ['k', 'f'],
      'in-progress',
      ['missing', 'missing'],
    ],
  ] as const)('marriage certificate %s -> %s', (_name, entry, here, state, kinds) => {
    const s = slotStatusOf('marriageCertificate', entry as DocumentEntry, ctx([...here], confirmed));
    expect(s.state).toBe(state);
    expect(s.problems.map((p) => p.kind)).toEqual(kinds);
  });

  it('expired is never ready, whatever else is right', () => {
    const s = slotStatusOf('marriageCertificate', cert(addDays(today, -125)), ctx(['k'], confirmed));
    expect(s.state).not.toBe('ready');
    // Issued 125 days ago, valid three months from the issue date: it closed before today.
    expect(s.problems).toEqual([
      {
        kind: 'expired',
        part: 'korean-certificate',
        fileName: 'k.pdf',
        until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
    expect((s.problems[0] as { until: string }).until < today).toBe(true);
  });

  it('with no target date the validity is judged on today', () => {
    const s = slotStatusOf(
      'marriageCertificate',
      cert(addDays(today, -80)),
      ctx(['k'], { ...confirmed, targetDate: null }),
    );
    expect(s.state).toBe('ready');
  });

  it('reading: a draft or no confirmed details asks to check them; confirmed is ready', () => {
    const entry: DocumentEntry = { files: [docFile('p')] };
    expect(slotStatusOf('passport', entry, ctx(['p'], { reading: 'draft' })).problems).toEqual([
      { kind: 'check-details', reading: 'draft' },
    ]);
    expect(slotStatusOf('passport', entry, ctx(['p'])).state).toBe('attention');
    expect(slotStatusOf('passport', entry, ctx(['p'], confirmed)).state).toBe('ready');
  });

  it('health certificates: one for each spouse, each here and dated', () => {
    const both = {
      files: [docFile('a', 'applicant', addDays(today, -5)), docFile('s', 'sponsor', addDays(today, -5))],
    };
    expect(slotStatusOf('healthCertificate', both, ctx(['a', 's'])).state).toBe('ready');
    expect(slotStatusOf('healthCertificate', both, ctx(['a'])).problems).toEqual([
      { kind: 'elsewhere', part: 'sponsor', fileNames: ['s.pdf'] },
    ]);
    expect(slotStatusOf('healthCertificate', { files: [both.files[0]] }, ctx(['a'])).problems).toEqual([
      { kind: 'missing', part: 'sponsor' },
    ]);
  });

  it('transition: a file that arrives on this device makes the slot ready; one more elsewhere changes nothing', () => {
    const entry: DocumentEntry = { files: [docFile('x'), docFile('y')] };
    expect(slotStatusOf('housingDocuments', entry, ctx([])).state).toBe('elsewhere');
    const arrived = slotStatusOf('housingDocuments', entry, ctx(['x']));
    expect(arrived.state).toBe('ready');
    expect(arrived).toMatchObject({ filesHere: 1, filesElsewhere: 1 });
  });
});

describe('timeline task status', () => {
  const formWork = (state: 'not-started' | 'in-progress' | 'complete', count = 0) => ({
    state,
    left: { kind: 'questions' as const, count },
  });
  it.each([
    ['no link, no mark', 'passport-photos', null, null, 'not-started', 'mark', false],
    ['no link, marked done', 'passport-photos', 'completed', null, 'completed', 'mark', false],
    [
      'form complete, never marked: follows the data',
      'guarantee-letter',
      null,
      formWork('complete'),
      'completed',
      'data',
      false,
    ],
    ['form half done', 'guarantee-letter', null, formWork('in-progress', 12), 'in-progress', 'data', false],
    [
      'marked done, form has questions left: stays, its own state, disagrees',
      'guarantee-letter',
      'completed',
      formWork('in-progress', 12),
      'marked-done',
      'mark',
      true,
    ],
    [
      'marked started, form not begun',
      'guarantee-letter',
      'in-progress',
      formWork('not-started', 19),
      'in-progress',
      'mark',
      false,
    ],
    [
      'reset by hand, form complete: follows the data',
      'guarantee-letter',
      'not-started',
      formWork('complete'),
      'completed',
      'data',
      false,
    ],
    [
      'marked done and form complete: agree',
      'guarantee-letter',
      'completed',
      formWork('complete'),
      'completed',
      'mark',
      false,
    ],
  ] as const)('%s', (_name, id, mark, linked, state, source, disagrees) => {
    const s = taskStatusOf(id, mark, linked);
    expect(s.state).toBe(state);
    expect(s.source).toBe(source);
    expect(s.disagrees !== null).toBe(disagrees);
  });

  it('from stored data: a full invitation letter completes its task; a hand mark on an empty guarantee says so', () => {
    const app = formsFullWithoutFinish();
    app.answers['personal-guarantee'] = {};
    app.index['personal-guarantee'] = 0;
    app.marks['guarantee-letter'] = { status: 'completed' };
    const s = applicationStatus(statusInputOf(app, today));
    expect(s.tasks['invitation-letter']).toMatchObject({ state: 'completed', source: 'data' });
    expect(s.tasks['guarantee-letter'].state).toBe('marked-done');
    expect(s.tasks['guarantee-letter'].disagrees).toMatchObject({ state: 'not-started', left: { count: 19 } });
  });

  it('a hand "done" on unfinished work is shown as marked done and never counted as completed', () => {
    const app = formsFullWithoutFinish();
    app.answers['personal-guarantee'] = {};
    app.marks['guarantee-letter'] = { status: 'completed' };
    const s = applicationStatus(statusInputOf(app, today));
    const marks = {
      'guarantee-letter': { taskId: 'guarantee-letter', status: 'completed' as const, progress: 100, lastUpdated: '' },
    };
    const shown = progressWithStatuses(marks, s.tasks);
    expect(shown['guarantee-letter'].status).toBe('marked-done');
    const counts = countsByStatus(['guarantee-letter', 'invitation-letter', 'passport-photos'], shown);
    expect(counts).toMatchObject({ completed: 1, markedDone: 1, notStarted: 1, percent: 33 });
    // Once the form is complete, the mark and the data agree: completed, counted as such.
    const done = applicationStatus(statusInputOf(formsFullWithoutFinish(), today)).tasks;
    const agreed = progressWithStatuses(marks, done);
    expect(agreed['guarantee-letter'].status).toBe('completed');
    expect(countsByStatus(['guarantee-letter'], agreed)).toMatchObject({ completed: 1, markedDone: 0 });
  });

  it('document tasks follow the documents: an expired certificate is not done; health per spouse', () => {
    const s = applicationStatus(statusInputOf(expiredCertificate(today), today));
    expect(s.tasks['applicant-health-certificate'].state).toBe('completed');
    const gone = backupWithoutFiles(today);
    expect(applicationStatus(statusInputOf(gone, today)).tasks['applicant-health-certificate'].state).toBe(
      'in-progress',
    );
  });
});

describe('statement status', () => {
  it.each([
    ['empty', {}, 'not-started'],
    ['answered some', { questionCount: 2 }, 'in-progress'],
    ['composed, not final', { generated: true, content: 'x' }, 'in-progress'],
    ['final', { generated: true, content: 'x', completedAt: '2026-11-01' }, 'complete'],
  ] as const)('%s -> %s', (_n, patch, state) => {
    expect(statementStatusOf('applicant', { ...sectionDefaults().personalStatement, ...patch }).state).toBe(state);
  });
});

describe('evidence selection status', () => {
  const photo = docFile('ph', null, null, 'image/jpeg');
  const thread: ChatThread = {
    id: 'chat',
    title: 'Chat',
    source: 'kakaotalk',
    participants: ['A', 'B'],
    messages: [
      { id: 'chat-0', at: '2025-01-01T10:00:00', sender: 'A', text: 'hi' },
      { id: 'chat-1', at: '2025-12-01T10:00:00', sender: 'B', text: 'hello' },
    ],
  } as ChatThread;
  const evidence = (patch = {}) => ({ ...sectionDefaults().evidence, ...patch });

  it('nothing chosen: none, starting strength', () => {
    const s = evidenceStatusOf(evidence(), [photo], new Set(['ph']), [thread]);
    expect(s).toMatchObject({ state: 'none', photos: 0, messages: 0, strength: { photos: 50, texts: 50 } });
  });
  it('chosen here: counted, strength from the choice', () => {
    const s = evidenceStatusOf(
      evidence({ selectedPhotoIds: ['ph'], selectedThreadId: 'chat', selectedMessageIds: ['chat-0', 'chat-1'] }),
      [photo],
      new Set(['ph']),
      [thread],
    );
    expect(s).toMatchObject({ state: 'chosen', photos: 1, messages: 2, photosElsewhere: 0, messagesElsewhere: 0 });
    expect(s.strength.texts).toBeGreaterThan(50);
  });
  it('chosen on another device only: nothing counts, a stored strength is ignored', () => {
    const app = backupWithoutFiles(today);
    const s = applicationStatus(statusInputOf(app, today)).evidence;
    expect(s).toMatchObject({ state: 'elsewhere', photos: 0, messages: 0, photosElsewhere: 1, messagesElsewhere: 2 });
    expect(s.strength).toMatchObject({ photos: 50, texts: 50 });
  });
});

describe('steps and ready', () => {
  const status = (app = fresh(), findings?: number) =>
    applicationStatus(statusInputOf(app, today), findings === undefined ? {} : { openFindings: findings });

  it('fresh: 0%, nothing done, not ready', () => {
    const s = status();
    expect(s.percent).toBe(0);
    expect(s.ready).toBe(false);
    expect(s.steps.forms.left.map((l) => l.kind)).toEqual([
      'visa-form',
      'official-form',
      'official-form',
      'official-form',
    ]);
  });
  it('forms full without Finish: the official forms are not listed as left', () => {
    const s = status(formsFullWithoutFinish());
    expect(s.steps.forms.left.map((l) => l.kind)).toEqual(['visa-form']);
  });
  it('everything ready: 100% and ready', () => {
    const s = status(everythingReady(today));
    expect(Object.values(s.slots).map((x) => x.state)).toEqual(Array(7).fill('ready'));
    expect(s.percent).toBe(100);
    expect(s.ready).toBe(true);
  });
  it('an open audit finding keeps it from being ready (D27), nothing else changes', () => {
    const s = status(everythingReady(today), 1);
    expect(s.percent).toBe(100);
    expect(s.ready).toBe(false);
    expect(s.openFindings).toBe(1);
  });
  it('an expired certificate: documents step not done, never ready', () => {
    const s = status(expiredCertificate(today));
    expect(s.slots.marriageCertificate.state).toBe('attention');
    expect(s.steps.documents.done).toBe(false);
    expect(s.ready).toBe(false);
  });
  it('a backup imported without its files: every slot elsewhere, nothing counted', () => {
    const s = status(backupWithoutFiles(today));
    expect(Object.values(s.slots).every((x) => x.state === 'elsewhere')).toBe(true);
    expect(s.steps.documents.done).toBe(false);
    expect(s.ready).toBe(false);
  });
  it('a stale statement is not complete', () => {
    const app = everythingReady(today);
    app.sections.personalStatement.composedFrom = 'something else';
    app.sections.personalStatement.extractedInfo = { how_met: 'We met in Seoul.' };
    const s = status(app);
    expect(s.statements.applicant.state).toBe('attention');
    expect(s.ready).toBe(false);
  });
});

describe('four equal steps, each losing its quarter (spec §4)', () => {
  type App = ReturnType<typeof everythingReady>;
  const percent = (app: App) => applicationStatus(statusInputOf(app, today)).percent;
  it.each([
    ['eligibility found not eligible', (a: App) => (a.sections.eligibility.checkResult = 'not-eligible')],
    ['an eligibility field missing', (a: App) => (a.sections.eligibility.nationality = '')],
    ['eligibility not marked complete', (a: App) => (a.sections.eligibility.completedAt = null)],
    ['one document slot empty', (a: App) => (a.sections.documents.housingDocuments = { files: [] })],
    [
      'one spouse’s health certificate missing',
      (a: App) =>
        (a.sections.documents.healthCertificate.files = a.sections.documents.healthCertificate.files.slice(0, 1)),
    ],
    ['the statement not generated', (a: App) => (a.sections.personalStatement.generated = false)],
    ['the sponsor statement empty', (a: App) => (a.sections.sponsorStatement.content = ' ')],
    ['a visa form section missing', (a: App) => (a.sections.applicationForms.travelHistory = null)],
    // A section stops being complete when an answer in it becomes invalid, whatever was stored.
    [
      'a visa form answer made invalid',
      (a: App) =>
        (a.sections.applicationForms.basicInfo = { ...a.sections.applicationForms.basicInfo, email: 'not an email' }),
    ],
  ])('loses a quarter when %s', (_name, breakIt) => {
    const app = everythingReady(today);
    expect(percent(app)).toBe(100);
    breakIt(app);
    expect(percent(app)).toBe(75);
  });
  it('the marriage date typed elsewhere makes a visa form birth date implausible: the forms step is not done', () => {
    const app = everythingReady(today);
    const birth = String((app.sections.applicationForms.basicInfo as Record<string, unknown>).dateOfBirth);
    const input = statusInputOf(app, today);
    input.dates = { birth: {}, marriage: [birth.replace(/^(\d{4})/, (y) => String(Number(y) + 10))] };
    const s = applicationStatus(input);
    expect(s.steps.forms.done).toBe(false);
    expect(s.percent).toBe(75);
  });
  it('a new application: what is left in each step', () => {
    const s = applicationStatus(statusInputOf(fresh(), today));
    expect(s.steps.forms.left).toEqual([
      { kind: 'visa-form', sectionsLeft: 5 },
      { kind: 'official-form', formId: 'personal-guarantee', questionsLeft: 19, invalid: 0 },
      { kind: 'official-form', formId: 'invitation-letter', questionsLeft: 52, invalid: 0 },
      { kind: 'official-form', formId: 'spouse-information', questionsLeft: 30, invalid: 0 },
    ]);
    expect(s.steps.statements.left).toEqual([
      { kind: 'statement', who: 'applicant' },
      { kind: 'statement', who: 'sponsor' },
    ]);
    expect(s.steps.documents.left).toEqual([{ kind: 'documents', count: 7 }]);
    expect(s.steps.eligibility.left[0]).toEqual({ kind: 'eligibility-questions', count: 10 });
  });
  it('a warning acknowledged is not a wall (D19)', () => {
    const app = everythingReady(today);
    app.sections.eligibility = {
      ...app.sections.eligibility,
      relationshipProofLevel: 'some',
      checkResult: 'needs-attention',
    };
    const before = applicationStatus(statusInputOf(app, today));
    expect(before.steps.eligibility.done).toBe(false);
    expect(before.steps.eligibility.left).toEqual([{ kind: 'eligibility-attention', count: 1 }]);
    app.sections.eligibility.acknowledgedChecks = ['relationship-evidence'];
    expect(applicationStatus(statusInputOf(app, today)).steps.eligibility.done).toBe(true);
  });
  it('a check no acknowledgement passes is said apart from those to acknowledge (section 14 D5)', () => {
    const app = everythingReady(today);
    app.sections.eligibility = {
      ...app.sections.eligibility,
      nationality: 'VN',
      relationshipProofLevel: 'some',
      checkResult: 'needs-attention',
      // An answer the stored type leaves to the eligibility questions: the guidance program, not answered.
      ...({ completedMarriageGuidanceProgram: undefined } as object),
    };
    const left = applicationStatus(statusInputOf(app, today)).steps.eligibility.left;
    expect(left).toContainEqual({ kind: 'eligibility-blocking', count: 1, checks: ['marriage-guidance-program'] });
    // Acknowledging everything leaves only the check the facts settle.
    app.sections.eligibility.acknowledgedChecks = ['relationship-evidence'];
    const after = applicationStatus(statusInputOf(app, today)).steps.eligibility;
    expect(after.done).toBe(false);
    expect(after.left.map((l) => l.kind)).not.toContain('eligibility-attention');
    expect(after.left).toContainEqual({
      kind: 'eligibility-blocking',
      count: 1,
      checks: ['marriage-guidance-program'],
    });
    // The completion number written on the invitation (7.3) settles it here as on the eligibility page.
    const couple = deriveCouple({
      eligibility: app.sections.eligibility as unknown as Record<string, unknown>,
      invitation: { 'il.programme-exemption': { exemption: 'none', completionNumber: '2026-창원-01234' } },
    });
    const settled = applicationStatus({ ...statusInputOf(app, today), couple });
    expect(settled.steps.eligibility.left.map((l) => l.kind)).not.toContain('eligibility-blocking');
    expect(settled.steps.eligibility.done).toBe(true);
  });
});
