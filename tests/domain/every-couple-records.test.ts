/**
 * D28 "every couple", from the newcomer trial: the applicant's criminal record comes from the
 * country of nationality and of residence (brief 5.5, C7), never the FBI check by default; an
 * applicant living in Korea applies by change of status where allowed (brief 6.3), with no "Korean
 * mission" in Korea; Korea is not the foreign spouse's nationality.
 */
import { describe, expect, it } from 'vitest';
import { applicantRecords, deriveCouple, type Couple } from '@/domain/couple';
import { emptyPeople, withFact } from '@/domain/people';
import { documentNeeds } from '@/domain/documents/couple-needs';
import { timeSensitiveDocsFor } from '@/domain/documents/time-sensitive-for-couple';
import { applicantNationalityChoices, countries } from '@/domain/eligibility/nationality';
import { isEligibilityFieldAnswered } from '@/domain/eligibility/verdicts';
import { missionFor, missionOfCouple, missionSpecific } from '@/domain/missions';
import {
  excludedTaskIds,
  planOptionsFromCouple,
  taskForMission,
  timelineTasks,
  type TimeSensitiveDoc,
} from '@/domain/timeline';

const TODAY = '2026-11-26';
const required = { criminalRecordCheck: 'required', healthCheck: 'required' } as const;
const couple = (eligibility: Record<string, unknown>) => deriveCouple({ eligibility });
const planned = (c: Couple) => {
  const excluded = excludedTaskIds(required, planOptionsFromCouple(c));
  return timelineTasks.filter((task) => !excluded.has(task.id));
};
const plannedIds = (c: Couple) => planned(c).map((task) => task.id);
const byId = (docs: TimeSensitiveDoc[], id: string) => docs.find((doc) => doc.id === id) as TimeSensitiveDoc;
const en = (x: unknown) => JSON.stringify(x);

const nobody = couple({});
const vietnamInHanoi = couple({ nationality: 'VN', applicantResidence: 'VN', applicantRegion: 'hanoi' });
const filipinoInManila = couple({ nationality: 'PH', applicantResidence: 'PH' });
const vietnamInKorea = couple({
  nationality: 'VN',
  applicantResidence: 'KR',
  marriagePlace: 'korea',
  sponsorResidence: 'korea',
});

describe('no answers yet: the record of the country of nationality and residence, not the FBI check', () => {
  it('plans the applicant’s record, not named yet, and neither the FBI check nor its apostille', () => {
    const ids = plannedIds(nobody);
    expect(ids).toContain('applicant-criminal-record');
    expect(ids).not.toContain('fbi-check');
    expect(ids).not.toContain('fbi-apostille');
    expect(applicantRecords(nobody)).toEqual({
      fbi: false,
      countries: [],
      korea: false,
      unknown: ['nationality', 'residence'],
    });
  });

  it('the time-sensitive card says the nationality and residence are not known yet; no FBI card', () => {
    const docs = timeSensitiveDocsFor(nobody, TODAY);
    expect(docs.map((d) => d.id)).not.toContain('fbi-check');
    expect(docs.map((d) => d.id)).not.toContain('apostille');
    const record = byId(docs, 'applicant-criminal-record');
    expect(record.title.en).toMatch(/country of nationality and of residence: not known yet/);
    expect(record.summary.en).toMatch(/nationality and country of residence are not known yet/);
    expect(record.summary.ko).toMatch(/국적과 거주국을 아직 몰라요/);
  });

  it('a US national or resident still gets the FBI check and its apostille', () => {
    for (const c of [couple({ nationality: 'US' }), couple({ applicantResidence: 'US' })]) {
      expect(plannedIds(c)).toEqual(expect.arrayContaining(['fbi-check', 'fbi-apostille']));
      expect(plannedIds(c)).not.toContain('applicant-criminal-record');
    }
  });
});

