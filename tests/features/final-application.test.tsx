import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from '@tanstack/react-router';
import { seed } from '../seed';
import { acknowledgeFinding, readAudit } from '@/data/audit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveFormProgress } from '@/data/forms';
import { db } from '@/data';
import { saveFacts } from '@/data/people';
import { putTaskProgress } from '@/data/tasks';
import { readSection, updateSection } from '@/data/sections';
import { readApplicationStatus } from '@/data/application-status';
import { documentSlots, type DocumentFileRef, type DocumentFileRole, type Documents } from '@/domain/application';
import { markApplicationFormComplete, saveSectionField } from '@/features/final-application/repo';
import { FinalApplicationPage } from '@/features/final-application/components/final-application-page';
import { renderPage, resetDatabase } from '../render';
import { fixtureAnswers } from '../package/fixture';
import { fillAll } from '../fixtures/form-answers';
import { getForm } from '@/domain/forms';
import './jsdom-fonts';
import { firstReleaseAnswers, fullVisaAnswers } from '../fixtures/visa-application';

// The machine is shared: give storage round trips room before a wait gives up.
const slow = { timeout: 8000 };

beforeEach(resetDatabase);
afterEach(cleanup);

const open = async () => {
  await renderPage(FinalApplicationPage, { path: '/final-application' });
  return screen.findByTestId('checklist', undefined, slow);
};
const status = (id: string) => screen.getByTestId(`check-${id}`).getAttribute('data-status');
const section = (id: string) => within(screen.getByTestId(`section-${id}`));
const openSection = async (id: string) => {
  const closed = section(id).queryByRole('button', { expanded: false });
  if (closed) fireEvent.click(closed);
  await waitFor(() => expect(section(id).getByRole('button', { expanded: true })).toBeTruthy(), slow);
  // The panel opens with a transition: until it is shown its fields are not in the accessibility tree
  // (a loaded CI machine once clicked into a panel still at display: none).
  await waitFor(() => expect(section(id).getByRole('region')).toBeTruthy(), slow);
};

const docFile = (
  id: string,
  role: DocumentFileRole | null = null,
  issueDate: string | null = null,
): DocumentFileRef => ({
  id,
  fileName: `${id}.pdf`,
  size: 1,
  type: 'application/pdf',
  uploadedAt: '2026-11-01T00:00:00.000Z',
  role,
  issueDate,
});
/** The files' bytes on this device: a document counts only with them here (D25). */
const storeFiles = (...ids: string[]) =>
  seed(() =>
    db.files.bulkPut(
      ids.map((id) => ({
        id,
        slot: 'x',
        name: `${id}.pdf`,
        type: 'application/pdf',
        size: 1,
        blob: new Blob(['x']),
        addedAt: '2026-11-01T00:00:00.000Z',
      })),
    ),
  );
const final = { generated: true, content: 'Our story.', completedAt: '2026-11-20T00:00:00.000Z' };

/** Four of the five sections stored with every item answered (the fifth is filled in the page). */
async function fillFourSections() {
  const all = fullVisaAnswers();
  await updateSection('applicationForms', (f) => ({
    ...f,
    basicInfo: all.basicInfo,
    spouseInfo: all.spouseInfo,
    relationshipDetails: all.relationshipDetails,
    financialInfo: all.financialInfo,
  }));
}

