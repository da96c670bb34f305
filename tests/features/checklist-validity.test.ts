import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sectionDefaults, type DocumentFileRef, type DocumentFileRole } from '@/domain/application';
import { emptyFormProgress, formIdList, progressKeys, type GlobalProgress } from '@/domain/progress';
import { applyWording } from '@/domain/statement-wording';
import { applyComposition, applyKeepComposition } from '@/domain/statements';
import { buildChecklist, type ChecklistInput } from '@/features/final-application/checklist';
import { checklistLabelFor } from '@/features/final-application/checklist-labels';
import { applicationStatus, progressWithStatuses } from '@/domain/status';
import { formCompletion } from '@/domain/forms/completion';
import { documentSlots, type ApplicationSections } from '@/domain/application';
import { getForm } from '@/domain/forms';
import { fixtureAnswers } from '../package/fixture';
import { eligibleAnswers } from '../fixtures/eligibility';

const file = (id: string, role: DocumentFileRole | null, issueDate: string | null = null): DocumentFileRef => ({
  id,
  fileName: `${id}.pdf`,
  size: 1,
  type: 'application/pdf',
  uploadedAt: '2026-11-01T00:00:00.000Z',
  role,
  issueDate,
});

const global = {
  createdAt: '2026-01-01',
  lastUpdated: '2026-01-01',
  ...Object.fromEntries(formIdList.map((id) => [progressKeys[id], emptyFormProgress(id, '2026-01-01')])),
} as unknown as GlobalProgress;

/** The checklist with the one status (domain/status) of these sections and forms: every file on this device, details confirmed. */
function checklist({ sections, global: g, today }: Omit<ChecklistInput, 'status' | 'tasks'>) {
  const s = sections as ApplicationSections;
  const status = applicationStatus({
    sections: s,
    forms: Object.fromEntries(
      formIdList.map((id) => {
        const p = g[progressKeys[id]];
        const answers = (p.formData ?? {}) as never;
        const all = getForm(id).questions.map((q) => q.id);
        return [
          id,
          {
            completion: formCompletion(getForm(id), answers, all, new Date(`${today}T12:00:00`)),
            started: Object.keys(p.formData ?? {}).length > 0,
          },
        ];
      }),
    ) as never,
    marks: {},
    here: new Set(documentSlots.flatMap((slot) => s.documents[slot].files.map((f) => f.id))),
    readings: { passport: 'confirmed', marriageCertificate: 'confirmed' },
    threads: [],
    today,
  });
  return buildChecklist({ status, sections, global: g, tasks: {}, today });
}

function docItem(
  slot: 'healthCertificate' | 'marriageCertificate',
  files: DocumentFileRef[],
  targetDate: string | null,
) {
  const sections = sectionDefaults();
  sections.documents[slot] = { files };
  sections.timeline = { targetDate };
  return checklist({ sections, global, today: '2026-11-23' }).find((i) => i.id === `doc-${slot}`);
}

describe('the final checklist judges documents by the same validity as the documents page', () => {
  it('is done only when the slot has what it needs and every dated file is valid on the target date', () => {
    const both = (applicant: string | null, sponsor: string | null) => [
      file('a', 'applicant', applicant),
      file('s', 'sponsor', sponsor),
    ];
    expect(docItem('healthCertificate', [file('a', 'applicant', '2026-11-01')], null)).toMatchObject({
      status: 'in-progress',
    });
    expect(docItem('healthCertificate', both('2026-11-01', '2026-10-01'), '2027-01-15')).toMatchObject({
      status: 'done',
    });
    expect(docItem('healthCertificate', both('2026-11-01', null), '2027-01-15')).toMatchObject({
      status: 'attention',
      slot: { problems: [{ kind: 'no-issue-date', part: 'sponsor', fileName: 's.pdf' }] },
    });
    // Issued 2026-06-01: accepted through 2026-12-01, before a 2027-01-15 appointment.
    expect(docItem('healthCertificate', both('2026-11-01', '2026-06-01'), '2027-01-15')).toMatchObject({
      status: 'attention',
      slot: {
        problems: [
          { kind: 'expires-before', part: 'sponsor', fileName: 's.pdf', until: '2026-12-01', against: '2027-01-15' },
        ],
      },
    });
    expect(docItem('marriageCertificate', [file('k', 'korean-certificate', '2026-05-01')], null)).toMatchObject({
      status: 'attention',
      slot: { problems: [{ kind: 'expired', part: 'korean-certificate', fileName: 'k.pdf', until: '2026-08-01' }] },
    });
    expect(docItem('marriageCertificate', [], null)).toMatchObject({ status: 'todo' });
  });
});

