/**
 * The time-sensitive documents as this couple needs them (D28): the criminal record of the
 * applicant's country of nationality and residence with how it is authenticated (not named yet while
 * those facts are not given; Korea's question and whom to ask for someone living there), the FBI
 * check only for a US national or resident (or a sponsor living in the US), the record of the sponsor's
 * country of residence only for a sponsor living outside Korea and the US, and the health and TB
 * texts by where the applicant lives and their nationality, TOPIK's test sites by where the applicant
 * lives. Without the couple's facts the catalog stays as it is.
 */
import type { Localized } from '../common';
import { applicantRecords, type ApplicantRecords, type Couple } from '../couple';
import { askInKorea } from '../missions/in-korea';
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

/** Whom to ask what the app does not know: the Korean mission, or in Korea 1345 and the immigration office. */
const whomToAsk = (inKorea: boolean): Localized =>
  inKorea ? askInKorea : { en: 'the Korean mission', ko: '재외공관' };

function authenticationOf(code: CountryCode, today: string, inKorea: boolean): DocAuthentication {
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
  const ask = whomToAsk(inKorea);
  return {
    text: {
      en: `${start.en}: whether an apostille or consular legalisation is needed is not known here. Ask ${ask.en}.`,
      ko: `${name.ko}: 아포스티유와 영사 확인 중 무엇이 필요한지 여기서는 알 수 없어요. ${ask.ko}에 문의하세요.`,
    },
  };
}

/** Korea as the country of residence: the rule names it, the sources do not say what a foreign resident hands in. */
const koreaRecord: { institution: TimeSensitiveDoc['designatedInstitutions'][number]; text: Localized } = {
  institution: {
    name: { en: 'Korea, where the applicant lives', ko: '신청인이 사는 한국' },
    note: {
      en: `Whether a foreign resident also hands in a Korean criminal record, and which office issues it, is not known here: ask ${askInKorea.en}.`,
      ko: `외국인 거주자가 한국의 범죄경력 증명 서류도 내야 하는지, 어느 기관이 발급하는지는 여기서 알 수 없어요. ${askInKorea.ko}에 문의하세요.`,
    },
  },
  text: {
    en: `Korea (the country of residence): whether a foreign resident also hands in a Korean criminal record, and which office issues it, is not known here. Ask ${askInKorea.en}.`,
    ko: `거주국인 한국: 외국인 거주자가 한국의 범죄경력 증명 서류도 내야 하는지, 어느 기관이 발급하는지는 여기서 알 수 없어요. ${askInKorea.ko}에 문의하세요.`,
  },
};

/** What is not given yet, said on the card: the record of that country cannot be named. */
function notGivenYet(unknown: ApplicantRecords['unknown']): Localized | undefined {
  if (unknown.length === 2)
    return {
      en: "The applicant's nationality and country of residence are not known yet: answer them in the eligibility check and this card names each record. For a US national or resident it is the FBI check with an apostille; elsewhere, that country's police or justice record.",
      ko: '신청인의 국적과 거주국을 아직 몰라요. 자격 확인에서 답하면 이 카드에 필요한 서류가 나와요. 미국 국민이나 미국 거주자는 아포스티유를 받은 FBI 범죄경력증명서이고, 다른 나라는 그 나라 경찰이나 법무 기관의 범죄경력 증명 서류예요.',
    };
  if (unknown[0] === 'nationality')
    return {
      en: "The applicant's nationality is not known yet: answer it in the eligibility check, as its record is needed too.",
      ko: '신청인의 국적을 아직 몰라요. 국적국의 범죄경력 증명 서류도 필요하니 자격 확인에서 답해 주세요.',
    };
  if (unknown[0] === 'residence')
    return {
      en: "The applicant's country of residence is not known yet: answer it in the eligibility check, as its record is needed too.",
      ko: '신청인이 사는 나라를 아직 몰라요. 거주국의 범죄경력 증명 서류도 필요하니 자격 확인에서 답해 주세요.',
    };
  return undefined;
}