describe('Final Application', () => {
  it('tells an applicant living in Korea that the immigration office takes form No. 34, not the visa form', async () => {
    await open();
    expect(screen.queryByTestId('change-of-status-note')).toBeNull();
    await updateSection('eligibility', (e) => ({ ...e, nationality: 'UZ', applicantResidence: 'KR' }));
    const note = await screen.findByTestId('change-of-status-note', undefined, slow);
    expect(note.textContent).toContain('form No. 34');
    // The residence card goes with a change of status (a trial found it nowhere in the checklist).
    expect((await screen.findByTestId('check-residence-card', undefined, slow)).textContent).toContain(
      'Residence card (외국인등록증)',
    );
  });

  it('asks no residence card of an applicant abroad', async () => {
    await updateSection('eligibility', (e) => ({ ...e, nationality: 'UZ', applicantResidence: 'UZ' }));
    await open();
    await screen.findByTestId('check-passport-validity', undefined, slow);
    expect(screen.queryByTestId('check-residence-card')).toBeNull();
  });

  it('shows the checklist from what is stored, each item linking to where to fix it', async () => {
    // A passport copy here with its details confirmed.
    await updateSection('documents', (d) => ({ ...d, passport: { files: [docFile('p1')], extractedId: 'passport' } }));
    await storeFiles('p1');
    await updateSection('personalStatement', (s) => ({ ...s, ...final }));
    await updateSection('sponsorStatement', (s) => ({ ...s, questionCount: 2 }));
    await updateSection('exemptionStatus', (e) => ({ ...e, criminalRecordCheck: 'exempt' }));
    await putTaskProgress('applicant-health-certificate', () => ({
      taskId: 'applicant-health-certificate',
      progress: 100,
      status: 'completed',
      lastUpdated: '2026-11-01T00:00:00.000Z',
    }));
    await saveFormProgress('personal-guarantee', (p) => ({
      ...p,
      formData: fillAll(getForm('personal-guarantee')),
      currentQuestionIndex: 19,
      status: 'completed',
    }));
    // Thirteen questions answered, the rest open.
    const invitation = getForm('invitation-letter');
    const all = fillAll(invitation);
    const first13 = Object.fromEntries(
      invitation.questions
        .slice(0, 13)
        .filter((q) => q.id in all)
        .map((q) => [q.id, all[q.id]]),
    );
    await saveFormProgress('invitation-letter', (p) => ({
      ...p,
      formData: first13,
      currentQuestionIndex: 13,
      status: 'in-progress',
    }));
    // D18: a stored "completed" with every answer missing is not trusted.
    await saveFormProgress('spouse-information', (p) => ({
      ...p,
      answeredQuestions: 30,
      currentQuestionIndex: 30,
      status: 'completed',
    }));

    await open();
    expect(status('doc-passport')).toBe('done');
    expect(status('doc-housingDocuments')).toBe('todo');
    expect(status('personal-guarantee')).toBe('done');
    expect(status('invitation-letter')).toBe('in-progress');
    expect(within(screen.getByTestId('check-invitation-letter')).getByText('In progress · 25%')).toBeTruthy();
    expect(status('spouse-information')).not.toBe('done');
    expect(status('personal-statement')).toBe('done');
    expect(status('sponsor-statement')).toBe('in-progress');
    expect(status('criminal-records')).toBe('exempt');
    expect(status('health-certificates')).toBe('in-progress');
    expect(status('eligibility')).toBe('todo');
    // Facts once: the visa form already holds what the filled official forms answer (marriage, visits, children).
    expect(status('visa-application-form')).toBe('in-progress');
    expect(status('fee')).toBe('bring');

    const link = (id: string) =>
      within(screen.getByTestId(`check-${id}`))
        .getAllByRole('link')[0]
        .getAttribute('href');
    expect(link('invitation-letter')).toBe('/f6/invitation-letter');
    expect(link('doc-passport')).toBe('/documents');
    expect(link('eligibility')).toBe('/eligibility');
    expect(link('criminal-records')).toBe('/time-sensitive-documents');
    expect(link('sponsor-statement')).toBe('/enhancement?tab=sponsor');
    expect(link('visa-application-form')).toBe('#application-form');

    expect(screen.getByTestId('readiness').getAttribute('data-ready')).toBe('false');
    expect(screen.getByTestId('overall-percent').textContent).toBe('0%');
  });

  it('saves each section as it is typed and offers document suggestions without applying them', async () => {
    await updateSection('autoFill', (a) => ({
      ...a,
      passportNumber: 'M9876543',
      confidenceScores: { passportNumber: 'high' },
      sources: { passportNumber: 'passport' },
    }));
    await open();
    const number = section('basicInfo').getByLabelText(/Passport number/) as HTMLInputElement;
    expect(number.value).toBe('');
    expect(section('basicInfo').getByTestId('suggestion').textContent).toContain(
      'Suggested from your passport (high confidence): M9876543',
    );
    fireEvent.click(section('basicInfo').getByRole('button', { name: 'Use this' }));
    expect(number.value).toBe('M9876543');
    fireEvent.change(section('basicInfo').getByLabelText(/Email address/), { target: { value: 'jane@example.com' } });
    await waitFor(
      async () =>
        expect((await readSection('applicationForms')).basicInfo).toEqual({
          passportNumber: 'M9876543',
          email: 'jane@example.com',
        }),
      slow,
    );
    expect(section('basicInfo').queryByTestId('suggestion')).toBeNull();
    // The checklist follows the store's next live read.
    await waitFor(() => expect(status('visa-application-form')).toBe('in-progress'), slow);
  });

  it('shows what the other forms already answer as from your other answers, and a typed suggestion as typed by you', async () => {
    await saveFacts([
      { ref: { role: 'sponsor', fact: 'familyName' }, value: 'KIM' },
      { ref: { role: 'sponsor', fact: 'givenNames' }, value: 'MINJUN' },
    ]);
    await saveFormProgress('invitation-letter', (p) => ({
      ...p,
      formData: {
        'il.wedding': { held: true, date: '2025-06-01', place: 'Austin, USA' },
        'il.marriage-report': { date: '2025-06-10', reportedWith: 'koreanReport' },
        'il.sponsor-address': { address: '서울특별시 마포구 월드컵로 1' },
      },
      status: 'in-progress',
    }));
    // Typed by hand on the passport's details: the suggestion has no read confidence.
    await updateSection('autoFill', (a) => ({
      ...a,
      passportNumber: 'M9876543',
      confidenceScores: { passportNumber: 'high' },
      sources: { passportNumber: 'passport' },
      typed: { passportNumber: true },
    }));
    await open();
    expect(section('basicInfo').getByTestId('suggestion').textContent).toContain(
      'Suggested from your passport (typed by you): M9876543',
    );
    await openSection('relationshipDetails');
    const rel = section('relationshipDetails');
    // The report's date: a marriage reported in Korea is dated by its report (not by the ceremony, 2.8).
    expect((rel.getByLabelText(/Date of marriage/) as HTMLInputElement).value).toBeTruthy();
    expect(rel.getAllByTestId('from-forms').length).toBeGreaterThanOrEqual(3);
    const family = within(rel.getByTestId('familyInKoreaMembers-row'));
    expect((family.getByLabelText(/Full name in English/) as HTMLInputElement).value).toBe('KIM MINJUN');
    // Typed over, the answer is the form's own: stored, and no longer marked as from the other forms.
    fireEvent.change(rel.getByLabelText(/Place of marriage/), { target: { value: 'Austin, Texas, USA' } });
    await waitFor(
      async () =>
        expect((await readSection('applicationForms')).relationshipDetails?.marriagePlace).toBe('Austin, Texas, USA'),
      slow,
    );
    const place = rel.getByLabelText(/Place of marriage/).closest('.mantine-Stack-root') as HTMLElement;
    await waitFor(() => expect(within(place).queryByTestId('from-forms')).toBeNull(), slow);
  });

  it('marks the application form complete once all five sections are filled, and the forms step counts', async () => {
    await fillFourSections();
    await open();
    const button = screen.getByTestId('mark-form-complete') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('1 of 5 sections still has unanswered questions.')).toBeTruthy();

    await openSection('travelHistory');
    const travel = section('travelHistory');
    const yesNo = (fieldId: string, answer: 'Yes' | 'No') =>
      fireEvent.click(
        within(document.getElementById(`final-travelHistory-${fieldId}-label`)?.parentElement as HTMLElement).getByText(
          answer,
        ),
      );
    yesNo('visitedKorea', 'No');
    yesNo('visitedOtherCountries', 'Yes');
    // A table of the form: rows are added, filled cell by cell and saved as a whole.
    fireEvent.click(await travel.findByTestId('otherCountryVisits-add', undefined, slow));
    const row = within(travel.getByTestId('otherCountryVisits-row'));
    fireEvent.change(row.getByLabelText(/Country \(in English\)/), { target: { value: 'JAPAN' } });
    fireEvent.change(row.getByLabelText(/Purpose of the visit/), { target: { value: 'Holiday' } });
    fireEvent.change(row.getByLabelText(/^From/), { target: { value: '2023-04-01' } });
    fireEvent.change(row.getByLabelText(/^To/), { target: { value: '2023-03-01' } });
    // An end before the start is named, and the section stays open.
    expect(await row.findByText('This date cannot be before Apr 1, 2023.', undefined, slow)).toBeTruthy();
    yesNo('receivedHelp', 'No');
    expect(button.disabled).toBe(true);
    fireEvent.change(row.getByLabelText(/^To/), { target: { value: '2023-04-09' } });
    await waitFor(() => expect(button.disabled).toBe(false), slow);
    const expected = {
      visitedKorea: false,
      visitedOtherCountries: true,
      otherCountryVisits: [{ country: 'JAPAN', purpose: 'Holiday', from: '2023-04-01', to: '2023-04-09' }],
      receivedHelp: false,
    };
    await waitFor(async () => expect((await readSection('applicationForms')).travelHistory).toEqual(expected), slow);

    fireEvent.click(button);
    await waitFor(async () => expect((await readSection('applicationForms')).completedAt).toBeTruthy(), slow);
    expect(await screen.findByTestId('form-complete', undefined, slow)).toBeTruthy();
    // Complete: the form's PDF is offered (the package card's button for it), never "copy by hand".
    expect(screen.getByTestId('visa-form-pdf-link').getAttribute('href')).toBe(
      '/final-application#pdf-visa-application',
    );
    expect((await readApplicationStatus()).visaForm.state).toBe('complete');
    // D19: the forms step also needs the three official forms, still empty here.
    expect((await readApplicationStatus()).steps.forms.done).toBe(false);
    await waitFor(() => expect(status('visa-application-form')).toBe('done'), slow);
    expect(screen.getByTestId('overall-percent').textContent).toBe('0%');

    // After a reload the rows are back as typed.
    cleanup();
    await open();
    await openSection('travelHistory');
    const again = within(section('travelHistory').getByTestId('otherCountryVisits-row'));
    expect((again.getByLabelText(/Country \(in English\)/) as HTMLInputElement).value).toBe('JAPAN');
    expect((again.getByLabelText(/^To/) as HTMLInputElement).value).toBe('2023-04-09');

    // Removing the only row leaves the table empty: the section is no longer complete and takes the mark with it.
    fireEvent.click(section('travelHistory').getByRole('button', { name: /Remove row 1 of Countries you visited/ }));
    await waitFor(async () => expect((await readSection('applicationForms')).completedAt).toBeNull(), slow);
    expect((await readApplicationStatus()).visaForm.state).not.toBe('complete');
  }, 45_000);

  it('reads first-release answers as the new questions and shows only the new ones as missing', async () => {
    const old = firstReleaseAnswers();
    await updateSection('applicationForms', (f) => ({ ...f, ...old, completedAt: '2026-11-01T00:00:00.000Z' }));
    await open();
    // A stored mark from before the new questions does not make the form done.
    expect(status('visa-application-form')).toBe('in-progress');
    expect(screen.queryByTestId('form-complete')).toBeNull();
    expect(within(screen.getByTestId('section-spouseInfo')).getByText('Complete')).toBeTruthy();
    await openSection('spouseInfo');
    expect((section('spouseInfo').getByLabelText(/Spouse's family name/) as HTMLInputElement).value).toBe('KIM');
    expect((section('spouseInfo').getByLabelText(/Spouse's given names/) as HTMLInputElement).value).toBe('MINSU');
    // 8.4 is usually the spouse's home: one tap copies it, and the offer goes away once used.
    await openSection('relationshipDetails');
    fireEvent.click(
      await section('relationshipDetails').findByRole('button', { name: "Use your spouse's address in Korea" }, slow),
    );
    expect(
      (section('relationshipDetails').getByLabelText(/Address where you will stay in Korea/) as HTMLTextAreaElement)
        .value,
    ).toBe('Seoul, Mapo-gu');
    expect(
      section('relationshipDetails').queryByRole('button', { name: "Use your spouse's address in Korea" }),
    ).toBeNull();
    await waitFor(
      async () =>
        expect((await readSection('applicationForms')).relationshipDetails?.addressInKorea).toBe('Seoul, Mapo-gu'),
      slow,
    );
  });

  it('says ready only when every checklist item is done, and prints a package summary', async () => {
    await updateSection('personalStatement', (s) => ({ ...s, ...final }));
    await updateSection('sponsorStatement', (s) => ({ ...s, ...final }));
    await open();
    expect(status('personal-statement')).toBe('done');
    expect(status('sponsor-statement')).toBe('done');
    expect(screen.getByTestId('step-statements').textContent).toContain('Complete');
    expect(screen.getByTestId('overall-percent').textContent).toBe('25%');
    expect(screen.getByTestId('readiness').getAttribute('data-ready')).toBe('false');
    expect(within(screen.getByTestId('package-summary')).getByText('About you (applicant)')).toBeTruthy();
    expect(screen.getByTestId('print-summary').getAttribute('data-print')).toBe('hide');
  });

  it('says ready once everything is done or not needed', async () => {
    // Every slot as it needs to be, the dated certificates issued today (valid on any near target date).
    const today = new Date().toISOString().slice(0, 10);
    const documents = Object.fromEntries(documentSlots.map((slot) => [slot, { files: [docFile(slot)] }])) as Documents;
    documents.marriageCertificate = { files: [docFile('m1', 'korean-certificate', today)] };
    documents.healthCertificate = { files: [docFile('h1', 'applicant', today), docFile('h2', 'sponsor', today)] };
    documents.passport.extractedId = 'passport';
    documents.marriageCertificate.extractedId = 'marriageCertificate';
    await updateSection('documents', () => documents);
    await storeFiles(...documentSlots.flatMap((slot) => documents[slot].files.map((f) => f.id)));
    await updateSection('eligibility', (e) => ({
      ...e,
      fullName: 'Jane Doe',
      nationality: 'US',
      spouseName: '김민수',
      yearsMarried: 1,
      hasMarriageCertificate: true,
      relationshipProofLevel: 'strong',
      annualIncome: 40_000_000,
      hasHousingInKorea: true,
      koreanLanguageLevel: 'native-or-shared-language',
      plansToLiveTogether: true,
      checkResult: 'eligible',
      completedAt: '2026-11-01T00:00:00.000Z',
    }));
    await updateSection('personalStatement', (s) => ({ ...s, ...final }));
    await updateSection('sponsorStatement', (s) => ({ ...s, ...final }));
    await updateSection('exemptionStatus', () => ({ criminalRecordCheck: 'exempt', healthCheck: 'exempt' }));
    for (const [id, n] of [
      ['personal-guarantee', 19],
      ['invitation-letter', 52],
      ['spouse-information', 30],
    ] as const)
      await saveFormProgress(id, (p) => ({ ...p, formData: fillAll(getForm(id)), currentQuestionIndex: n }));
    await fillFourSections();
    await saveSectionField('travelHistory', 'visitedKorea', false);
    await saveSectionField('travelHistory', 'visitedOtherCountries', false);
    await saveSectionField('travelHistory', 'receivedHelp', false);
    await markApplicationFormComplete(true);

    // Section 13 C8: the sponsor's civil documents, resident registration and the language proof
    // are required originals; without them the package is not ready.
    await open();
    expect(screen.getByTestId('readiness').getAttribute('data-ready')).toBe('false');
    expect(status('sponsor-civil-documents')).toBe('todo');
    expect(status('resident-registration')).toBe('todo');
    expect(status('language-proof')).toBe('todo');
    expect(status('doc-spouseIdCard')).toBe('done');
    expect(screen.queryByTestId('check-sponsor-id')).toBeNull();
    cleanup();
    const at = '2026-11-10T00:00:00.000Z';
    for (const id of ['sponsor-civil-documents', 'communication-evidence'])
      await putTaskProgress(id, () => ({
        taskId: id,
        status: 'completed',
        progress: 100,
        completedAt: at,
        lastUpdated: at,
      }));
    // fillAll's answers disagree across forms; the audit finds them, and "Ready" needs none open (D27).
    for (const finding of await readAudit()) await acknowledgeFinding(finding, 'Checked with the documents.');

    await open();
    expect(screen.getByTestId('readiness').getAttribute('data-ready')).toBe('true');
    expect(screen.getByText('Ready to apply')).toBeTruthy();
    expect(screen.getByTestId('overall-percent').textContent).toBe('100%');
    expect(within(screen.getByTestId('package-summary')).getByText('Jane Doe')).toBeTruthy();
    expect(within(screen.getByTestId('package-summary')).getByText('A12345678')).toBeTruthy();
  });
});

describe('answers in the wrong language, beside the form or statement they belong to', () => {
  it('lists each one as a link to where it is fixed', async () => {
    const invitation = {
      ...fixtureAnswers['invitation-letter'],
      'il.how-met': {
        story: '2021년 6월 시애틀에서 처음 만났어요.\nWe met at a church event in Seattle in June 2021.',
      },
    };
    await saveFormProgress('invitation-letter', (p) => ({ ...p, formData: invitation, status: 'completed' }));
    await saveFormProgress('personal-guarantee', (p) => ({
      ...p,
      formData: {
        ...fixtureAnswers['personal-guarantee'],
        'pg.applicant-name': { familyName: '스미스', givenNames: 'JANE' },
      },
    }));
    await updateSection('sponsorStatement', (s) => ({
      ...s,
      language: 'ko',
      extractedInfo: { how_met: 'We met at a language exchange in Seoul.', future_plans: '서울에서 살 거예요.' },
    }));
    await open();

    const invitationItem = within(screen.getByTestId('check-invitation-letter'));
    const howMet = getForm('invitation-letter').questions.findIndex((q) => q.id === 'il.how-met');
    await waitFor(
      () =>
        expect(invitationItem.getByTestId('wrong-language-reason').textContent).toContain(
          'The form asks these in Korean',
        ),
      slow,
    );
    expect(invitationItem.getAllByTestId('wrong-language-link').map((a) => a.getAttribute('href'))).toEqual([
      `/f6/invitation-letter?q=${howMet}`,
    ]);

    const guaranteeItem = within(screen.getByTestId('check-personal-guarantee'));
    expect(guaranteeItem.getByTestId('wrong-language-reason').textContent).toContain(
      'in English letters, as in the passport',
    );
    expect(guaranteeItem.getByTestId('wrong-language-link').textContent).toMatch(/^1, 2 · /);

    const statementItem = within(screen.getByTestId('check-sponsor-statement'));
    expect(statementItem.getByTestId('wording-reason').textContent).toContain(
      'Korean wording still missing for answers written in English:',
    );
    expect(statementItem.getAllByTestId('wording-link').map((a) => a.getAttribute('href'))).toEqual([
      '/enhancement?tab=sponsor#wording-sponsor-ko-how_met',
    ]);
  });
});

describe('a link to a section of the visa form', () => {
  it('opens that section, also when the link is on this page (an audit finding; a trial found it left closed)', async () => {
    const WithLink = () => (
      <>
        <Link to="/final-application" hash="visa-travelHistory" data-testid="to-travel">
          Travel
        </Link>
        <FinalApplicationPage />
      </>
    );
    await renderPage(WithLink, { path: '/final-application' });
    const travel = await screen.findByTestId('section-travelHistory', undefined, slow);
    expect(travel.hasAttribute('data-active')).toBe(false);
    fireEvent.click(screen.getByTestId('to-travel'));
    await waitFor(() => expect(screen.getByTestId('section-travelHistory').hasAttribute('data-active')).toBe(true));
  });
});

describe('marking the application form complete', () => {
  it('is judged on the sections as the page shows them, person facts included (a trial clicked and nothing happened)', async () => {
    // The stored copy lacks what the people records and the official forms answer; the page shows it all.
    await markApplicationFormComplete(true, { ...(await readSection('applicationForms')), ...fullVisaAnswers() });
    expect((await readSection('applicationForms')).completedAt).toBeTruthy();
    await markApplicationFormComplete(false);
    expect((await readSection('applicationForms')).completedAt).toBeNull();
    // Nothing shown filled: no mark.
    await markApplicationFormComplete(true);
    expect((await readSection('applicationForms')).completedAt).toBeNull();
  });
});
