import { applicantUsPapers, deriveCouple, type Couple } from '../couple';
import { checkCommunication, koreanLanguageLevels } from './communication-check';
import { joinLocalized, localized } from './format';
import { checkIncome } from './income-check';
import { countryInProse, guidanceProgramCountries, normalizeNationality } from './nationality';
import { check, unanswered } from './make-check';
import { splitMarriageAnswers } from './marriage-answers';
import { eligibilitySources } from './sources';
import { checkSponsorNaturalisation, checkSponsorRecord, dayOf } from './sponsor-checks';
import type {
  EligibilityAnswers,
  EligibilityCheck,
  EligibilityDraft,
  EligibilityOutcome,
  EligibilityResult,
} from './types';

export type * from './types';

/** What a marriage reported in Korea proves, said for the couple's countries (C3, D28). */
const marriedInKoreaText = (us: boolean | undefined) =>
  us
    ? localized(
        "You married in Korea by a marriage report (혼인신고), so the marriage is on the sponsor's family register and every US state recognises it. No US registration, US certificate or apostille is needed for the marriage: the sponsor's marriage relation certificate (혼인관계증명서, issued within 3 months) is the proof.",
        '한국에서 혼인신고로 혼인했으므로 초청인의 가족관계등록부에 혼인이 기록되어 있고 미국 모든 주에서 인정돼요. 혼인에 관해서는 미국 등록, 미국 혼인증명서, 아포스티유가 필요 없어요. 초청인의 혼인관계증명서(3개월 이내 발급)가 증빙이에요.',
      )
    : localized(
        "You married in Korea by a marriage report (혼인신고), so the marriage is on the sponsor's family register: the sponsor's marriage relation certificate (혼인관계증명서, issued within 3 months) is the proof. Whether the applicant's country also needs the marriage reported there is not known here: ask that country's embassy and the Korean mission.",
        '한국에서 혼인신고로 혼인했으므로 초청인의 가족관계등록부에 혼인이 기록되어 있어요. 초청인의 혼인관계증명서(3개월 이내 발급)가 증빙이에요. 신청인 나라에도 혼인을 신고해야 하는지는 여기서 알 수 없어요. 그 나라 대사관과 재외공관에 문의하세요.',
      );

