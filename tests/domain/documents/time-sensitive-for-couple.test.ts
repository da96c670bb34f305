import { describe, expect, it } from 'vitest';
import { deriveCouple } from '@/domain/couple';
import { timeSensitiveDocsFor } from '@/domain/documents/time-sensitive-for-couple';
import { timeSensitiveDocs } from '@/domain/timeline/time-sensitive-docs';
import { excludedTaskIds, planOptionsFromCouple, timelineTasks, type TimeSensitiveDoc } from '@/domain/timeline';

const TODAY = '2026-11-26';

const couple = (eligibility: Record<string, unknown>) => deriveCouple({ eligibility });

const vietnam = couple({
  nationality: 'VN',
  applicantResidence: 'VN',
  applicantRegion: 'hanoi',
  marriagePlace: 'abroad',
  marriageCountry: 'VN',
  sponsorResidence: 'korea',
});
const us = couple({
  nationality: 'US',
  applicantResidence: 'US',
  applicantRegion: 'WA',
  marriagePlace: 'abroad',
  marriageCountry: 'US',
  sponsorResidence: 'korea',
});

const ids = (docs: TimeSensitiveDoc[]) => docs.map((doc) => doc.id);
const byId = (docs: TimeSensitiveDoc[], id: string) => docs.find((doc) => doc.id === id) as TimeSensitiveDoc;
const text = (doc: TimeSensitiveDoc) => JSON.stringify(doc);

describe('time-sensitive documents for the couple (D28; criminal record of nationality and residence, Korean Embassy in Japan F-6 page)', () => {
  it('a Vietnamese applicant in Hanoi gets the record of Vietnam with its apostille and certainty, and no FBI card', () => {
    const docs = timeSensitiveDocsFor(vietnam, TODAY);
    expect(ids(docs)).not.toContain('fbi-check');
    expect(ids(docs)).not.toContain('apostille');
    const record = byId(docs, 'applicant-criminal-record');
    expect(record.title.en).toBe("Applicant's criminal record (Vietnam)");
    expect(record.title.ko).toMatch(/신청인 범죄경력 증명 서류/);
    expect(record.authentication).toHaveLength(1);
    expect(record.authentication?.[0]?.text.en).toMatch(/apostille from Vietnam/);
    // In force for Viet Nam only since 2026-09-11: shown as uncertain, ask the mission.
    expect(record.authentication?.[0]?.source?.uncertain).toBe(true);
    expect(text(record)).not.toMatch(/USPS|DS-4194|edo\.cjis/);
  });

  it('before Viet Nam joined the Apostille Convention the card says to ask the mission', () => {
    const record = byId(timeSensitiveDocsFor(vietnam, '2026-01-01'), 'applicant-criminal-record');
    expect(record.authentication?.[0]?.text.en).toMatch(/not known here\. Ask the Korean mission/);
    expect(record.authentication?.[0]?.source).toBeUndefined();
  });

  it('the health certificate of a Vietnamese applicant comes from a hospital in Vietnam, the TB card names Vietnam on the list (HiKorea TB notice)', () => {
    const docs = timeSensitiveDocsFor(vietnam, TODAY);
    const health = byId(docs, 'medical-exam');
    expect(text(health)).not.toMatch(/valid in the US|미국에서 유효한/);
    expect(health.designatedInstitutions[0]?.name.en).toMatch(/hospital in Vietnam/);
    expect(health.designatedInstitutions[0]?.name.ko).toMatch(/재외공관이 인정하는 베트남의 병원/);
    const tb = byId(docs, 'tb-test');
    expect(tb.summary.en).toMatch(/Vietnam is one of the 35 TB high-risk countries/);
    expect(tb.summary.ko).not.toMatch(/미국은 이 목록에 없어요/);
  });

  it('the record card is in the plan for the Vietnamese couple and out of it for the US couple', () => {
    const planned = (c: typeof vietnam) => {
      const excluded = excludedTaskIds(
        { criminalRecordCheck: 'required', healthCheck: 'required' },
        planOptionsFromCouple(c),
      );
      return timelineTasks.filter((task) => !excluded.has(task.id)).map((task) => task.timeSensitive);
    };
    expect(planned(vietnam)).toContain('applicant-criminal-record');
    expect(planned(vietnam)).not.toContain('fbi-check');
    expect(planned(us)).toContain('fbi-check');
    expect(planned(us)).not.toContain('applicant-criminal-record');
  });

  it('a US couple still sees the FBI check and its apostille, a US clinic and "the United States is not one of them"', () => {
    const docs = timeSensitiveDocsFor(us, TODAY);
    expect(ids(docs)).toEqual(expect.arrayContaining(['fbi-check', 'apostille', 'medical-exam', 'tb-test']));
    // Only the catalog's general card, which the plan leaves out for a US national living in the US.
    expect(byId(docs, 'applicant-criminal-record').authentication).toBeUndefined();
    expect(byId(docs, 'medical-exam').designatedInstitutions[0]?.name.en).toMatch(/valid in the US/);
    expect(byId(docs, 'tb-test').summary.en).toMatch(/the United States is not one of them/);
  });

  it('a Japanese applicant living in the US gets both the FBI check and the record of Japan', () => {
    const docs = timeSensitiveDocsFor(
      couple({ nationality: 'JP', applicantResidence: 'US', applicantRegion: 'CA' }),
      TODAY,
    );
    expect(ids(docs)).toContain('fbi-check');
    expect(byId(docs, 'applicant-criminal-record').title.en).toMatch(/Japan/);
    expect(byId(docs, 'tb-test').summary.en).toMatch(/Japan is not on the list/);
  });

  it('a Vietnamese applicant whose sponsor lives in the US keeps the FBI card, for the sponsor (C7)', () => {
    const docs = timeSensitiveDocsFor(
      couple({ nationality: 'VN', applicantResidence: 'VN', sponsorResidence: 'us' }),
      TODAY,
    );
    expect(ids(docs)).toContain('fbi-check');
    expect(ids(docs)).toContain('applicant-criminal-record');
  });

  it('without the couple the catalog is unchanged', () => {
    expect(ids(timeSensitiveDocsFor(undefined, TODAY))).toContain('fbi-check');
  });
});