const joinText = (...parts: Array<Localized | undefined>): Localized => ({
  en: parts.flatMap((p) => (p ? [p.en] : [])).join(' '),
  ko: parts.flatMap((p) => (p ? [p.ko] : [])).join(' '),
});

/**
 * The applicant's record from each country of nationality and residence (C7, section 5.5): named
 * where the couple's facts say, Korea's question for someone living there, and what is not given yet.
 */
export function applicantRecordDoc(
  generic: TimeSensitiveDoc,
  records: ApplicantRecords,
  today: string,
): TimeSensitiveDoc {
  const { countries, korea, unknown } = records;
  const named = [...countries, ...(korea ? ['KR'] : [])];
  if (named.length === 0) {
    const missing = notGivenYet(unknown);
    return missing
      ? {
          ...generic,
          title: {
            en: "Applicant's criminal record (country of nationality and of residence: not known yet)",
            ko: '신청인 국적국·거주국의 범죄경력 증명 서류 (아직 모름)',
          },
          summary: joinText(
            {
              en: "A criminal record is needed from the applicant's country of nationality and of residence, issued within 3 months of the application.",
              ko: '신청인 국적국과 거주국의 범죄경력 증명 서류가 필요해요. 신청일 기준 3개월 이내 발급분이어야 해요.',
            },
            missing,
          ),
        }
      : generic;
  }
  const names = joined(named);
  const abroad = countries.length > 0 ? joined(countries) : undefined;
  const ask = whomToAsk(korea);
  return {
    ...generic,
    title: { en: `Applicant's criminal record (${names.en})`, ko: `신청인 범죄경력 증명 서류 (${names.ko})` },
    summary: joinText(
      {
        en: `A criminal record is needed from the applicant's country of nationality and of residence: ${names.en}.`,
        ko: `신청인 국적국·거주국의 범죄경력 증명 서류가 필요해요: ${names.ko}.`,
      },
      abroad && {
        en: `From ${abroad.en} it is that country's police or justice record, issued within 3 months of the application, authenticated as below and translated into Korean.`,
        ko: `${abroad.ko}에서는 그 나라 경찰이나 법무 기관의 범죄경력 증명 서류를 신청일 기준 3개월 이내에 발급받아 아래처럼 인증을 받고 한국어 번역을 첨부해요.`,
      },
      korea ? koreaRecord.text : undefined,
      notGivenYet(unknown),
    ),
    whoNeedsIt: {
      en: 'The applicant, for each country of nationality and of residence, unless exempt.',
      ko: '신청인: 국적국과 거주국마다 필요해요(면제 대상은 제외해요).',
    },
    designatedInstitutions: [
      ...countries.map(
        (code) =>
          knownIssuers[code]?.(ask) ?? {
            name: {
              en: `The police or justice authority of ${nameOf(code).en}`,
              ko: `${nameOf(code).ko}의 경찰 또는 법무 기관`,
            },
            note: {
              en: `Which office issues it is not known here: ask ${ask.en}.`,
              ko: `어느 기관이 발급하는지 여기서는 알 수 없으니 ${ask.ko}에 문의하세요.`,
            },
          },
      ),
      ...(korea ? [koreaRecord.institution] : []),
    ],
    authentication: countries.map((code) => authenticationOf(code, today, korea)),
  };
}

type Issuer = { name: Localized; note: Localized; url: string };

/**
 * Who issues a country's criminal record, where practitioners' public guides agree (secondary
 * sources, checked 2026-11-28; no Korean mission's page names it): said as such, with whom to ask.
 */