const checkMarriage = (answers: EligibilityDraft, us: boolean | undefined): EligibilityCheck => {
  const a = splitMarriageAnswers(answers);
  // The title names what is checked: a marriage made by a report in Korea needs no second registration.
  const title =
    a.marriagePlace === 'korea'
      ? localized('Marriage reported in Korea', '한국에서 한 혼인신고')
      : localized('Marriage registered in both countries', '양국 혼인신고');
  const lengthNote =
    typeof a.yearsMarried === 'number' && Number.isFinite(a.yearsMarried)
      ? localized('F-6 sets no minimum length of marriage.', 'F-6에는 최소 혼인 기간 요건이 없어요.')
      : undefined;
  if (a.marriagePlace === 'korea') {
    // Section 13 C3: a marriage made by a report in Korea is valid where it was made and is on the
    // sponsor's register. Never fail it, never ask for US papers. That every US state recognises it
    // is said only to a couple with US papers (D28); for another country it is not known here.
    return check(
      'marriage',
      'pass',
      title,
      joinLocalized(marriedInKoreaText(us), lengthNote),
      eligibilitySources.marriageInKorea,
    );
  }
  const src = eligibilitySources.marriageRegistration;
  if (typeof a.hasMarriageCertificate !== 'boolean') return check('marriage', 'unknown', title, unanswered, src);
  if (!a.hasMarriageCertificate) {
    return check(
      'marriage',
      'fail',
      title,
      localized(
        us
          ? 'The marriage must be valid where it was made and on the sponsor\'s Korean family register before applying. If you married outside Korea, get the certificate of marriage (a US marriage license is not enough) and report the marriage to a Korean mission within 3 months. If you married in Korea, say so under "Where did you marry?".'
          : 'The marriage must be valid where it was made and on the sponsor\'s Korean family register before applying. If you married outside Korea, get the certificate of marriage from that country and report the marriage to a Korean mission within 3 months. If you married in Korea, say so under "Where did you marry?".',
        us
          ? "신청 전에 혼인이 혼인한 나라에서 유효하고 초청인의 가족관계등록부에 기록되어 있어야 해요. 외국에서 혼인했다면 혼인증명서(미국의 혼인허가서(marriage license)로는 부족해요)를 발급받아 3개월 이내에 재외공관에 혼인신고를 하세요. 한국에서 혼인했다면 '어디에서 혼인했나요?'에서 한국을 선택하세요."
          : "신청 전에 혼인이 혼인한 나라에서 유효하고 초청인의 가족관계등록부에 기록되어 있어야 해요. 외국에서 혼인했다면 그 나라의 혼인증명서를 발급받아 3개월 이내에 재외공관에 혼인신고를 하세요. 한국에서 혼인했다면 '어디에서 혼인했나요?'에서 한국을 선택하세요.",
      ),
      src,
    );
  }
  if (typeof a.marriageRegisteredInKorea !== 'boolean')
    return check(
      'marriage',
      'unknown',
      title,
      localized(
        "You have the certificate. Is the marriage already on the Korean spouse's family register? Until it is, report it to a Korean mission with the certificate.",
        '혼인증명서는 있어요. 초청인의 가족관계등록부에 혼인이 이미 기록되어 있나요? 기록되기 전이라면 혼인증명서로 재외공관에 혼인신고를 하세요.',
      ),
      src,
    );
  if (a.marriageRegisteredInKorea === false) {
    return check(
      'marriage',
      'fail',
      title,
      localized(
        "The marriage is not yet on the sponsor's Korean family register. Report it to a Korean mission with the foreign certificate (within 3 months of the marriage) so the marriage relation certificate (혼인관계증명서) shows it.",
        '아직 초청인의 가족관계등록부에 혼인이 기록되지 않았어요. 외국 혼인증명서로 재외공관에 혼인신고(혼인 후 3개월 이내)를 해서 혼인관계증명서에 나타나게 하세요.',
      ),
      src,
    );
  }
  return check(
    'marriage',
    'pass',
    title,
    joinLocalized(
      localized(
        "You have the marriage certificate. The sponsor's Korean marriage relation certificate (혼인관계증명서, issued within 3 months) must show the marriage with the same date as the foreign certificate.",
        '혼인증명서가 있어요. 초청인의 혼인관계증명서(3개월 이내 발급)에 외국 증명서와 같은 혼인 날짜로 혼인이 기록되어 있어야 해요.',
      ),
      lengthNote,
    ),
    src,
  );
};

const checkLivingTogether = (a: EligibilityDraft, us: boolean | undefined): EligibilityCheck => {
  const title = localized('Living together in Korea', '한국에서의 동거');
  const src = eligibilitySources.livingTogether;
  if (typeof a.plansToLiveTogether !== 'boolean') return check('living-together', 'unknown', title, unanswered, src);
  return a.plansToLiveTogether
    ? check(
        'living-together',
        'pass',
        title,
        localized(
          'F-6-1 is for a spouse who will live in Korea with the Korean spouse to carry on the marriage.',
          'F-6-1은 초청인과 한국에서 함께 생활하며 혼인을 유지하려는 배우자를 위한 자격이에요.',
        ),
        src,
      )
    : check(
        'living-together',
        'fail',
        title,
        us
          ? localized(
              'F-6-1 requires that you live together in Korea. If you will live in the US, look at the CR-1/IR-1 immigrant visa instead.',
              'F-6-1은 한국에서 함께 생활하는 것이 요건이에요. 미국에서 생활할 예정이라면 CR-1/IR-1 이민비자를 알아보세요.',
            )
          : localized(
              'F-6-1 requires that you live together in Korea. If you will live in another country, ask that country about a spouse visa instead.',
              'F-6-1은 한국에서 함께 생활하는 것이 요건이에요. 다른 나라에서 생활할 예정이라면 그 나라의 배우자 사증을 알아보세요.',
            ),
        src,
      );
};