describe('TOPIK follows where the applicant lives', () => {
  const sites = (docs: TimeSensitiveDoc[]) => byId(docs, 'topik').designatedInstitutions;
  it('a Vietnamese applicant in Hanoi hears of no US site or fee, and where to find the sites in Vietnam', () => {
    const docs = timeSensitiveDocsFor(vietnam, TODAY);
    const topik = byId(docs, 'topik');
    expect(text(topik)).not.toMatch(/\bUS\b|Guam|미국|괌/);
    expect(sites(docs)[1].name).toEqual({
      en: 'TOPIK test sites and dates in Vietnam',
      ko: '베트남의 TOPIK 시험장과 시험 일정',
    });
    // Not invented: the official site is named as where the sites and dates are.
    expect(sites(docs)[1].url).toBe('https://www.topik.go.kr');
    expect(sites(docs)[1].note?.en).toMatch(/official TOPIK site/);
  });
  it('an applicant in the US is told of the mainland paper tests and Guam', () => {
    const topik = byId(timeSensitiveDocsFor(us, TODAY), 'topik');
    expect(text(topik)).toMatch(/US mainland/);
    expect(text(topik)).toMatch(/Guam/);
  });
  it('with no residence given, the card names no country', () => {
    for (const docs of [
      timeSensitiveDocsFor(undefined, TODAY),
      timeSensitiveDocsFor(couple({ nationality: 'PH' }), TODAY),
    ]) {
      expect(text(byId(docs, 'topik'))).not.toMatch(/\bUS\b|Guam|미국|괌/);
      expect(sites(docs)[1].name.en).toBe('TOPIK test sites and dates where you live');
    }
  });
});

describe('the catalog words every couple (D28: no US citizen assumed)', () => {
  it('the FBI card speaks to a US national or resident; the TB card to no nationality in particular', () => {
    const docs = timeSensitiveDocsFor(couple({ nationality: 'JP', applicantResidence: 'US' }), TODAY);
    const fbi = byId(docs, 'fbi-check');
    expect(`${fbi.summary.en} ${fbi.whoNeedsIt.en}`).not.toMatch(/US citizen/);
    expect(fbi.whoNeedsIt.en).toMatch(/US national or lives in the US/);
    const unknown = byId(timeSensitiveDocsFor(couple({}), TODAY), 'tb-test');
    expect(unknown.summary.en).not.toMatch(/US citizens/);
  });
});

describe('the FBI check for a US national living abroad (brief 7.1)', () => {
  const fbiFor = (eligibility: Record<string, unknown>) =>
    timeSensitiveDocsFor(couple(eligibility), '2026-11-28').find((d) => d.id === 'fbi-check');

  it('living in Japan: fingerprints on a card taken there, USPS in the US only, no $50 USPS cost', () => {
    const doc = fbiFor({ nationality: 'US', applicantResidence: 'JP' });
    expect(doc?.designatedInstitutions[0].name.en).toBe('Fingerprints on an FD-1164 card, taken in Japan');
    const usps = doc?.designatedInstitutions.find((i) => i.name.en.includes('USPS'));
    expect(usps?.note?.en).toBe('In the US only.');
    expect(doc?.cost?.note?.en).not.toMatch(/USPS|\$68/);
    expect(doc?.timeRequired?.note?.en).toMatch(/Japan.*mailed card/);
    expect(doc?.alternatives.map((a) => a.en).join(' ')).not.toMatch(/Not recommended/);
  });

  it('living in the US, or not said: the catalog as it is', () => {
    const catalog = timeSensitiveDocs.find((d) => d.id === 'fbi-check');
    expect(fbiFor({ nationality: 'US', applicantResidence: 'US' })).toEqual(catalog);
    expect(fbiFor({ nationality: 'US' })).toEqual(catalog);
  });
});
