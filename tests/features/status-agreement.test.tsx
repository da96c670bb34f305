/**
 * Every screen tells the same truth (D25): for applications in six states, every
 * screen that shows a status (home, the F-6 page, the wizard, the review, /progress, the timeline,
 * the time-sensitive documents, the documents, the evidence guide, the final checklist and the
 * package cover) is rendered from the stored data, and each says what the one status function says.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { seed } from '../seed';
import { acknowledgeFinding, readAudit } from '@/data/audit';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/data';
import { readApplicationStatus } from '@/data/application-status';
import { documentSlots, sectionKeys, type DocumentSlot } from '@/domain/application';
import { formIdList, emptyFormProgress } from '@/domain/progress';
import type { ApplicationStatus, FormStatus, SlotState } from '@/domain/status';
import { i18n } from '@/i18n/i18n';
import { HomePage } from '@/features/home/components/home-page';
import { F6Page } from '@/features/forms/components/f6-page';
import { WizardPage } from '@/features/forms/components/wizard-page';
import { ReviewPage } from '@/features/forms/components/review-page';
import { getForm } from '@/domain/forms';
import { ProgressPage } from '@/features/progress/components/progress-page';
import { TimelinePage } from '@/features/timeline/components/timeline-page';
import { TimeSensitivePage } from '@/features/time-sensitive-docs/components/time-sensitive-page';
import { DocumentsPage } from '@/features/documents/components/documents-page';
import { GuidesPage } from '@/features/guides/components/guides-page';
import { FinalApplicationPage } from '@/features/final-application/components/final-application-page';
import { readPackageInput } from '@/features/final-application/package-input';
import { buildPackage } from '@/features/final-application/pdf/build-package';
import { renderPage, resetDatabase } from '../render';
import { pageTexts, testEngine } from '../package/pdf-text';
import { sixStates, type StoredApplication } from '../fixtures/status';
import './jsdom-fonts';

const slow = { timeout: 15_000 };

/** Stores an application as the app would have it: sections, the three forms, the files on this device. */
async function store(app: StoredApplication) {
  await seed(() => storeAll(app));
  // The fixtures' answers come from fillAll, whose facts disagree across forms (the audit finds them);
  // "Ready" needs none open (D27), so the ready state has each one marked "This is right".
  if (app.name === 'everything ready')
    for (const finding of await readAudit()) await acknowledgeFinding(finding, 'Checked with the documents.');
}

async function storeAll(app: StoredApplication) {
  const now = new Date().toISOString();
  await db.sections.bulkPut(sectionKeys.map((key) => ({ key, value: app.sections[key], updatedAt: now }) as never));
  await db.formProgress.bulkPut(
    formIdList.map((id) => ({
      ...emptyFormProgress(id, now),
      formData: app.answers[id] ?? {},
      currentQuestionIndex: app.index[id] ?? 0,
    })),
  );
  const refs = documentSlots.flatMap((slot) => app.sections.documents[slot].files.map((f) => ({ slot, f })));
  await db.files.bulkPut(
    refs
      .filter(({ f }) => app.here.includes(f.id))
      .map(({ slot, f }) => ({
        id: f.id,
        slot,
        name: f.fileName,
        type: f.type,
        size: 1,
        blob: new Blob(['x'], { type: f.type }),
        addedAt: now,
      })),
  );
  await db.taskProgress.bulkPut(
    Object.entries(app.marks).map(([taskId, m]) => ({ taskId, progress: 0, status: m.status, lastUpdated: now })),
  );
}

const count = (f: FormStatus) =>
  f.skipped > 0 ? `${f.answered} answered, ${f.skipped} skipped of ${f.total}` : `${f.answered} answered of ${f.total}`;
const checkOf: Record<SlotState, string> = {
  ready: 'done',
  elsewhere: 'elsewhere',
  attention: 'attention',
  'in-progress': 'in-progress',
  empty: 'todo',
};
const formCheck = (f: FormStatus) =>
  f.state === 'complete' ? ['done', 'attention'] : [f.state === 'in-progress' ? 'in-progress' : 'todo'];
/** What the cover prints for a document's status: the checklist's words on the screen. */
const coverWord: Record<SlotState, string> = {
  ready: 'Done',
  elsewhere: 'Ontheotherdevice',
  attention: 'Needsattention',
  'in-progress': 'Inprogress',
  empty: 'Todo',
};
const docLabel: Record<DocumentSlot, string> = {
  marriageCertificate: 'Marriagecertificate',
  passport: 'Passportcopy',
  spouseIdCard: 'Koreanspouse’sIDcard',
  proofOfRelationship: 'Proofofrelationship(photos,chats,travelrecords)',
  financialDocuments: 'Incomedocuments',
  housingDocuments: 'Housingdocuments',
  healthCertificate: 'Healthcertificatecopy',
};

afterEach(cleanup);