describe('the final checklist says which statement answers still need their wording', () => {
  const item = (statement: Partial<ReturnType<typeof sectionDefaults>['sponsorStatement']>) => {
    const sections = sectionDefaults();
    sections.sponsorStatement = { ...sections.sponsorStatement, ...statement };
    return checklist({ sections, global, today: '2026-11-23' }).find((i) => i.id === 'sponsor-statement');
  };
  const answers = { how_met: 'We met at a language exchange.', future_plans: '서울에서 살 거예요.' };

  it('a final Korean statement with an English answer not yet worded needs attention and names the answer', () => {
    const composed = applyComposition(
      { ...sectionDefaults().sponsorStatement, extractedInfo: answers },
      'sponsor',
      'ko',
    );
    const final = { ...composed, completedAt: '2026-11-22T00:00:00.000Z' };
    expect(item(final)).toMatchObject({
      status: 'attention',
      reason: 'statement-wording',
      wording: { language: 'ko', topics: ['how_met'], blanks: 1 },
    });
    // Worded and composed again: nothing to say.
    const worded = applyComposition(
      applyWording(final, 'ko', 'how_met', '언어 교환 모임에서 만났어요.'),
      'sponsor',
      'ko',
    );
    expect(item({ ...worded, completedAt: '2026-11-22T00:00:00.000Z' })).toMatchObject({ status: 'done' });
    expect(item({ ...worded, completedAt: '2026-11-22T00:00:00.000Z' })?.wording).toBeUndefined();
    // The same answers in an English statement: the Korean answer is the one to word.
    expect(
      item({ ...applyComposition({ ...sectionDefaults().sponsorStatement, extractedInfo: answers }, 'sponsor', 'en') }),
    ).toMatchObject({ status: 'in-progress', wording: { language: 'en', topics: ['future_plans'] } });
  });

  it('says nothing while the statement has no language yet', () => {
    expect(item({ extractedInfo: answers })?.wording).toBeUndefined();
  });
});

describe('the final checklist says when a statement was composed before the latest answers', () => {
  const item = (statement: ReturnType<typeof sectionDefaults>['personalStatement']) => {
    const sections = sectionDefaults();
    sections.personalStatement = statement;
    return checklist({ sections, global, today: '2026-11-23' }).find((i) => i.id === 'personal-statement');
  };

  it('a final statement answered more since needs attention; keeping it as is settles it', () => {
    const composed = applyComposition(
      { ...sectionDefaults().personalStatement, extractedInfo: { how_met: 'We met in Seoul.' } },
      'personal',
      'en',
    );
    const final = { ...composed, completedAt: '2026-11-22T00:00:00.000Z' };
    expect(item(final)).toMatchObject({ status: 'done' });
    const more = { ...final, extractedInfo: { ...final.extractedInfo, future_plans: 'We will live in Busan.' } };
    expect(item(more)).toMatchObject({ status: 'attention', reason: 'statement-stale' });
    expect(item({ ...more, completedAt: null })).toMatchObject({ status: 'in-progress', reason: 'statement-stale' });
    expect(item(applyKeepComposition(more))).toMatchObject({ status: 'done' });
    expect(item(applyKeepComposition(more))?.reason).toBeUndefined();
  });
});

describe('the final checklist says which official-form answers are in the wrong language', () => {
  const withInvitation = (formData: Record<string, unknown>, status: 'completed' | 'in-progress') =>
    ({
      ...global,
      [progressKeys['invitation-letter']]: {
        ...emptyFormProgress('invitation-letter', '2026-01-01'),
        formData,
        status,
      },
    }) as GlobalProgress;
  const item = (g: GlobalProgress) =>
    checklist({ sections: sectionDefaults(), global: g, today: '2026-11-23' }).find(
      (i) => i.id === 'invitation-letter',
    );
  const mixed = {
    ...fixtureAnswers['invitation-letter'],
    'il.how-met': { story: '2021년 6월 시애틀에서 처음 만났어요.\nWe met at a church event in Seattle in June 2021.' },
  };

  it('a finished form with one needs attention and names the question; in progress it stays in progress', () => {
    const index = getForm('invitation-letter').questions.findIndex((q) => q.id === 'il.how-met');
    expect(item(withInvitation(mixed, 'completed'))).toMatchObject({
      status: 'attention',
      reason: 'wrong-language',
      wrongLanguage: [{ questionId: 'il.how-met', index, asks: 'ko' }],
    });
    const unfinished = { ...mixed };
    delete (unfinished as Record<string, unknown>)['il.sponsor-birth'];
    expect(item(withInvitation(unfinished, 'in-progress'))).toMatchObject({
      status: 'in-progress',
      reason: 'wrong-language',
    });
    expect(item(withInvitation(fixtureAnswers['invitation-letter'], 'completed'))).toMatchObject({ status: 'done' });
    expect(item(withInvitation(fixtureAnswers['invitation-letter'], 'completed'))?.wrongLanguage).toBeUndefined();
  });
});

