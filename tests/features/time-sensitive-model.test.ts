/**
 * One list of time-sensitive tasks (timeSensitiveTasks): the timeline schedules them, and the
 * time-sensitive documents page shows a card for each and counts exactly them, for every couple.
 */
import { describe, expect, it } from 'vitest';
import { deriveCouple } from '@/domain/couple';
import { timeSensitiveDocsFor } from '@/domain/documents/time-sensitive-for-couple';
import { computeSchedule, planOptionsFromCouple, timeSensitiveTasks, type ExemptionStatus } from '@/domain/timeline';
import { buildTimeSensitive } from '@/features/time-sensitive-docs/model';

const TODAY = '2026-11-26';
const unknown: ExemptionStatus = { criminalRecordCheck: 'unknown', healthCheck: 'unknown' };

const couples: Record<string, Record<string, unknown>> = {
  'Filipino in the Philippines, sponsor in another country': {
    nationality: 'PH',
    applicantResidence: 'PH',
    marriagePlace: 'abroad',
    marriageCountry: 'PH',
    sponsorResidence: 'other',
  },
  'Vietnamese in Korea, sponsor in Korea': {
    nationality: 'VN',
    applicantResidence: 'KR',
    marriagePlace: 'korea',
    sponsorResidence: 'korea',
  },
  'American in Washington, sponsor in the US': {
    nationality: 'US',
    applicantResidence: 'US',
    applicantRegion: 'WA',
    marriagePlace: 'abroad',
    marriageCountry: 'US',
    sponsorResidence: 'us',
  },
  'nothing answered yet': {},
};

describe.each(Object.entries(couples))('%s', (_name, eligibility) => {
  const couple = deriveCouple({ eligibility });
  const options = planOptionsFromCouple(couple);
  const view = buildTimeSensitive(unknown, {}, options, timeSensitiveDocsFor(couple, TODAY));
  const inPlan = timeSensitiveTasks(unknown, options).map((task) => task.id);

  it('the page counts the time-sensitive tasks of the timeline’s plan, and each has its card', () => {
    const scheduled = computeSchedule('2027-06-30', TODAY, { ...options, exemptions: unknown })
      .filter((entry) => entry.task.timeSensitive)
      .map((entry) => entry.taskId);
    expect([...inPlan].sort()).toEqual([...scheduled].sort());
    expect(view.counts.total).toBe(inPlan.length);
    const carded = view.docs.flatMap((d) => d.planned.map((task) => task.id));
    expect(carded.sort()).toEqual([...inPlan].sort());
    for (const d of view.docs) expect(d.availability === 'in-plan').toBe(d.planned.length > 0);
  });
});

describe('a sponsor living in another country', () => {
  it('has the record of that country as a card of its own, in the plan, with its validity', () => {
    const couple = deriveCouple({ eligibility: couples['Filipino in the Philippines, sponsor in another country'] });
    const view = buildTimeSensitive(unknown, {}, planOptionsFromCouple(couple), timeSensitiveDocsFor(couple, TODAY));
    const card = view.docs.find((d) => d.doc.id === 'sponsor-residence-criminal-record');
    expect(card?.availability).toBe('in-plan');
    expect(card?.planned.map((task) => task.id)).toEqual(['sponsor-residence-criminal-record']);
    expect(card?.doc.validityNote.en).toBe('Issued within 3 months before the application.');
    expect(card?.doc.title.ko).toBe('초청인 거주국의 범죄경력 증명 서류');
    // The Korean record is its own card beside it.
    expect(view.docs.find((d) => d.doc.id === 'korean-criminal-record')?.availability).toBe('in-plan');
  });

  it('a sponsor in Korea or the US gets no such card', () => {
    for (const name of ['Vietnamese in Korea, sponsor in Korea', 'American in Washington, sponsor in the US']) {
      const couple = deriveCouple({ eligibility: couples[name] });
      expect(timeSensitiveDocsFor(couple, TODAY).map((d) => d.id)).not.toContain('sponsor-residence-criminal-record');
    }
  });
});

describe('an applicant who already holds a TOPIK score', () => {
  it('reads "you hold it" on the TOPIK card, not "not in your plan", and no exam is planned', () => {
    // A trial: eligibility said TOPIK level 1, the checklist asked for its score report, and the card said "Not in your plan".
    for (const koreanLanguageLevel of ['topik1', 'topik2plus']) {
      const couple = deriveCouple({ eligibility: { nationality: 'CN', koreanLanguageLevel } });
      const options = planOptionsFromCouple(couple);
      const view = buildTimeSensitive(unknown, {}, options, timeSensitiveDocsFor(couple, TODAY));
      expect(view.docs.find((d) => d.doc.id === 'topik')?.availability).toBe('held');
      expect(timeSensitiveTasks(unknown, options).map((task) => task.id)).not.toContain('topik-certificate');
    }
    const none = deriveCouple({ eligibility: { nationality: 'CN', koreanLanguageLevel: 'native-or-shared-language' } });
    const view = buildTimeSensitive(unknown, {}, planOptionsFromCouple(none), timeSensitiveDocsFor(none, TODAY));
    expect(view.docs.find((d) => d.doc.id === 'topik')?.availability).toBe('not-in-plan');
  });
});