describe.each([
  ['Vietnamese', vietnamInHanoi, 'Vietnam'],
  ['Filipino', filipinoInManila, 'the Philippines'],
])('a %s applicant living at home', (_who, c, name) => {
  it('plans the record of that country and no FBI check', () => {
    expect(plannedIds(c)).toContain('applicant-criminal-record');
    expect(plannedIds(c)).not.toContain('fbi-check');
    expect(byId(timeSensitiveDocsFor(c, TODAY), 'applicant-criminal-record').title.en).toBe(
      `Applicant's criminal record (${name})`,
    );
    expect(en(timeSensitiveDocsFor(c, TODAY))).not.toMatch(/edo\.cjis|DS-4194|Identity History Summary/);
  });
});

describe('a Vietnamese applicant living in Korea (married in Korea, sponsor in Korea)', () => {
  it('the criminal record names Vietnam and Korea, says what is not known about Korea’s and whom to ask', () => {
    expect(applicantRecords(vietnamInKorea)).toMatchObject({ fbi: false, countries: ['VN'], korea: true });
    const record = byId(timeSensitiveDocsFor(vietnamInKorea, TODAY), 'applicant-criminal-record');
    expect(record.title.en).toBe("Applicant's criminal record (Vietnam, the Republic of Korea)");
    expect(record.title.ko).toBe('신청인 범죄경력 증명 서류 (베트남, 대한민국)');
    expect(record.summary.en).toMatch(/of residence: Vietnam, the Republic of Korea/);
    expect(record.summary.en).toMatch(/Korea \(the country of residence\): whether .* is not known here/);
    expect(record.summary.en).toMatch(/Immigration Contact Center \(1345\)/);
    expect(record.summary.ko).toMatch(/외국인종합안내센터\(1345\)/);
    expect(record.designatedInstitutions.map((i) => i.name.en)).toEqual([
      'Vietnam: the Judicial Record Certificate (Phiếu lý lịch tư pháp), from the Department of Justice (Sở Tư pháp) of the province where you live, or the National Centre for Judicial Records',
      'Korea, where the applicant lives',
    ]);
    // Named from practitioners' guides, and said so, with whom to ask which form the mission wants.
    expect(record.designatedInstitutions[0].note?.en).toMatch(/not a Korean mission/);
    expect(record.designatedInstitutions[0].note?.en).toMatch(/1345/);
    expect(plannedIds(vietnamInKorea)).toContain('applicant-criminal-record');
  });

  it('no card names a Korean mission in Korea: the clinic and the TB certificate say whom to ask there', () => {
    const docs = timeSensitiveDocsFor(vietnamInKorea, TODAY);
    const text = en(docs);
    expect(text).not.toMatch(/mission there accepts|hospital in the Republic of Korea|Ask the Korean mission/);
    expect(text).not.toMatch(/재외공관이 인정하는 대한민국/);
    const clinic = byId(docs, 'medical-exam').designatedInstitutions[0];
    expect(clinic?.name.en).toBe('Applicant: a hospital in Korea');
    expect(clinic?.note?.en).toMatch(/1345/);
    const tb = byId(docs, 'tb-test');
    expect(tb.summary.en).toMatch(/change of status, a TB certificate is asked .* 6 consecutive months/);
    expect(tb.designatedInstitutions[0]?.note?.en).toMatch(/1345/);
    // TOPIK: the official site lists the test sites in Korea.
    expect(byId(docs, 'topik').designatedInstitutions[1]?.name.en).toBe(
      'TOPIK test sites and dates in the Republic of Korea',
    );
  });

  it('where to apply: the change of status at the immigration office where allowed, else a mission abroad, whom to ask', () => {
    const answer = missionOfCouple(vietnamInKorea);
    expect(answer.kind).toBe('in-korea');
    if (answer.kind !== 'in-korea') return;
    const said = answer.route.points.map((p) => p.text.en).join(' ');
    expect(said).toMatch(/change of status at the immigration office/);
    expect(said).toMatch(/integrated application form \(No\. 34\)/);
    expect(said).toMatch(/usually cannot change/);
    expect(said).toMatch(/mission abroad\. Which mission is not known here/);
    expect(said).toMatch(/Immigration Contact Center \(1345\)/);
    expect(said).not.toMatch(/plans the consulate route/);
    // Practitioner reports are shown as such, each with a date.
    for (const p of answer.route.points) if (p.source) expect(p.source.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer.route.points[1]?.source?.secondary).toBe(true);
    // The office's specifics: the fee and time as reported, the photo unknown with whom to ask.
    const fee = missionSpecific(answer, 'fee');
    expect(fee.known && fee.value.en).toMatch(/130,000 KRW/);
    expect(fee.known && fee.source.secondary).toBe(true);
    const photo = missionSpecific(answer, 'photo');
    expect(!photo.known && photo.ask.en).toMatch(/1345/);
  });

  it("the plan's steps follow that route: no consulate booking, no unnamed Korean mission as a source", () => {
    const answer = missionFor({ country: 'KR' });
    const tasks = planned(vietnamInKorea).map((task) => taskForMission(task, answer));
    for (const task of tasks) {
      expect(task.source.title, task.id).not.toMatch(/not named yet/);
      expect(task.source.url ?? '', task.id).not.toMatch(/overseas\.mofa\.go\.kr\/us-/);
      expect(task.description.en, task.id).not.toMatch(/mission that covers where the applicant lives|ask the mission/);
    }
    const book = tasks.find((t) => t.id === 'book-appointment');
    expect(book?.title.en).toBe('Book the visit to the immigration office (HiKorea)');
    expect(book?.description.en).toMatch(/HiKorea/);
    const submit = tasks.find((t) => t.id === 'submit-application');
    expect(submit?.title.en).toBe('Apply for the change of status at the immigration office');
    expect(submit?.description.en).toMatch(/Fee: 130,000 KRW/);
    expect(submit?.description.en).toMatch(/mission abroad instead/);
    expect(submit?.title.ko).toMatch(/체류자격 변경/);
  });

  it('the documents checklist asks about Korea’s record, with whom to ask', () => {
    const needs = documentNeeds(vietnamInKorea, TODAY);
    expect(needs.records).toMatchObject({ applicantFbi: false, applicantCountries: ['VN'], applicantInKorea: true });
  });
});