const checkHousing = (a: EligibilityDraft): EligibilityCheck => {
  const title = localized('Housing in Korea', '한국 내 주거 공간');
  const src = eligibilitySources.housing;
  if (typeof a.hasHousingInKorea !== 'boolean') return check('housing', 'unknown', title, unanswered, src);
  return a.hasHousingInKorea
    ? check(
        'housing',
        'pass',
        title,
        localized(
          'The home may be owned or rented by the sponsor or a lineal relative on the same resident registration. Officers look at floor area, rooms and who already lives there. Bring the property registry extract, or the lease contract with the move-in report done.',
          '주거지는 초청인 또는 주민등록표상 같은 세대의 직계가족이 소유하거나 임차한 곳이면 돼요. 심사 시 면적, 방 수, 기존 거주 인원을 봐요. 부동산 등기부등본 또는 임대차계약서(전입신고 완료)를 준비하세요.',
        ),
        src,
      )
    : check(
        'housing',
        'fail',
        title,
        localized(
          'The sponsor must have a normal living space where you can live together long-term (owned or rented by the sponsor or a co-registered lineal relative). Gosiwon rooms, share houses and very small studios risk refusal.',
          '초청인에게 부부가 장기간 함께 살 수 있는 정상적인 주거 공간(초청인 또는 같은 세대 직계가족의 소유·임차)이 있어야 해요. 고시원, 셰어하우스, 매우 작은 원룸은 거절될 위험이 있어요.',
        ),
        src,
      );
};

const checkRelationship = (a: EligibilityDraft): EligibilityCheck => {
  const title = localized('Relationship evidence', '관계 입증 자료');
  const src = eligibilitySources.relationshipEvidence;
  switch (a.relationshipProofLevel) {
    case 'strong':
      return check(
        'relationship-evidence',
        'pass',
        title,
        localized(
          'Good: keep dating and wedding photos, photos with both families, chat and call records, and travel records ready for the consulate.',
          '좋아요. 연애·결혼 사진, 양가 가족과의 사진, 대화·통화 기록, 여행 기록을 영사관 제출용으로 준비해 두세요.',
        ),
        src,
      );
    case 'some':
      return check(
        'relationship-evidence',
        'warn',
        title,
        localized(
          'Add more: the consulate judges how you met and whether the marriage is genuine. Gather photos over time and with both families, chat and call records, flight tickets and entry/exit records.',
          '자료를 더 모으세요. 영사관은 만난 경위와 혼인의 진정성을 심사해요. 기간별 사진과 양가 가족 사진, 대화·통화 기록, 항공권, 출입국 기록을 준비하세요.',
        ),
        src,
      );
    case 'none':
      return check(
        'relationship-evidence',
        'fail',
        title,
        localized(
          'Without relationship evidence the genuineness review is likely to fail. Collect photos, chat and call records, flight tickets and entry/exit records before applying.',
          '관계 입증 자료가 없으면 혼인의 진정성 심사를 통과하기 어려워요. 신청 전에 사진, 대화·통화 기록, 항공권, 출입국 기록을 모으세요.',
        ),
        src,
      );
    default:
      return check('relationship-evidence', 'unknown', title, unanswered, src);
  }
};

const checkInvitationLimit = (a: EligibilityDraft, couple: Couple): EligibilityCheck => {
  const title = localized('5-year invitation limit', '5년 내 초청 제한');
  const src = eligibilitySources.invitationLimit;
  if (a.invitedOtherSpouseWithin5Years === true && couple.childTogether === true) {
    // Section 14 D3: a child born to the couple lifts the limit. Secondary: likely, never a refusal.
    return check(
      'invitation-limit',
      'warn',
      title,
      localized(
        "Likely not a bar: the sponsor invited a different foreign spouse in the past 5 years, but you have a child together, and a child lifts the 5-year limit (MOJ 2020 exemption notice, as reported). Confirm with the consulate and bring the child's family relation certificate or birth certificate.",
        '초청인이 최근 5년 이내에 다른 외국인 배우자를 초청했지만 두 분 사이에 자녀가 있어요. 자녀가 있으면 5년 제한의 예외가 될 가능성이 높아요(법무부 2020년 면제 공지 보도). 영사관에 확인하고 자녀의 가족관계증명서나 출생증명서를 준비하세요.',
      ),
      eligibilitySources.invitationLimitChild,
    );
  }
  if (a.invitedOtherSpouseWithin5Years === true) {
    return check(
      'invitation-limit',
      'fail',
      title,
      localized(
        'A sponsor who invited a different foreign spouse in the 5 years before the application cannot invite again yet, unless you have a child together (then confirm with the consulate). Refused invitations, and visas never used to enter Korea, do not count.',
        '신청일 전 5년 이내에 다른 외국인 배우자를 초청한 초청인은 아직 초청할 수 없어요. 두 분 사이에 자녀가 있으면 예외일 수 있으니 영사관에 확인하세요. 사증이 거부되었거나 입국하지 않은 초청은 포함되지 않아요.',
      ),
      src,
    );
  }
  const lead =
    a.invitedOtherSpouseWithin5Years === false
      ? localized(
          'The sponsor has not invited a different foreign spouse in the past 5 years.',
          '초청인은 최근 5년 이내에 다른 외국인 배우자를 초청한 적이 없어요.',
        )
      : localized(
          'Assumed: the sponsor has not invited a different foreign spouse in the 5 years before the application; if they have, the invitation is barred unless you have a child together.',
          '초청인이 신청일 전 5년 이내에 다른 외국인 배우자를 초청한 적이 없다고 가정했어요. 초청한 적이 있다면 두 분 사이에 자녀가 없는 한 초청이 제한돼요.',
        );
  return check(
    'invitation-limit',
    'pass',
    title,
    joinLocalized(
      lead,
      localized('Re-inviting the same spouse is fine.', '같은 배우자를 다시 초청하는 것은 괜찮아요.'),
    ),
    src,
  );
};