describe.each(sixStates().map((app) => [app.name, app] as const))('%s: every screen says the same', (name, app) => {
  let status: ApplicationStatus;
  beforeAll(async () => {
    await resetDatabase();
    await store(app);
    status = await readApplicationStatus();
  });

  it('home, the F-6 page, the wizard, the review and /progress: each form and the overall figure', async () => {
    await renderPage(HomePage, { path: '/' });
    await waitFor(() => expect(screen.getByTestId('home-overall').textContent).toBe(`${status.percent}%`), slow);
    for (const id of formIdList) {
      const f = status.forms[id];
      await waitFor(() => expect(screen.getByTestId(`home-form-${id}`).getAttribute('data-state')).toBe(f.state), slow);
      expect(screen.getByTestId(`home-form-${id}`).textContent).toContain(count(f));
    }
    cleanup();

    await renderPage(F6Page, { path: '/f6' });
    for (const id of formIdList) {
      const f = status.forms[id];
      await waitFor(() => expect(screen.getByTestId(`f6-form-${id}`).getAttribute('data-state')).toBe(f.state), slow);
      expect(screen.getByTestId(`f6-form-status-${id}`).textContent).toContain(count(f));
    }
    // The next step never names a complete form.
    const next = screen.queryByTestId('f6-next-sponsor')?.textContent ?? '';
    if (status.forms['personal-guarantee'].state === 'complete') expect(next).not.toContain('Letter of guarantee');
    cleanup();

    const pg = status.forms['personal-guarantee'];
    await renderPage(() => <WizardPage form={getForm('personal-guarantee')} />, { path: '/f6/personal-guarantee' });
    await waitFor(() => expect(screen.getByTestId('answered-count').getAttribute('data-state')).toBe(pg.state), slow);
    expect(screen.getByTestId('answered-count').textContent).toContain(count(pg));
    cleanup();

    await renderPage(() => <ReviewPage form={getForm('personal-guarantee')} />, {
      path: '/f6/personal-guarantee/review',
    });
    await waitFor(() => expect(screen.getByTestId('review-summary').getAttribute('data-state')).toBe(pg.state), slow);
    expect(screen.getByTestId('review-summary').textContent).toContain(count(pg));
    cleanup();

    await renderPage(ProgressPage, { path: '/progress' });
    await waitFor(() => expect(screen.getByTestId('overall-percent').textContent).toBe(`${status.percent}%`), slow);
    for (const id of formIdList) {
      const f = status.forms[id];
      expect(screen.getByTestId(`progress-form-${id}`).getAttribute('data-state')).toBe(f.state);
      expect(screen.getByTestId(`progress-form-${id}`).textContent).toContain(count(f));
    }
  });

  it('the timeline and the time-sensitive documents: tasks follow the forms and the documents', async () => {
    const tasks = [
      'guarantee-letter',
      'invitation-letter',
      'marriage-background-statement',
      'applicant-health-certificate',
    ];
    if (app.sections.timeline.targetDate) {
      await renderPage(TimelinePage, { path: '/timeline' });
      for (const id of tasks)
        await waitFor(
          () => expect(screen.getByTestId(`task-row-${id}`).getAttribute('data-status')).toBe(status.tasks[id].state),
          slow,
        );
      cleanup();
    }
    await renderPage(TimeSensitivePage, { path: '/time-sensitive-documents' });
    const id = 'applicant-health-certificate';
    await waitFor(
      () => expect(screen.getByTestId(`doc-task-${id}`).getAttribute('data-status')).toBe(status.tasks[id].state),
      slow,
    );
  });

  it('the documents page and the evidence guide: only what is on this device counts', async () => {
    await renderPage(DocumentsPage, { path: '/documents' });
    const ready = documentSlots.filter((slot) => status.slots[slot].state === 'ready').length;
    await waitFor(
      () => expect(screen.getByTestId('documents-count').textContent).toBe(`${ready} of 7 documents ready`),
      slow,
    );
    for (const slot of documentSlots)
      await waitFor(
        () => expect(screen.getByTestId(`status-${slot}`).getAttribute('data-state')).toBe(status.slots[slot].state),
        slow,
      );
    cleanup();

    await renderPage(() => <GuidesPage tab="evidence" onTabChange={() => {}} />, { path: '/guides' });
    await waitFor(
      () =>
        expect(screen.getByTestId('evidence-texts').textContent).toBe(`Messages: ${status.evidence.strength.texts}%`),
      slow,
    );
    expect(screen.getByTestId('evidence-photos').textContent).toBe(`Photos: ${status.evidence.strength.photos}%`);
    if (status.evidence.state === 'elsewhere')
      await waitFor(
        () => expect(screen.getByTestId('evidence-elsewhere').textContent).toContain('on the other device'),
        slow,
      );
    else expect(screen.queryByTestId('evidence-elsewhere')).toBeNull();
  });

  it('the final checklist and its readiness, and the package cover', async () => {
    await renderPage(FinalApplicationPage, { path: '/final-application' });
    await screen.findByTestId('checklist', undefined, slow);
    for (const id of formIdList)
      await waitFor(
        () =>
          expect(formCheck(status.forms[id])).toContain(screen.getByTestId(`check-${id}`).getAttribute('data-status')),
        slow,
      );
    for (const slot of documentSlots)
      expect(screen.getByTestId(`check-doc-${slot}`).getAttribute('data-status')).toBe(
        checkOf[status.slots[slot].state],
      );
    const readiness = screen.getByTestId('readiness');
    expect(readiness.getAttribute('data-ready')).toBe(String(name === 'everything ready'));
    if (readiness.getAttribute('data-ready') === 'true') expect(status.ready).toBe(true);
    cleanup();

    i18n.activate('en');
    // The copies themselves are left out (jsdom's stored blobs cannot be read back); the cover's rows are what is checked.
    const input = { ...(await readPackageInput('en')), files: [] };
    const pdf = await buildPackage(input, i18n, undefined, await testEngine());
    const text = (await pageTexts(pdf.guide.bytes)).join('');
    for (const slot of documentSlots) expect(text).toContain(`${docLabel[slot]}${coverWord[status.slots[slot].state]}`);
    if (Object.values(status.slots).some((s) => s.filesElsewhere > 0))
      expect(text).toContain('Somedocumentswereaddedontheotherdevice');
  }, 120_000);
});
