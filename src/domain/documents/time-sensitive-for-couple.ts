/**
 * The time-sensitive documents as this couple needs them (D28): the criminal record of the
 * applicant's country of nationality and residence with how it is authenticated, the FBI check only
 * for a US national or resident (or a sponsor living in the US), the record of the sponsor's country
 * of residence only for a sponsor living outside Korea and the US, and the health and TB texts by where
 * the applicant lives and their nationality, TOPIK's test sites by where the applicant lives. Without the couple's facts the catalog stays as it is.
 */
import type { Localized } from '../common';
import { applicantOtherRecordCountries, applicantUsPapers, type Couple } from '../couple';
import { countryAtStart, countryInProse, type CountryCode } from '../eligibility/nationality';
import {
  timeSensitiveDocs,
  topikSitesElsewhere,
  topikUs,
  type DocAuthentication,
  type TimeSensitiveDoc,
} from '../timeline/time-sensitive-docs';
import { authenticationFor } from './couple-needs';

// Names as sentences insert them: "the Philippines" (a title or a list line starts with a capital).
const nameOf = countryInProse;

const joined = (codes: readonly CountryCode[]): Localized => ({
  en: codes.map((code) => nameOf(code).en).join(', '),
  ko: codes.map((code) => nameOf(code).ko).join(', '),
});

function authenticationOf(code: CountryCode, today: string): DocAuthentication {
  const name = nameOf(code);
  const start = countryAtStart(code);
  const auth = authenticationFor(code, today);
  if (auth.kind === 'apostille')
    return {
      text: {
        en: `${start.en}: an apostille from ${name.en} replaces consular legalisation (both countries are parties to the Apostille Convention).`,
        ko: `${name.ko}: 두 나라 모두 아포스티유 협약 가입국이라 ${name.ko}의 아포스티유로 영사 확인을 대신해요.`,
      },
      source: auth.source,
    };
  return {
    text: {
      en: `${start.en}: whether an apostille or consular legalisation is needed is not known here. Ask the Korean mission.`,
      ko: `${name.ko}: 아포스티유와 영사 확인 중 무엇이 필요한지 여기서는 알 수 없어요. 재외공관에 문의하세요.`,
    },
  };
}

/** The applicant's record from each country of nationality and residence outside the US and Korea (C7). */
export function applicantRecordDoc(
  generic: TimeSensitiveDoc,
  countries: readonly CountryCode[],
  today: string,
): TimeSensitiveDoc {
  const names = joined(countries);
  return {
    ...generic,
    title: { en: `Applicant's criminal record (${names.en})`, ko: `신청인 범죄경력 증명 서류 (${names.ko})` },
    summary: {
      en: `A criminal record is needed from the applicant's country of nationality and of residence: ${names.en}. It is that country's police or justice record, issued within 3 months of the application, authenticated as below and translated into Korean.`,
      ko: `신청인 국적국·거주국의 범죄경력 증명 서류가 필요해요: ${names.ko}. 그 나라 경찰이나 법무 기관의 범죄경력 증명 서류를 신청일 기준 3개월 이내에 발급받아 아래처럼 인증을 받고 한국어 번역을 첨부해요.`,
    },
    whoNeedsIt: {
      en: 'The applicant, for each country of nationality and of residence, unless exempt.',
      ko: '신청인: 국적국과 거주국마다 필요해요(면제 대상은 제외해요).',
    },
    designatedInstitutions: countries.map((code) => ({
      name: {
        en: `The police or justice authority of ${nameOf(code).en}`,
        ko: `${nameOf(code).ko}의 경찰 또는 법무 기관`,
      },
      note: generic.designatedInstitutions[0]?.note,
    })),
    authentication: countries.map((code) => authenticationOf(code, today)),
  };
}