describe('Korea is not the foreign spouse’s nationality', () => {
  it('the nationality choices leave Korea out; the residence choices keep it', () => {
    expect(applicantNationalityChoices.map((c) => c.code)).not.toContain('KR');
    expect(countries.map((c) => c.code)).toContain('KR');
  });

  it.each(['KR', 'Republic of Korea', '대한민국', 'korean'])(
    'a saved nationality “%s” reads as not given and is asked again; nothing else is lost',
    (saved) => {
      const c = couple({ nationality: saved, applicantResidence: 'VN', marriagePlace: 'korea' });
      expect(c.applicant.nationality).toBeUndefined();
      expect(c.applicant.residence).toBe('VN');
      expect(c.marriage.place).toBe('korea');
      expect(isEligibilityFieldAnswered({ nationality: saved } as never, 'nationality')).toBe(false);
      expect(isEligibilityFieldAnswered({ nationality: 'VN' } as never, 'nationality')).toBe(true);
    },
  );
});

describe('a nationality read from the passport (three letters, as the machine-readable zone gives it)', () => {
  it('"PHL" is the Philippines: the TB test is planned and the record named, the same as for "Philippines"', () => {
    const people = withFact(
      emptyPeople(),
      { role: 'applicant', fact: 'nationality' },
      'PHL',
      '2026-11-01T00:00:00.000Z',
    );
    const fromPassport = deriveCouple({ people, eligibility: { applicantResidence: 'PH' } });
    expect(fromPassport.applicant.nationality).toBe('PH');
    expect(fromPassport.tbHighRisk).toBe(true);
    expect(applicantRecords(fromPassport)).toEqual(applicantRecords(filipinoInManila));
    expect(plannedIds(fromPassport)).toEqual(plannedIds(filipinoInManila));
  });
});