export { guidanceProgramCountries } from './nationality';

const checkGuidanceProgram = (a: EligibilityDraft): EligibilityCheck => {
  const title = localized('International Marriage Guidance Program', '국제결혼 안내프로그램');
  const src = eligibilitySources.guidanceProgram;
  if (!a.nationality?.trim()) return check('marriage-guidance-program', 'unknown', title, unanswered, src);
  const code = normalizeNationality(a.nationality);
  const listed = code !== undefined && (guidanceProgramCountries as readonly string[]).includes(code);
  if (!listed) {
    return check(
      'marriage-guidance-program',
      'pass',
      title,
      localized(
        'Not required: the program applies only to sponsors inviting nationals of China, Vietnam, the Philippines, Cambodia, Mongolia, Uzbekistan or Thailand.',
        '해당 없음: 이 프로그램은 중국, 베트남, 필리핀, 캄보디아, 몽골, 우즈베키스탄, 태국 국민을 초청하는 경우에만 적용돼요.',
      ),
      src,
    );
  }
  const name = countryInProse(code);
  if (a.completedMarriageGuidanceProgram === true) {
    return check(
      'marriage-guidance-program',
      'pass',
      title,
      localized(
        `Done (or exempt): write the completion number on the application, as required for nationals of ${name.en}.`,
        `이수(또는 면제) 완료: ${name.ko} 국민 초청에 필요한 이수번호를 신청서에 적으세요.`,
      ),
      src,
    );
  }
  // Section 14 D5: not done and not exempt blocks issue, like housing or registration; not a warning.
  const what = localized(
    `Required for nationals of ${name.en}: the sponsor applies at socinet.go.kr and completes the program before the visa application, unless exempt (dating during a stay of 6 months or more in the spouse's country or a third country, 91+ days of legal long-term stay in Korea, pregnancy or birth). The visa cannot be issued without the completion number or an exemption.`,
    `${name.ko} 국민을 초청하는 경우 필수예요. 초청인이 사증 신청 전에 socinet.go.kr에서 신청하여 이수해야 해요. 면제: 상대국이나 제3국에서 6개월 이상 체류 중 교제, 한국에 91일 이상 합법 장기 체류 중 교제, 임신·출산. 이수번호나 면제 사유가 없으면 사증이 발급되지 않아요.`,
  );
  if (a.completedMarriageGuidanceProgram === false) {
    return { ...check('marriage-guidance-program', 'fail', title, what, src), blocking: true };
  }
  return {
    ...check(
      'marriage-guidance-program',
      'unknown',
      title,
      joinLocalized(
        what,
        localized(
          'Answer under "More details that can help" once it is done or you know you are exempt.',
          "이수했거나 면제 대상이면 '결과에 도움이 될 수 있는 추가 정보'에서 답해 주세요.",
        ),
      ),
      src,
    ),
    blocking: true,
  };
};

const aggregate = (checks: EligibilityCheck[]): EligibilityOutcome => {
  if (checks.some((c) => c.status === 'fail')) return 'not-eligible';
  if (checks.some((c) => c.status === 'warn' || c.status === 'unknown')) return 'needs-attention';
  return 'eligible';
};