const knownIssuers: Partial<Record<CountryCode, (ask: Localized) => Issuer>> = {
  // gfic.vn (2017), vietnam-immi.org.vn and vietnamimmigration.org (2020): Law No. 28/2009/QH12 on Judicial Records.
  VN: (ask) => ({
    name: {
      en: 'Vietnam: the Judicial Record Certificate (Phiếu lý lịch tư pháp), from the Department of Justice (Sở Tư pháp) of the province where you live, or the National Centre for Judicial Records',
      ko: '베트남: 사법기록증명서(Phiếu lý lịch tư pháp). 거주하는 성(省)의 사법국(Sở Tư pháp) 또는 국가사법기록센터에서 발급해요',
    },
    note: {
      en: `Requested in person, by post or online (lltptructuyen.moj.gov.vn); guides report about 15 working days. Which of its two forms (No. 1 or No. 2) the mission wants is not known here: ask ${ask.en}. From practitioners' guides, not a Korean mission.`,
      ko: `직접, 우편 또는 온라인(lltptructuyen.moj.gov.vn)으로 신청해요. 안내서에 따르면 약 15영업일이 걸려요. 두 가지 양식(1호, 2호) 중 어느 것을 내야 하는지는 여기서 알 수 없으니 ${ask.ko}에 문의하세요. 재외공관이 아닌 실무 안내서에 따른 내용이에요.`,
    },
    url: 'https://lltptructuyen.moj.gov.vn/home',
  }),
};