describe('the criminal-record line follows the couple (D28)', () => {
  const recordsFor = (eligibility: Record<string, unknown>) => {
    const sections = sectionDefaults();
    sections.eligibility = { ...sections.eligibility, ...eligibility } as never;
    return checklist({ sections, global, today: '2026-11-23' }).find((i) => i.id === 'criminal-records');
  };

  it('a Vietnamese applicant in Hanoi: the record of the country of nationality and residence, no FBI line', () => {
    const item = recordsFor({ nationality: 'VN', applicantResidence: 'VN', applicantRegion: 'hanoi' });
    expect(item?.records).toBe('other-country');
    expect(checklistLabelFor(item as never, 'en').message).not.toMatch(/FBI/);
    expect(checklistLabelFor(item as never, 'en').message).toMatch(/country of nationality and residence/);
  });

  it('a US applicant keeps the FBI check with apostille; a Japanese applicant living in the US needs both', () => {
    const us = recordsFor({ nationality: 'US', applicantResidence: 'US', applicantRegion: 'WA' });
    expect(us?.records).toBe('fbi');
    expect(checklistLabelFor(us as never, 'en').message).toMatch(/FBI check with apostille/);
    expect(recordsFor({ nationality: 'JP', applicantResidence: 'US', applicantRegion: 'CA' })?.records).toBe('both');
  });
});

const koCatalog = JSON.parse(readFileSync('locales/ko/common.json', 'utf8')) as Record<string, string>;

describe("the photo and the fee are the couple's mission's, as the timeline says (D28)", () => {
  const dayLines = (eligibility: Record<string, unknown>, locale: 'en' | 'ko' = 'en') => {
    const sections = sectionDefaults();
    sections.eligibility = { ...sections.eligibility, ...eligibility } as never;
    const items = checklist({ sections, global, today: '2026-11-23' });
    const line = (id: 'photo' | 'fee' | 'appointment') => {
      const item = items.find((i) => i.id === id);
      const label = checklistLabelFor(item as never, locale);
      // The catalog's message with its values in place, as Lingui renders it.
      const template = locale === 'ko' ? koCatalog[label.id as string] : (label.message ?? '');
      return template.replace(/\{\{?(\w+)\}\}?/g, (_, k: string) => String(label.values?.[k] ?? ''));
    };
    return { photo: line('photo'), fee: line('fee'), appointment: line('appointment'), items };
  };

  it.each([
    [
      'a Filipino applicant in Manila, the sponsor in Busan',
      { nationality: 'PH', applicantResidence: 'PH' },
      /Philippines \(Manila\)/,
    ],
    [
      'a Chinese applicant in Osaka, married in Korea',
      { nationality: 'CN', applicantResidence: 'JP', applicantRegion: 'osaka', marriagePlace: 'korea' },
      /Consulate General in Osaka/,
    ],
  ])('%s: photo and fee unknown, ask the mission by name; nothing of Seattle or US$45', (_name, facts, mission) => {
    const { photo, fee, appointment } = dayLines(facts);
    // The booking too: a US consulate's "no mail or agent" is not said for another mission.
    for (const line of [photo, fee, appointment]) {
      expect(line).toMatch(/Not known here/);
      expect(line).toMatch(mission);
      expect(line).not.toMatch(/Seattle|Chicago|US\$|2 × 2|3\.5/);
    }
    const ko = dayLines(facts, 'ko');
    expect(ko.fee).toMatch(/^사증 수수료: 여기서는 알 수 없어요/);
    expect(ko.fee).not.toMatch(/시애틀|시카고|미화/);
    expect(ko.appointment).toMatch(/^예약: 여기서는 알 수 없어요/);
  });

  it("a Vietnamese applicant in Ho Chi Minh City: the booking is that consulate's to say", () => {
    const { appointment } = dayLines({
      nationality: 'VN',
      applicantResidence: 'VN',
      applicantRegion: 'ho-chi-minh-city',
    });
    expect(appointment).toMatch(/^Appointment: Not known here: ask the Korean Consulate General in Ho Chi Minh City/);
    expect(appointment).not.toMatch(/mail or agent/);
  });

  it("an American in Washington state: the Seattle consulate's photo and fee, with their source", () => {
    const { photo, fee, items } = dayLines({ nationality: 'US', applicantResidence: 'US', applicantRegion: 'WA' });
    expect(photo).toBe(
      'Photo, as the Korean Consulate General in Seattle asks: One 2×2 in photo taken within 6 months, not printed at home.',
    );
    expect(fee).toBe('Fee at the Korean Consulate General in Seattle: US$45 for US citizens.');
    expect(dayLines({ nationality: 'US', applicantResidence: 'US', applicantRegion: 'WA' }).appointment).toBe(
      'Appointment at the Korean Consulate General in Seattle: In person, by appointment; no agent filing.',
    );
    const feeItem = items.find((i) => i.id === 'fee');
    expect(feeItem?.mission?.known && feeItem.mission.source.url).toMatch(/us-seattle/);
    expect(dayLines({ nationality: 'US', applicantResidence: 'US', applicantRegion: 'WA' }, 'ko').fee).toBe(
      '주시애틀 총영사관 수수료: 미국 국민 45달러.',
    );
  });

  it('no residence given yet: whom to ask, never a US default', () => {
    const { photo, fee } = dayLines({ nationality: 'PH' });
    expect(photo).toMatch(/^Photo: Not known here: ask the Korean mission that covers where the applicant lives/);
    expect(fee).not.toMatch(/US\$|Seattle/);
  });
});