/**
 * Runs every rule. The income table is the one in force on `targetDate` (the timeline's application
 * date, section 13 C2); without one, `today` stands in and the income check says so.
 */
export const checkEligibility = (
  answers: EligibilityDraft,
  {
    today,
    targetDate = null,
    couple = deriveCouple({ eligibility: answers as Record<string, unknown> }),
  }: { today: string; targetDate?: string | null; couple?: Couple },
): EligibilityResult => {
  const applicationDay = dayOf(targetDate || today);
  // US-only hints (every US state, CR-1/IR-1, a US licence) go only to a couple with US papers (D28).
  const us = applicantUsPapers(couple);
  const checks = [
    checkMarriage(answers, us),
    checkLivingTogether(answers, us),
    checkIncome(answers, { today, targetDate }),
    checkCommunication(answers),
    checkHousing(answers),
    checkRelationship(answers),
    checkInvitationLimit(answers, couple),
    checkGuidanceProgram(answers),
    checkSponsorRecord(couple, applicationDay),
    checkSponsorNaturalisation(couple, applicationDay),
  ];
  return { result: aggregate(checks), checks };
};

/** The spec's eligibility fields, in the spec's order. */
export const eligibilityFields = [
  'fullName',
  'nationality',
  'spouseName',
  'yearsMarried',
  'hasMarriageCertificate',
  'relationshipProofLevel',
  'annualIncome',
  'hasHousingInKorea',
  'koreanLanguageLevel',
  'plansToLiveTogether',
] as const satisfies ReadonlyArray<keyof EligibilityAnswers>;

export type EligibilityField = (typeof eligibilityFields)[number];

const nonNegative = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const text = (v: unknown) => typeof v === 'string' && v.trim().length > 0;
const bool = (v: unknown) => typeof v === 'boolean';

const answeredBy: Record<EligibilityField, (v: unknown) => boolean> = {
  fullName: text,
  nationality: text,
  spouseName: text,
  yearsMarried: nonNegative,
  hasMarriageCertificate: bool,
  relationshipProofLevel: (v) => v === 'none' || v === 'some' || v === 'strong',
  annualIncome: nonNegative,
  hasHousingInKorea: bool,
  koreanLanguageLevel: (v) => (koreanLanguageLevels as readonly unknown[]).includes(v),
  plansToLiveTogether: bool,
};

export const isEligibilityFieldAnswered = (answers: EligibilityDraft, field: EligibilityField): boolean =>
  // Married in Korea, the foreign-certificate question does not apply (section 13 C3).
  (field === 'hasMarriageCertificate' && answers.marriagePlace === 'korea') || answeredBy[field](answers[field]);

/**
 * The spec's completeness rule: every field answered, the check said 'eligible', and completedAt set.
 * D19: a warning is not a wall, so 'needs-attention' also completes once the user has
 * acknowledged every check that needs attention (`attentionAcknowledged`).
 */
export const isEligibilityComplete = (
  answers: EligibilityDraft,
  checkResult: EligibilityOutcome | null | undefined,
  completedAt: string | null | undefined,
  attentionAcknowledged = false,
): boolean =>
  eligibilityFields.every((f) => isEligibilityFieldAnswered(answers, f)) &&
  (checkResult === 'eligible' || (checkResult === 'needs-attention' && attentionAcknowledged)) &&
  typeof completedAt === 'string' &&
  completedAt.length > 0;

/** The checks the user must acknowledge before the step can complete: each warning or open question. */
export const checksNeedingAttention = (result: EligibilityResult): EligibilityCheck[] =>
  result.checks.filter((c) => c.status === 'warn' || c.status === 'unknown');

/** Every check that needs attention has been acknowledged (and none fails). */
export const isAttentionAcknowledged = (
  result: EligibilityResult,
  acknowledged: readonly string[] | null | undefined,
): boolean =>
  result.result !== 'not-eligible' &&
  !result.checks.some((c) => c.blocking) &&
  checksNeedingAttention(result).every((c) => (acknowledged ?? []).includes(c.id));

/** The checks no acknowledgement can pass (section 14 D1, D5): the step waits for the facts. */
export const blockingChecks = (result: EligibilityResult): EligibilityCheck[] =>
  result.checks.filter((c) => c.blocking);