/** The applicant's clinic by where they live: a US clinic only for someone living in the US. */
function withApplicantClinic(doc: TimeSensitiveDoc, residence: CountryCode | undefined): TimeSensitiveDoc {
  if (residence === 'US') return doc;
  const where = residence ? nameOf(residence) : undefined;
  const applicant = {
    name: where
      ? {
          en: `Applicant: a hospital in ${where.en} whose certificate the Korean mission there accepts`,
          ko: `신청인: 재외공관이 인정하는 ${where.ko}의 병원`,
        }
      : {
          en: 'Applicant: a hospital where you live whose certificate the Korean mission accepts',
          ko: '신청인: 재외공관이 인정하는, 거주하는 나라의 병원',
        },
    note: {
      en: 'The mission may designate hospitals: ask it before the exam.',
      ko: '재외공관 지정 병원이 있을 수 있으니 검진 전에 재외공관에 확인하세요.',
    },
  };
  return { ...doc, designatedInstitutions: [applicant, ...doc.designatedInstitutions.slice(1)] };
}

/** The TB card speaks to this applicant's nationality (D6). */
function withTbSummary(doc: TimeSensitiveDoc, couple: Couple): TimeSensitiveDoc {
  const nationality = couple.applicant.nationality;
  if (nationality === undefined || nationality === 'US') return doc;
  const name = nameOf(nationality);
  const summary: Localized = couple.tbHighRisk
    ? {
        en: `${countryAtStart(nationality).en} is one of the 35 TB high-risk countries: the applicant needs a chest X-ray certificate from a hospital the Korean mission designates, issued within 3 months.`,
        ko: `신청인 국적(${name.ko})이 결핵 고위험국가 35개국에 포함돼요. 신청인은 재외공관 지정 병원에서 흉부 X선 진단서를 받아 3개월 이내 발급분을 제출해요.`,
      }
    : {
        en: `Only for nationals of the 35 TB high-risk countries; ${name.en} is not on the list, so the applicant does not need it.`,
        ko: `결핵 고위험국가 35개국 국민만 해당해요. 신청인 국적(${name.ko})이 목록에 없어 필요하지 않아요.`,
      };
  return { ...doc, summary };
}

/** TOPIK's test sites where the applicant lives: the US ones are known here, elsewhere the official site lists them. */
function withTopikSites(doc: TimeSensitiveDoc, residence: CountryCode | undefined): TimeSensitiveDoc {
  if (residence === 'US') return { ...doc, ...topikUs };
  if (residence === undefined) return doc;
  return { ...doc, designatedInstitutions: [doc.designatedInstitutions[0], topikSitesElsewhere(nameOf(residence))] };
}

/** The documents this couple's page shows, in the catalog's order; the FBI pair only where someone needs it. */
export function timeSensitiveDocsFor(couple: Couple | undefined, today: string): TimeSensitiveDoc[] {
  if (!couple) return [...timeSensitiveDocs];
  const fbi = applicantUsPapers(couple) !== false || couple.sponsor.residence === 'us';
  const countries = applicantOtherRecordCountries(couple);
  const sponsorResidence = couple.sponsor.residence;
  const docs: TimeSensitiveDoc[] = [];
  for (const doc of timeSensitiveDocs) {
    if ((doc.id === 'fbi-check' || doc.id === 'apostille') && !fbi) continue;
    // The record of the sponsor's country of residence: only for a sponsor living outside Korea and the US (C7).
    if (
      doc.id === 'sponsor-residence-criminal-record' &&
      sponsorResidence !== undefined &&
      sponsorResidence !== 'other'
    )
      continue;
    if (doc.id === 'applicant-criminal-record')
      docs.push(countries.length > 0 ? applicantRecordDoc(doc, countries, today) : doc);
    else if (doc.id === 'medical-exam') docs.push(withApplicantClinic(doc, couple.applicant.residence));
    else if (doc.id === 'tb-test') docs.push(withTbSummary(doc, couple));
    else if (doc.id === 'topik') docs.push(withTopikSites(doc, couple.applicant.residence));
    else docs.push(doc);
  }
  return docs;
}