/** The applicant's clinic by where they live: a US clinic only for someone living in the US; no mission in Korea. */
function withApplicantClinic(doc: TimeSensitiveDoc, residence: CountryCode | undefined): TimeSensitiveDoc {
  if (residence === 'US') return doc;
  const where = residence ? nameOf(residence) : undefined;
  const applicant =
    residence === 'KR'
      ? {
          name: { en: 'Applicant: a hospital in Korea', ko: '신청인: 한국의 병원' },
          note: {
            en: `Which hospitals' certificates are accepted for a change of status is not known here: ask ${askInKorea.en}.`,
            ko: `체류자격 변경에 어느 병원의 진단서가 인정되는지는 여기서 알 수 없으니 ${askInKorea.ko}에 문의하세요.`,
          },
        }
      : {
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

/** The TB certificate for an applicant living in Korea (brief 7.3, HiKorea notice 1446): the change of status's rule. */
const tbInKorea = (name: Localized): Pick<TimeSensitiveDoc, 'summary' | 'designatedInstitutions'> => ({
  summary: {
    en: `${name.en} is one of the 35 TB high-risk countries. Applying in Korea by change of status, a TB certificate is asked of a high-risk national who spent 6 consecutive months or more in a high-risk country in the past year. Applying at a Korean mission abroad instead: a chest X-ray certificate from a hospital the mission designates, issued within 3 months.`,
    ko: `신청인 국적(${name.ko})이 결핵 고위험국가 35개국에 포함돼요. 한국에서 체류자격을 변경할 때는 지난 1년 동안 고위험국가에 6개월 이상 계속 머문 고위험국가 국민이 결핵 진단서를 내요. 해외 재외공관에 신청한다면 재외공관 지정 병원에서 흉부 X선 진단서를 받아 3개월 이내 발급분을 제출해요.`,
  },
  designatedInstitutions: [
    {
      name: { en: 'A hospital in Korea', ko: '한국의 병원' },
      note: {
        en: `Which hospital's certificate is accepted is not known here: ask ${askInKorea.en}.`,
        ko: `어느 병원의 진단서가 인정되는지는 여기서 알 수 없으니 ${askInKorea.ko}에 문의하세요.`,
      },
    },
  ],
});

/** The TB card speaks to this applicant's nationality (D6), and to the route in Korea for someone living there. */
function withTbSummary(doc: TimeSensitiveDoc, couple: Couple): TimeSensitiveDoc {
  const nationality = couple.applicant.nationality;
  if (nationality === undefined || nationality === 'US') return doc;
  const name = nameOf(nationality);
  if (couple.tbHighRisk && couple.applicant.residence === 'KR')
    return { ...doc, ...tbInKorea(countryAtStart(nationality)) };
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

/**
 * The FBI check for an applicant who lives outside the US (a US national abroad, brief 7.1): no USPS
 * location takes the fingerprints, so the electronic request goes with a mailed FD-1164 card (up to 10
 * days after it arrives) or through a channeler; who takes fingerprints there, and for what fee, is not
 * known here. A sponsor living in the US still has the USPS route, so it stays, said to be in the US only.
 */
function withFbiFromAbroad(doc: TimeSensitiveDoc, residence: CountryCode | undefined): TimeSensitiveDoc {
  if (residence === undefined || residence === 'US') return doc;
  const where = nameOf(residence);
  const [edo, usps, ...rest] = doc.designatedInstitutions;
  return {
    ...doc,
    designatedInstitutions: [
      {
        name: {
          en: `Fingerprints on an FD-1164 card, taken in ${where.en}`,
          ko: `${where.ko}에서 FD-1164 지문카드에 지문 채취`,
        },
        note: {
          en: 'Who takes fingerprints there and the fee are not known here: ask the US embassy or consulate, or a channeler.',
          ko: '그곳에서 지문을 채취하는 기관과 비용은 여기서 알 수 없으니 미국 대사관·영사관이나 채널러에 문의하세요.',
        },
      },
      ...(edo ? [edo] : []),
      ...rest,
      ...(usps ? [{ ...usps, note: { en: 'In the US only.', ko: '미국 안에서만 가능해요.' } }] : []),
    ],
    // The mail-in card is this applicant's route, not the one "not recommended" to someone in the US.
    alternatives: [
      {
        en: 'A mail-in request with the card, without eDO: 2–4 weeks per the FBI, 12–14 weeks per other guides, plus the international post.',
        ko: 'eDO 없이 지문카드로 우편 신청: FBI 안내 2~4주, 다른 안내서 12~14주에 국제우편 기간이 더해져요.',
      },
      ...doc.alternatives.slice(1),
    ],
    cost: {
      min: 18,
      max: 18,
      currency: 'USD',
      note: {
        en: 'The $18 FBI fee, plus the fingerprinting where you live and the postage of the card (not known here). Channelers add their own fee. No personal checks.',
        ko: 'FBI 수수료 18달러에 거주지의 지문 채취 비용과 지문카드 우송료가 더해져요(여기서 알 수 없어요). 채널러는 별도 수수료가 있어요. 개인수표는 받지 않아요.',
      },
    },
    timeRequired: doc.timeRequired && {
      ...doc.timeRequired,
      note: {
        en: `Living in ${where.en}: an electronic request with a mailed card takes up to 10 days after the card arrives, plus the international post; a channeler is faster.`,
        ko: `${where.ko}에 산다면: 전자 신청 후 지문카드를 우송하면 카드 도착 후 최대 10일에 국제우편 기간이 더해져요. 채널러가 더 빨라요.`,
      },
    },
  };
}

/** The documents this couple's page shows, in the catalog's order; the FBI pair only where someone needs it. */
export function timeSensitiveDocsFor(couple: Couple | undefined, today: string): TimeSensitiveDoc[] {
  if (!couple) return [...timeSensitiveDocs];
  const records = applicantRecords(couple);
  const fbi = records.fbi || couple.sponsor.residence === 'us';
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
    if (doc.id === 'applicant-criminal-record') docs.push(applicantRecordDoc(doc, records, today));
    else if (doc.id === 'fbi-check' && records.fbi) docs.push(withFbiFromAbroad(doc, couple.applicant.residence));
    else if (doc.id === 'medical-exam') docs.push(withApplicantClinic(doc, couple.applicant.residence));
    else if (doc.id === 'tb-test') docs.push(withTbSummary(doc, couple));
    else if (doc.id === 'topik') docs.push(withTopikSites(doc, couple.applicant.residence));
    else docs.push(doc);
  }
  return docs;
}