describe('a Chinese applicant: the checklist holds what the timeline plans (D25, D28)', () => {
  const forChina = (completed: boolean | undefined, marks: Record<string, { status: 'completed' }> = {}) => {
    const sections = sectionDefaults();
    Object.assign(sections.eligibility, {
      nationality: 'China',
      applicantResidence: 'CN',
      ...(completed === undefined ? {} : { completedMarriageGuidanceProgram: completed }),
    });
    const status = applicationStatus({
      sections,
      forms: Object.fromEntries(
        formIdList.map((id) => [
          id,
          { completion: formCompletion(getForm(id), {}, [], new Date('2026-11-23T12:00:00')), started: false },
        ]),
      ) as never,
      marks: Object.fromEntries(
        Object.entries(marks).map(([taskId, m]) => [
          taskId,
          { taskId, status: m.status, progress: 100, lastUpdated: '2026-11-20' },
        ]),
      ) as never,
      here: new Set(),
      readings: {},
      threads: [],
      today: '2026-11-23',
    });
    const tasks = progressWithStatuses(
      Object.fromEntries(
        Object.entries(marks).map(([taskId, m]) => [
          taskId,
          { taskId, status: m.status, progress: 100, lastUpdated: '2026-11-20' },
        ]),
      ),
      status.tasks,
    );
    return buildChecklist({ status, sections, global, tasks, today: '2026-11-23' });
  };

  it('names the TB test in the health line and has a line for the guidance program', () => {
    const items = forChina(undefined);
    const health = items.find((i) => i.id === 'health-certificates')!;
    expect(health.tb).toBe(true);
    expect(checklistLabelFor(health, 'en').message).toContain('TB test');
    expect(items.find((i) => i.id === 'guidance-program')).toMatchObject({ status: 'todo', to: '/timeline' });
  });

  it('the program line follows the eligibility answer, as the timeline task does', () => {
    expect(forChina(true).find((i) => i.id === 'guidance-program')?.status).toBe('done');
    expect(forChina(false).find((i) => i.id === 'guidance-program')?.status).toBe('todo');
    // Marked done by hand while eligibility says "not yet": not done anywhere.
    expect(
      forChina(false, { 'marriage-guidance-program': { status: 'completed' } }).find((i) => i.id === 'guidance-program')
        ?.status,
    ).toBe('in-progress');
    // Nothing answered: the hand mark rules.
    expect(
      forChina(undefined, { 'marriage-guidance-program': { status: 'completed' } }).find(
        (i) => i.id === 'guidance-program',
      )?.status,
    ).toBe('done');
  });

  it('a Japanese applicant has neither', () => {
    const sections = sectionDefaults();
    Object.assign(sections.eligibility, { nationality: 'Japan', applicantResidence: 'JP' });
    const items = checklist({ sections, global, today: '2026-11-23' });
    expect(items.find((i) => i.id === 'guidance-program')).toBeUndefined();
    expect(items.find((i) => i.id === 'health-certificates')?.tb).toBeUndefined();
  });
});

describe('the eligibility line', () => {
  it('completed with its points acknowledged: done, with no "points to fix" beside it (a trial)', () => {
    const sections = sectionDefaults();
    Object.assign(sections.eligibility, {
      ...eligibleAnswers,
      koreanLanguageLevel: 'basic',
      checkResult: 'needs-attention',
      acknowledgedChecks: ['communication'],
      completedAt: '2026-11-20T09:00:00.000Z',
    });
    const item = checklist({ sections, global, today: '2026-11-23' }).find((i) => i.id === 'eligibility')!;
    expect(item.status).toBe('done');
    expect(item.reason).toBeUndefined();
    // Not completed, the same answers still say what needs a look.
    Object.assign(sections.eligibility, { completedAt: null });
    const open = checklist({ sections, global, today: '2026-11-23' }).find((i) => i.id === 'eligibility')!;
    expect(open).toMatchObject({ status: 'attention', reason: 'needs-attention' });
  });
});
