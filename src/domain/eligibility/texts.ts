/**
 * What the eligibility checks say, by message id: the rules (verdicts.ts and the check modules) return
 * ids and values, and only the screens that show a check word it here, so the status function (D25)
 * loads none of this prose.
 */
import type { Localized } from '../common';
import { enDate, koDate } from '../prose-date';
import { formatKrw, localized } from './format';
import { countryInProse, type CountryCode } from './nationality';

/** The income counted toward the threshold, with its parts (the sentence shows how it adds up). */
export type CountedIncome = { counted: number; income: number; family: number; assets: number; fromAssets: number };

export const eligibilityTexts = {
  'title.marriage-korea': () => localized('Marriage reported in Korea', '한국에서 한 혼인신고'),
  'title.marriage-both': () => localized('Marriage registered in both countries', '양국 혼인신고'),
  'marriage.no-minimum-length': () =>
    localized('F-6 sets no minimum length of marriage.', 'F-6에는 최소 혼인 기간 요건이 없어요.'),
  'marriage.registered-unknown': () =>
    localized(
      "You have the certificate. Is the marriage already on the Korean spouse's family register? Until it is, report it to a Korean mission with the certificate.",
      '혼인증명서는 있어요. 초청인의 가족관계등록부에 혼인이 이미 기록되어 있나요? 기록되기 전이라면 혼인증명서로 재외공관에 혼인신고를 하세요.',
    ),
  'marriage.not-registered': () =>
    localized(
      "The marriage is not yet on the sponsor's Korean family register. Report it to a Korean mission with the foreign certificate (within 3 months of the marriage) so the marriage relation certificate (혼인관계증명서) shows it.",
      '아직 초청인의 가족관계등록부에 혼인이 기록되지 않았어요. 외국 혼인증명서로 재외공관에 혼인신고(혼인 후 3개월 이내)를 해서 혼인관계증명서에 나타나게 하세요.',
    ),
  'marriage.certificate': () =>
    localized(
      "You have the marriage certificate. The sponsor's Korean marriage relation certificate (혼인관계증명서, issued within 3 months) must show the marriage with the same date as the foreign certificate.",
      '혼인증명서가 있어요. 초청인의 혼인관계증명서(3개월 이내 발급)에 외국 증명서와 같은 혼인 날짜로 혼인이 기록되어 있어야 해요.',
    ),
  'title.living-together': () => localized('Living together in Korea', '한국에서의 동거'),
  'living-together.pass': () =>
    localized(
      'F-6-1 is for a spouse who will live in Korea with the Korean spouse to carry on the marriage.',
      'F-6-1은 초청인과 한국에서 함께 생활하며 혼인을 유지하려는 배우자를 위한 자격이에요.',
    ),
  'living-together.fail-us': () =>
    localized(
      'F-6-1 requires that you live together in Korea. If you will live in the US, look at the CR-1/IR-1 immigrant visa instead.',
      'F-6-1은 한국에서 함께 생활하는 것이 요건이에요. 미국에서 생활할 예정이라면 CR-1/IR-1 이민비자를 알아보세요.',
    ),
  'living-together.fail-other': () =>
    localized(
      'F-6-1 requires that you live together in Korea. If you will live in another country, ask that country about a spouse visa instead.',
      'F-6-1은 한국에서 함께 생활하는 것이 요건이에요. 다른 나라에서 생활할 예정이라면 그 나라의 배우자 사증을 알아보세요.',
    ),
  'title.housing': () => localized('Housing in Korea', '한국 내 주거 공간'),
  'housing.pass': () =>
    localized(
      'The home may be owned or rented by the sponsor or a lineal relative on the same resident registration. Officers look at floor area, rooms and who already lives there. Bring the property registry extract, or the lease contract with the move-in report done.',
      '주거지는 초청인 또는 주민등록표상 같은 세대의 직계가족이 소유하거나 임차한 곳이면 돼요. 심사 시 면적, 방 수, 기존 거주 인원을 봐요. 부동산 등기부등본 또는 임대차계약서(전입신고 완료)를 준비하세요.',
    ),
  'housing.fail': () =>
    localized(
      'The sponsor must have a normal living space where you can live together long-term (owned or rented by the sponsor or a co-registered lineal relative). Gosiwon rooms, share houses and very small studios risk refusal.',
      '초청인에게 부부가 장기간 함께 살 수 있는 정상적인 주거 공간(초청인 또는 같은 세대 직계가족의 소유·임차)이 있어야 해요. 고시원, 셰어하우스, 매우 작은 원룸은 거절될 위험이 있어요.',
    ),
  'title.relationship-evidence': () => localized('Relationship evidence', '관계 입증 자료'),
  'relationship-evidence.strong': () =>
    localized(
      'Good: keep dating and wedding photos, photos with both families, chat and call records, and travel records ready for the office that takes your application.',
      '좋아요. 연애·결혼 사진, 양가 가족과의 사진, 대화·통화 기록, 여행 기록을 신청을 받는 기관에 낼 수 있게 준비해 두세요.',
    ),
  'relationship-evidence.some': () =>
    localized(
      'Add more: the office that takes your application judges how you met and whether the marriage is genuine. Gather photos over time and with both families, chat and call records, flight tickets and entry/exit records.',
      '자료를 더 모으세요. 신청을 받는 기관은 만난 경위와 혼인의 진정성을 심사해요. 기간별 사진과 양가 가족 사진, 대화·통화 기록, 항공권, 출입국 기록을 준비하세요.',
    ),
  'relationship-evidence.none': () =>
    localized(
      'Without relationship evidence the genuineness review is likely to fail. Collect photos, chat and call records, flight tickets and entry/exit records before applying.',
      '관계 입증 자료가 없으면 혼인의 진정성 심사를 통과하기 어려워요. 신청 전에 사진, 대화·통화 기록, 항공권, 출입국 기록을 모으세요.',
    ),
  'title.invitation-limit': () => localized('5-year invitation limit', '5년 내 초청 제한'),
  'invitation-limit.child': () =>
    localized(
      "Likely not a bar: the sponsor invited a different foreign spouse in the past 5 years, but you have a child together, and a child lifts the 5-year limit (MOJ 2020 exemption notice, as reported). Confirm with the office that takes your application and bring the child's family relation certificate or birth certificate.",
      '초청인이 최근 5년 이내에 다른 외국인 배우자를 초청했지만 두 분 사이에 자녀가 있어요. 자녀가 있으면 5년 제한의 예외가 될 가능성이 높아요(법무부 2020년 면제 공지 보도). 신청을 받는 기관에 확인하고 자녀의 가족관계증명서나 출생증명서를 준비하세요.',
    ),
  'invitation-limit.fail': () =>
    localized(
      'A sponsor who invited a different foreign spouse in the 5 years before the application cannot invite again yet, unless you have a child together (then confirm with the office that takes your application). Refused invitations, and visas never used to enter Korea, do not count.',
      '신청일 전 5년 이내에 다른 외국인 배우자를 초청한 초청인은 아직 초청할 수 없어요. 두 분 사이에 자녀가 있으면 예외일 수 있으니 신청을 받는 기관에 확인하세요. 사증이 거부되었거나 입국하지 않은 초청은 포함되지 않아요.',
    ),
  'invitation-limit.none': () =>
    localized(
      'The sponsor has not invited a different foreign spouse in the past 5 years.',
      '초청인은 최근 5년 이내에 다른 외국인 배우자를 초청한 적이 없어요.',
    ),
  'invitation-limit.assumed': () =>
    localized(
      'Assumed: the sponsor has not invited a different foreign spouse in the 5 years before the application; if they have, the invitation is barred unless you have a child together.',
      '초청인이 신청일 전 5년 이내에 다른 외국인 배우자를 초청한 적이 없다고 가정했어요. 초청한 적이 있다면 두 분 사이에 자녀가 없는 한 초청이 제한돼요.',
    ),
  'invitation-limit.same-spouse': () =>
    localized('Re-inviting the same spouse is fine.', '같은 배우자를 다시 초청하는 것은 괜찮아요.'),
  'title.marriage-guidance-program': () =>
    localized('International Marriage Guidance Program', '국제결혼 안내프로그램'),
  'guidance.not-required': () =>
    localized(
      'Not required: the program applies only to sponsors inviting nationals of China, Vietnam, the Philippines, Cambodia, Mongolia, Uzbekistan or Thailand.',
      '해당 없음: 이 프로그램은 중국, 베트남, 필리핀, 캄보디아, 몽골, 우즈베키스탄, 태국 국민을 초청하는 경우에만 적용돼요.',
    ),
  'guidance.answer-later': () =>
    localized(
      'Answer under "More details that can help" once it is done or you know you are exempt.',
      "이수했거나 면제 대상이면 '결과에 도움이 될 수 있는 추가 정보'에서 답해 주세요.",
    ),
  'title.communication': () => localized('Communication (Korean language)', '의사소통 요건(한국어)'),
  'communication.exempt.child-together': () =>
    localized(
      "Exempt on humanitarian grounds: you have a child together. Bring the child's family relation certificate or birth certificate.",
      '인도적 사유로 면제: 두 분 사이에 자녀가 있어요. 자녀의 가족관계증명서 또는 출생증명서를 준비하세요.',
    ),
  'communication.exempt.pregnancy': () =>
    localized(
      'Possible humanitarian exemption: pregnancy. Practitioners list it, but it was not found in the notice text; bring a pregnancy certificate and confirm with the office that takes your application.',
      '인도적 사유 면제 가능: 임신. 실무자들은 면제 사유로 보지만 고시 원문에서 확인되지 않았어요. 임신진단서를 준비하고 신청을 받는 기관에 확인하세요.',
    ),
  'communication.exempt.korean-related-degree': () =>
    localized(
      "Deemed able to communicate: the applicant has a bachelor's or higher degree in a Korean-related field. Bring the diploma.",
      '의사소통 가능으로 인정: 신청인이 한국어 관련 학사 이상 학위를 가지고 있어요. 학위증을 준비하세요.',
    ),
  'communication.exempt.ethnic-korean': () =>
    localized(
      'Deemed able to communicate: the applicant is an ethnic Korean with foreign nationality. Bring documents showing Korean descent.',
      '의사소통 가능으로 인정: 신청인이 외국국적동포예요. 한국계임을 보여 주는 서류를 준비하세요.',
    ),
  'communication.exempt.applicant-lived-in-korea-1y': () =>
    localized(
      'Deemed able to communicate: the applicant lived in Korea for 1 year or more. The Busan immigration office reads this as continuous, shown by entry and exit records.',
      '의사소통 가능으로 인정: 신청인이 한국에서 1년 이상 체류했어요. 부산출입국은 연속 체류로 보며 출입국 기록으로 증명해요.',
    ),
  'communication.exempt.sponsor-lived-in-applicant-country-1y': () =>
    localized(
      "Deemed able to communicate: the sponsor lived in the applicant's country for 1 year or more. Bring proof of that stay, such as entry and exit records.",
      '의사소통 가능으로 인정: 초청인이 신청인의 국가에서 1년 이상 체류했어요. 출입국 기록 등 체류 증빙을 준비하세요.',
    ),
  'communication.exempt.lived-together-same-country-1y': () =>
    localized(
      'Deemed able to communicate: you both lived in the same country for 1 year or more. Bring proof of that stay.',
      '의사소통 가능으로 인정: 두 분이 같은 국가에서 1년 이상 함께 체류했어요. 체류 증빙을 준비하세요.',
    ),
  'communication.level.topik1': () =>
    localized(
      'TOPIK level 1 or higher meets the requirement (TOPIK I level 1 = 80-139 of 200 points; IBT results count). Results are valid 2 years from the announcement, so check the date.',
      'TOPIK 1급 이상이면 요건을 충족해요(TOPIK I 1급 = 200점 중 80~139점, IBT 성적도 인정). 성적은 발표일부터 2년간 유효하니 날짜를 확인하세요.',
    ),
  'communication.level.topik2plus': () =>
    localized(
      'TOPIK level 2 or higher is above the level 1 minimum. Results are valid 2 years from the announcement, so check the date.',
      'TOPIK 2급 이상은 최소 기준(1급)을 넘어요. 성적은 발표일부터 2년간 유효하니 날짜를 확인하세요.',
    ),
  'communication.level.korean-course': () =>
    localized(
      'A beginner course at an institution the office that takes your application designates (for example King Sejong Institute 1A + 1B, at least 120 hours), or KIIP level 2 or higher, meets the requirement. Bring the completion certificate. Likely, confirm with the office that takes your application: a certificate older than 2 years may lead to a language interview at the office that takes your application.',
      '재외공관이 지정한 기관의 초급 과정(예: 세종학당 1A+1B, 120시간 이상) 또는 사회통합프로그램 2단계 이상이면 요건을 충족해요. 수료증을 준비하세요. 수료증이 2년이 지났으면 신청을 받는 기관에서 언어 인터뷰를 할 가능성이 있으니 신청을 받는 기관에 확인하세요.',
    ),
  'communication.level.native-or-shared-language': () =>
    localized(
      'Spouses with the same native language, or who both speak another common language, are deemed able to communicate. Bring any document proving that language; the office that takes your application may test it against how and how long you dated.',
      '모국어가 같거나 한국어 외의 공통 언어로 소통할 수 있으면 의사소통이 가능한 것으로 봐요. 해당 언어 능력을 보여 주는 서류를 준비하세요. 신청을 받는 기관이 교제 기간과 방식에 비추어 언어 능력을 확인할 수 있어요.',
    ),
  'communication.level.basic': () =>
    localized(
      'Basic Korean without a certificate does not show the requirement on paper. Take TOPIK I (level 1 = 80 of 200 points or more), finish a designated course of 120+ hours, or use a shared language or an exemption.',
      '증명서 없는 기초 한국어로는 요건을 서류로 증명할 수 없어요. TOPIK I(1급 = 200점 중 80점 이상)에 응시하거나, 120시간 이상 지정 과정을 수료하거나, 공통 언어 또는 면제 사유를 활용하세요.',
    ),
  'communication.level.none': () =>
    localized(
      'The applicant must show basic communication. Without a language you both speak, the route is TOPIK level 1 or higher (93–206 days from registration to the score: the timeline plans it), a designated course or KIIP level 2+, or an exemption (a child together, 1+ year in Korea or in each other’s country, a Korean-related degree, ethnic Korean).',
      '신청인은 기초 의사소통 능력을 증명해야 해요. 두 분의 공통 언어가 없으면 TOPIK 1급 이상(접수부터 성적 발표까지 93~206일, 일정 계획에 포함돼요), 지정 과정 또는 사회통합프로그램 2단계 이상, 또는 면제 사유(자녀, 한국이나 상대방 국가에서 1년 이상 체류, 한국어 관련 학위, 외국국적동포)로 증명해요.',
    ),
  'communication.unanswered': () =>
    localized(
      "Choose the applicant's Korean level or an exemption.",
      '신청인의 한국어 수준이나 면제 사유를 선택하세요.',
    ),
  'title.sponsor-record': () => localized("Sponsor's criminal record", '초청인의 범죄경력'),
  'sponsor-record.assumed': () =>
    localized(
      'Assumed: none of the decisions the invitation asks in item 9.1 (domestic violence, sex crimes, serious violent crimes within 10 years; a false marriage report within 5). Answer item 9.1 in the invitation and this check uses it.',
      '초청장 9.1 항목에서 묻는 결정·선고(10년 이내 가정폭력, 성범죄, 강력범죄, 5년 이내 허위 혼인신고)가 없다고 가정했어요. 초청장 9.1 항목에 답하면 이 확인에 반영돼요.',
    ),
  'sponsor-record.none': () =>
    localized(
      'The invitation (item 9.1) says none of these decisions or sentences.',
      '초청장 9.1 항목에 해당 사항이 없다고 답했어요.',
    ),
  'sponsor-record.undated': () =>
    localized(
      'The invitation (item 9.1) names a decision or sentence, but not when: the bar lasts 10 years (5 for a false marriage report) from the sentence or from the end of serving it. Enter that date in the invitation, item 9.1.',
      '초청장 9.1 항목에 결정·선고가 있다고 했지만 날짜가 없어요. 제한 기간은 선고일 또는 형 집행이 끝난 날부터 10년(허위 혼인신고는 5년)이에요. 초청장 9.1 항목에 그 날짜를 적으세요.',
    ),
  'title.sponsor-naturalisation': () => localized("Sponsor's naturalisation", '초청인의 귀화'),
  'naturalisation.no': () =>
    localized('The sponsor did not become Korean by naturalisation.', '초청인은 귀화로 국적을 취득하지 않았어요.'),
  'naturalisation.assumed': () =>
    localized(
      'Assumed: the sponsor did not become Korean by naturalisation based on a marriage in the past 3 years.',
      '초청인이 최근 3년 이내에 혼인을 근거로 귀화하지 않았다고 가정했어요.',
    ),
  'naturalisation.other-basis': () =>
    localized(
      'Naturalised on another basis than marriage: the 3-year rule covers only naturalisation based on marriage.',
      '혼인이 아닌 다른 근거로 귀화했어요. 3년 제한은 혼인을 근거로 한 귀화에만 적용돼요.',
    ),
  'naturalisation.basis-unknown': () =>
    localized(
      'The sponsor became Korean by naturalisation: was it based on a marriage (Nationality Act art. 6(2))? Only that basis matters, and only within 3 years.',
      '초청인이 귀화로 국적을 취득했어요. 혼인을 근거로 한 귀화(국적법 제6조 제2항)였나요? 그 경우에만, 3년 이내일 때만 해당해요.',
    ),
  'naturalisation.date-unknown': () =>
    localized(
      'Naturalised based on a marriage: enter the naturalisation date (invitation item 1.3) to check the 3 years.',
      '혼인을 근거로 귀화했어요. 3년이 지났는지 확인하려면 귀화 일자(초청장 1.3 항목)를 적으세요.',
    ),
  'naturalisation.over-3-years': () =>
    localized(
      'Naturalised based on a marriage more than 3 years before the application: the 3-year rule no longer applies.',
      '혼인을 근거로 귀화한 지 신청일 기준 3년이 지났어요. 3년 제한은 더 이상 해당하지 않아요.',
    ),
  'title.income': () => localized('Sponsor income', '초청인 소득 요건'),
  'income.exempt.child-together': () =>
    localized(
      "Exempt from the income requirement: you have a child together. Bring the child's family relation certificate, or a birth certificate if the child has no Korean nationality yet.",
      '소득 요건 면제: 두 분 사이에 자녀가 있어요. 자녀 명의의 가족관계증명서(자녀가 아직 한국 국적이 없으면 출생증명서)를 준비하세요.',
    ),
  'income.exempt.lived-abroad-together-1y': () =>
    localized(
      'Exempt from the income requirement: as a legally married couple you lived together abroad for 1 year or more, so the sponsor had no Korean income in the past year. Bring proof that you lived together.',
      '소득 요건 면제: 법률혼 부부로 해외에서 1년 이상 함께 생활하여 최근 1년간 초청인의 국내 소득이 없어요. 함께 생활한 증빙을 준비하세요.',
    ),
  'income.exempt.prior-f6-same-spouse': () =>
    localized(
      'Possible exemption: the applicant stayed in Korea on F-6 before with the same spouse and the marriage was never interrupted. Only a secondary source lists this; confirm with the office that takes your application or the 1345 hotline.',
      '면제 가능: 신청인이 같은 배우자와 과거 F-6 자격으로 체류했고 혼인이 중단된 적이 없는 경우예요. 2차 자료에만 나와 있으니 신청을 받는 기관이나 1345에 확인하세요.',
    ),
  'income.what-counts': () =>
    localized(
      'Counted: earned, business, rental, interest, dividend and pension income over the year before the application; one-off income is excluded.',
      '인정 소득: 신청일 기준 지난 1년간의 근로·사업·임대·이자·배당·연금 소득이며, 일시적 소득은 제외돼요.',
    ),
  'income.foreign': () =>
    localized(
      'Income earned outside Korea is uncertain: the invitation form (item 4.3.1) asks only about employment in Korea, and practitioners report that foreign income is in principle not recognised. A refusal means waiting 6 months before reapplying.',
      '해외에서 번 소득은 인정 여부가 불확실해요. 초청장(4.3.1 항목)은 국내 근무처만 묻고, 행정사들은 해외 소득이 원칙적으로 인정되지 않는다고 안내해요. 거부되면 6개월이 지나야 다시 신청할 수 있어요.',
    ),
  'income.foreign.exemption-fits': () =>
    localized(
      'If you two, legally married, lived together abroad for a year or more, the sponsor had no Korean income in the past year and the income requirement does not apply: tick that exemption under "More details that can help" and bring proof that you lived together.',
      "법률혼 부부로 해외에서 1년 이상 함께 생활해 초청인의 최근 1년간 국내 소득이 없다면 소득 요건이 면제돼요. '결과에 도움이 될 수 있는 추가 정보'에서 해당 면제를 선택하고 함께 생활한 증빙을 준비하세요.",
    ),
  'income.foreign.count-instead': () =>
    localized(
      'Count Korean income, Korean assets held 6+ months (jeonse and lease deposits included) and co-registered family income instead, or ask the office that takes your application first.',
      '대신 국내 소득, 6개월 이상 보유한 국내 재산(전세·임차 보증금 포함), 같은 세대 가족의 소득을 합산하거나 먼저 신청을 받는 기관에 문의하세요.',
    ),
  'income.lived-abroad-too-soon': () =>
    localized(
      'The "lived together abroad for 1 year" exemption does not apply yet: it needs a year or more living together abroad as a legally married couple, and you have been married less than a year (living together before the marriage does not count).',
      "'해외에서 1년 이상 함께 생활' 면제는 아직 해당하지 않아요. 법률혼 부부로 해외에서 1년 이상 함께 생활해야 하는데 혼인한 지 1년이 되지 않았어요(혼인 전 동거는 포함되지 않아요).",
    ),
  'income.no-application-date': () =>
    localized(
      "No application date is set, so today's table is used. The table in force on the application date decides: set the date.",
      '신청일이 정해지지 않아 오늘 기준표를 사용했어요. 신청일에 적용되는 기준표로 판단하니 신청일을 정해 주세요.',
    ),
  'income.approximate': () =>
    localized(
      'This threshold is approximate (not printed in the source we found); confirm the exact figure with the office that takes your application.',
      '이 기준액은 추정치예요(확인한 자료에 정확한 금액이 없음). 정확한 금액은 신청을 받는 기관에 확인하세요.',
    ),
  'income.unanswered': () =>
    localized(
      "Enter the sponsor's pre-tax income for the year before the application.",
      '신청일 기준 지난 1년간 초청인의 세전 소득을 입력하세요.',
    ),
  unanswered: () => localized('Answer this question to check it.', '이 질문에 답하면 확인할 수 있어요.'),
  'marriage.korea-us': () =>
    localized(
      "You married in Korea by a marriage report (혼인신고), so the marriage is on the sponsor's family register and every US state recognises it. No US registration, US certificate or apostille is needed for the marriage: the sponsor's marriage relation certificate (혼인관계증명서, issued within 3 months) is the proof.",
      '한국에서 혼인신고로 혼인했으므로 초청인의 가족관계등록부에 혼인이 기록되어 있고 미국 모든 주에서 인정돼요. 혼인에 관해서는 미국 등록, 미국 혼인증명서, 아포스티유가 필요 없어요. 초청인의 혼인관계증명서(3개월 이내 발급)가 증빙이에요.',
    ),
  'marriage.korea-other': () =>
    localized(
      "You married in Korea by a marriage report (혼인신고), so the marriage is on the sponsor's family register: the sponsor's marriage relation certificate (혼인관계증명서, issued within 3 months) is the proof. Whether the applicant's country also needs the marriage reported there is not known here: ask that country's embassy and the Korean mission.",
      '한국에서 혼인신고로 혼인했으므로 초청인의 가족관계등록부에 혼인이 기록되어 있어요. 초청인의 혼인관계증명서(3개월 이내 발급)가 증빙이에요. 신청인 나라에도 혼인을 신고해야 하는지는 여기서 알 수 없어요. 그 나라 대사관과 재외공관에 문의하세요.',
    ),
  'marriage.no-certificate-us': () =>
    localized(
      'The marriage must be valid where it was made and on the sponsor\'s Korean family register before applying. If you married outside Korea, get the certificate of marriage (a US marriage license is not enough) and report the marriage to a Korean mission within 3 months. If you married in Korea, say so under "Where did you marry?".',
      "신청 전에 혼인이 혼인한 나라에서 유효하고 초청인의 가족관계등록부에 기록되어 있어야 해요. 외국에서 혼인했다면 혼인증명서(미국의 혼인허가서(marriage license)로는 부족해요)를 발급받아 3개월 이내에 재외공관에 혼인신고를 하세요. 한국에서 혼인했다면 '어디에서 혼인했나요?'에서 한국을 선택하세요.",
    ),
  'marriage.no-certificate-other': () =>
    localized(
      'The marriage must be valid where it was made and on the sponsor\'s Korean family register before applying. If you married outside Korea, get the certificate of marriage from that country and report the marriage to a Korean mission within 3 months. If you married in Korea, say so under "Where did you marry?".',
      "신청 전에 혼인이 혼인한 나라에서 유효하고 초청인의 가족관계등록부에 기록되어 있어야 해요. 외국에서 혼인했다면 그 나라의 혼인증명서를 발급받아 3개월 이내에 재외공관에 혼인신고를 하세요. 한국에서 혼인했다면 '어디에서 혼인했나요?'에서 한국을 선택하세요.",
    ),
  'guidance.done': ({ country }: { country: CountryCode }) =>
    localized(
      `Done (or exempt): write the completion number on the application, as required for nationals of ${countryInProse(country).en}.`,
      `이수(또는 면제) 완료: ${countryInProse(country).ko} 국민 초청에 필요한 이수번호를 신청서에 적으세요.`,
    ),
  'guidance.required': ({ country }: { country: CountryCode }) =>
    localized(
      `Required for nationals of ${countryInProse(country).en}: the sponsor applies at socinet.go.kr and completes the program before the visa application, unless exempt (dating during a stay of 6 months or more in the spouse's country or a third country, 91+ days of legal long-term stay in Korea, pregnancy or birth). The visa cannot be issued without the completion number or an exemption.`,
      `${countryInProse(country).ko} 국민을 초청하는 경우 필수예요. 초청인이 사증 신청 전에 socinet.go.kr에서 신청하여 이수해야 해요. 면제: 상대국이나 제3국에서 6개월 이상 체류 중 교제, 한국에 91일 이상 합법 장기 체류 중 교제, 임신·출산. 이수번호나 면제 사유가 없으면 사증이 발급되지 않아요.`,
    ),
  'guidance.likely-exempt-child': ({ country }: { country: CountryCode }) =>
    localized(
      `Likely exempt: the program is required for nationals of ${countryInProse(country).en}, but a child born to you is a humanitarian ground for exemption. Confirm the exemption before applying (socinet.go.kr or the office that takes your application) and bring the child's birth or family relation certificate; once confirmed, answer yes to the program question under "More details that can help".`,
      `면제 가능성이 높아요. ${countryInProse(country).ko} 국민을 초청하는 경우 필수이지만, 두 분 사이의 자녀 출산은 인도적 면제 사유예요. 신청 전에 면제 여부를 확인하고(socinet.go.kr 또는 신청을 받는 기관) 자녀의 출생증명서나 가족관계증명서를 준비하세요. 확인되면 '결과에 도움이 될 수 있는 추가 정보'의 프로그램 질문에 '예'로 답해요.`,
    ),
  'guidance.likely-exempt-pregnancy': ({ country }: { country: CountryCode }) =>
    localized(
      `Likely exempt: the program is required for nationals of ${countryInProse(country).en}, but pregnancy is a humanitarian ground for exemption. Confirm the exemption before applying (socinet.go.kr or the office that takes your application) and bring the doctor's certificate of pregnancy; once confirmed, answer yes to the program question under "More details that can help".`,
      `면제 가능성이 높아요. ${countryInProse(country).ko} 국민을 초청하는 경우 필수이지만, 임신은 인도적 면제 사유예요. 신청 전에 면제 여부를 확인하고(socinet.go.kr 또는 신청을 받는 기관) 임신진단서를 준비하세요. 확인되면 '결과에 도움이 될 수 있는 추가 정보'의 프로그램 질문에 '예'로 답해요.`,
    ),
  'sponsor-record.outside': ({ until }: { until: string }) =>
    localized(
      `Outside the window: the bar ended on ${enDate(until)}, before the application date. The Korean criminal record (범죄경력회보서) will still show it; the office that takes your application may ask about it.`,
      `제한 기간 밖이에요. 제한은 ${koDate(until)}에 끝나 신청일 전이에요. 범죄경력회보서에는 여전히 나타나므로 신청을 받는 기관이 물어볼 수 있어요.`,
    ),
  'sponsor-record.inside-child': ({ until }: { until: string }) =>
    localized(
      `Inside the window (until ${enDate(until)}), but you have a child together, which the rule names as an exception (as are other humanitarian reasons). Likely allowed: confirm with the office that takes your application before applying.`,
      `제한 기간(${koDate(until)}까지) 안이지만 두 분 사이에 자녀가 있어 예외 사유에 해당해요(그 밖의 인도적 사유도 예외예요). 가능성이 높지만 신청 전에 신청을 받는 기관에 확인하세요.`,
    ),
  'sponsor-record.barred': ({ until }: { until: string }) =>
    localized(
      `Likely barred until ${enDate(until)}: since the 2020 rule change a sponsor with such a decision or sentence within 10 years (5 for a false marriage report) cannot invite a foreign spouse, unless you have a child together or another humanitarian reason. Confirm with the office that takes your application; the step stays open until then.`,
      `${koDate(until)}까지 초청이 제한될 가능성이 높아요. 2020년 규칙 개정 이후 10년(허위 혼인신고는 5년) 이내에 이런 결정·선고를 받은 초청인은 두 분 사이의 자녀나 그 밖의 인도적 사유가 없는 한 외국인 배우자를 초청할 수 없어요. 신청을 받는 기관에 확인하세요. 그때까지 이 단계는 열려 있어요.`,
    ),
  'naturalisation.too-early': ({ until }: { until: string }) =>
    localized(
      `Likely too early: a sponsor naturalised based on a marriage less than 3 years ago cannot invite, so the first application day is likely ${enDate(until)}. Confirm with the office that takes your application.`,
      `아직 이를 가능성이 높아요. 혼인을 근거로 귀화한 지 3년이 지나지 않은 초청인은 초청할 수 없다고 해요. ${koDate(until)}부터 신청할 수 있을 가능성이 높으니 신청을 받는 기관에 확인하세요.`,
    ),
  'income.meets': ({ year, size, threshold }: { year: number; size: number; threshold: number }) =>
    localized(
      `meets the ${year} threshold of ${formatKrw(threshold).en} for a household of ${size}.`,
      `${year}년 ${size}인 가구 기준 ${formatKrw(threshold).ko} 이상이에요.`,
    ),
  'income.short': ({
    year,
    size,
    threshold,
    shortfall,
    assetsNeeded,
  }: {
    year: number;
    size: number;
    threshold: number;
    shortfall: number;
    assetsNeeded: number;
  }) =>
    localized(
      `is ${formatKrw(shortfall).en} below the ${year} threshold of ${formatKrw(threshold).en} for a household of ${size}. Net assets count at 5%, but only once held for 6 months or more: ${formatKrw(assetsNeeded).en} more in assets already held that long would close the gap. Money deposited now counts only 6 months later, so applying before then would be refused on income. An exemption may also apply.`,
      `${year}년 ${size}인 가구 기준 ${formatKrw(threshold).ko}보다 ${formatKrw(shortfall).ko} 부족해요. 순자산은 6개월 이상 보유한 경우에만 5%가 소득으로 인정돼요. 이미 6개월 이상 보유한 재산이 ${formatKrw(assetsNeeded).ko} 더 있으면 기준을 충족해요. 지금 예치한 돈은 6개월이 지나야 인정되므로 그 전에 신청하면 소득 요건으로 거부돼요. 면제 사유에 해당할 수도 있어요.`,
    ),
  'income.year-fallback': ({ year, tableYear }: { year: number; tableYear: number }) =>
    localized(
      `The ${year} table, which applies on your application date, is not published yet: the ${tableYear} figures are shown as an estimate. They usually rise each year.`,
      `신청일에 적용되는 ${year}년 기준표가 아직 고시되지 않아 ${tableYear}년 금액을 추정치로 보여 드려요. 기준액은 보통 매년 올라요.`,
    ),
  'income.application-date': ({ day }: { day: string }) =>
    localized(`Your application date: ${enDate(day)}.`, `신청일: ${koDate(day)}.`),
  'income.table-in-force': ({ day }: { day: string }) =>
    localized(
      `The table in force on your application date (${enDate(day)}) is used.`,
      `신청일(${koDate(day)})에 적용되는 기준표를 사용했어요.`,
    ),
  'income.counted': ({ counted, income, family, assets, fromAssets }: CountedIncome) => {
    const total = formatKrw(counted);
    let breakdown: Localized | undefined;
    if (family > 0 || assets > 0) {
      const en = [`income ${formatKrw(income).en}`];
      const ko = [`소득 ${formatKrw(income).ko}`];
      if (family > 0) {
        en.push(`household and spouse's Korean income ${formatKrw(family).en}`);
        ko.push(`가족·배우자 국내 소득 ${formatKrw(family).ko}`);
      }
      if (assets > 0) {
        en.push(`5% of assets ${formatKrw(assets).en} = ${formatKrw(fromAssets).en}`);
        ko.push(`재산 ${formatKrw(assets).ko}의 5% ${formatKrw(fromAssets).ko}`);
      }
      breakdown = localized(` (${en.join(' + ')})`, `(${ko.join(' + ')})`);
    }
    return localized(
      `Counted income ${total.en}${breakdown?.en ?? ''}`,
      `인정 소득은 ${total.ko}${breakdown?.ko ?? ''}으로`,
    );
  },
} satisfies Record<string, (values: never) => Localized>;

type Texts = typeof eligibilityTexts;
export type EligibilityTextId = keyof Texts;

/** A message of a check: its id, and the values it is worded with where it has any. */
export type EligibilityMessage = {
  [K in EligibilityTextId]: Parameters<Texts[K]> extends [] ? { id: K } : { id: K; values: Parameters<Texts[K]>[0] };
}[EligibilityTextId];

/** A check's title: one of the texts without values. */
export type EligibilityTitleId = Extract<EligibilityTextId, `title.${string}`>;

/** One message in both languages. */
export const wordMessage = (m: EligibilityMessage): Localized =>
  (eligibilityTexts[m.id] as (values?: unknown) => Localized)('values' in m ? m.values : undefined);
