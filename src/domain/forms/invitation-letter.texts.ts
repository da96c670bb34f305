import { withKoTitle } from '../source-titles-ko';
import { t, sexLabels, awareLabels } from './texts-common';
import type { FormTexts } from './types';

const exemptionLabels = {
  stayedInSpouseCountry: t(
    "I stayed 6+ months in a row in my spouse's country, or in a third country on a long-term visa (study, posting), and can prove our relationship",
    '외국인 배우자의 국가에서 6개월 이상 계속 체류하거나 제3국에서 유학·파견근무 등 목적의 장기 사증으로 계속 체류하면서 교제사실을 입증할 수 있음',
  ),
  spouseStayedInKorea: t(
    'My spouse stayed lawfully in Korea for 91+ days on a long-term status and can prove our relationship',
    '외국인 배우자가 장기체류자격으로 91일 이상 합법적으로 체류하면서 초청인과 교제한 사실을 입증할 수 있음',
  ),
  humanitarian: t(
    'Humanitarian reasons such as pregnancy or childbirth',
    '임신, 출산 등 인도적 고려가 필요한 사유가 있음',
  ),
  none: t('None of these', '해당 없음'),
};
const shared = {
  dateOfBirth: { label: t('Date of birth', '생년월일') },
  address: { label: t('Address', '주소') },
  name: { label: t('Name', '성명') },
  contact: { label: t('Contact number', '연락처') },
  relationship: { label: t('Relationship to you', '초청인과의 관계') },
  workplace: { label: t('Workplace name', '직장명') },
  employerName: { label: t("Employer's name", '고용주 성명') },
  reason: { label: t('Reason for the exemption', '면제 사유') },
  otherExplanation: { label: t('Explain the other way', '그 밖의 방법 설명') },
  country: { label: t('Country', '국가명') },
  exemption: { label: t('Which applies to you?', '해당하는 경우'), options: exemptionLabels },
  humanitarianReason: { label: t('Humanitarian reason', '인도적 사유') },
};
/**
 * The words of the invitation letter form (invitation-letter.ts): what the wizard, the review and the final step show.
 * Keyed by the structure's ids; tests/domain/forms/texts.test.ts checks both match.
 */
export const invitationLetterTexts: FormTexts = {
  sections: {
    sponsor: t("Sponsor's personal details", '초청인의 인적사항'),
    courtship: t('Courtship and how the marriage came about', '교제 및 혼인경위'),
    'marital-history': t("Sponsor's marital history", '초청인의 혼인경력'),
    income: t('Income requirement', '소득요건'),
    housing: t('Housing requirement', '주거요건'),
    communication: t('Communication between the spouses', '부부간 의사소통'),
    programme: t('International Marriage Guidance Programme', '국제결혼 안내프로그램 이수 여부'),
    'health-criminal-info': t(
      'Mutual exchange of health and criminal-record information',
      '건강상태 및 범죄경력 정보 상호 제공 여부',
    ),
    'violence-record': t(
      'Record of domestic violence and similar offences',
      '가정폭력범죄 등을 범한 전력 등이 있는지 여부',
    ),
    'other-information': t('Other relevant information', '그 밖의 관련 정보'),
    assistance: t('Help received with this form', '서류 작성 시 도움을 받았는지 여부'),
    declaration: t(
      'Confirmation, notices on invitation limits, and signature',
      '기재사실 확인 및 초청제한 등에 대한 유의사항',
    ),
  },
  source: withKoTitle({
    title: 'Immigration Act Enforcement Rule, form 19-2 (외국인 배우자 초청장), rev. December 14, 2023',
    url: 'https://www.law.go.kr/법령/출입국관리법시행규칙',
    asOf: '2026-11-22',
    note: 'Items from the form text in 법무부령 제1106호 (S1); the sections follow Rule 9-5 (S2). Written in Korean by the sponsor (form notice; S7).',
  }),
  questions: {
    'il.sponsor-name-sex': {
      title: t('Your name and sex', '초청인의 성명과 성별'),
      help: t(
        'You are the sponsor (초청인), the Korean spouse who invites. The whole invitation must be written in Korean. Write your name in Hangul as on your family relation register.',
        '초청장은 외국인 배우자를 초청하는 국내 초청인이 한국어로 작성해야 해요. 가족관계등록부에 적힌 한글 성명을 적으세요.',
      ),
      fields: {
        name: { label: t('Full name', '성명') },
        sex: { label: t('Sex', '성별'), options: sexLabels },
      },
    },
    'il.sponsor-birth': {
      title: t('Your country and date of birth', '초청인의 출생국가와 생년월일'),
      help: t(
        'Tick Korea or "outside Korea" and name the country. If you became Korean by naturalisation, the form also asks for the naturalisation date: a sponsor naturalised on the basis of a marriage less than 3 years ago likely cannot invite (naturalisation on other grounds is not covered).',
        '출생국가가 한국인지, 한국 외의 지역인지 표시하고 국가명을 적어요. 귀화로 국적을 취득한 경우 귀화 일자도 적어요. 혼인을 근거로 귀화한 지 3년이 지나지 않았으면 초청이 제한될 가능성이 높아요(다른 근거의 귀화는 해당하지 않아요).',
      ),
      fields: {
        birthCountry: {
          label: t('Country of birth', '출생국가'),
          options: { korea: t('Korea', '한국'), abroad: t('Outside Korea', '한국 외의 지역') },
        },
        birthCountryName: { label: t('Country of birth (name)', '출생국가명') },
        naturalised: { label: t('Did you become Korean by naturalisation?', '귀화로 대한민국 국적을 취득하였습니까?') },
        naturalisationDate: { label: t('Naturalisation date', '귀화 일자') },
        dateOfBirth: shared.dateOfBirth,
      },
    },
    'il.sponsor-address': {
      title: t('Your address', '초청인의 주소'),
      help: t(
        'Your current address, in Korean, as on your resident registration if you live in Korea.',
        '현재 주소를 적어요. 국내에 거주하면 주민등록상 주소를 적으세요.',
      ),
      fields: {
        address: shared.address,
      },
    },
    'il.sponsor-contact': {
      title: t('Your phone numbers and e-mail', '초청인의 전화번호와 전자우편 주소'),
      help: t(
        'The consulate or immigration office uses these to contact you. A home phone is optional; give a mobile number and an e-mail address you read.',
        '영사관이나 출입국 기관이 연락할 때 사용해요. 집 전화번호는 없으면 비워 두고, 휴대전화번호와 자주 확인하는 전자우편 주소를 적으세요.',
      ),
      fields: {
        homePhone: { label: t('Home phone', '집 전화번호') },
        mobilePhone: { label: t('Mobile phone', '휴대전화번호') },
        email: { label: t('E-mail', '전자우편 주소') },
      },
    },
    'il.first-meeting': {
      title: t('When and where did you first meet your spouse?', '배우자를 언제, 어디에서 처음 만났습니까?'),
      help: t(
        'The date and the place where you first met, as the form asks. If you first met online, that is your first meeting: give the date and the service or app (e.g. "온라인, 언어교환 앱"), and make it match your evidence (messages, the story in 2.4). Otherwise be concrete: city and country, and the kind of place (e.g. "서울 강남구의 한 카페").',
        '처음 만난 날짜와 장소를 양식이 묻는 그대로 적어요. 온라인으로 처음 알게 되었다면 그것이 첫 만남이에요. 날짜와 서비스나 앱 이름(예: "온라인, 언어교환 앱")을 적고, 입증자료(메시지, 2.4의 경위)와 맞게 적으세요. 그 밖에는 도시, 국가와 장소의 종류까지 구체적으로 적으세요(예: "서울 강남구의 한 카페").',
      ),
      fields: {
        date: { label: t('Date of the first meeting', '처음 만난 날짜') },
        place: { label: t('Place of the first meeting', '처음 만난 장소') },
      },
    },
    'il.introduced': {
      title: t('Did someone introduce you to your spouse?', '배우자를 소개해 준 사람이 있습니까?'),
      help: t(
        'Answer Yes if a person, a marriage broker or an agency introduced you. If No, the form skips to 2.4.',
        '개인, 결혼중개업체 등 소개해 준 사람이 있으면 "예"를 선택해요. "아니요"이면 2.4로 이동해요.',
      ),
      fields: {
        introduced: { label: t('Someone introduced us', '소개해 준 사람이 있음') },
      },
    },
    'il.introducer-details': {
      title: t('About the person who introduced you', '소개인에 관한 사항'),
      help: t(
        'Name, date of birth, nationality and phone of the introducer. For a marriage broker also write the trade name and the business registration number. For the relationship, do not just write "acquaintance", "family" or "friend": explain how exactly the introducer knows you and your spouse, e.g. "my colleague at ○○ company for 5 years".',
        '소개인의 성명, 생년월일, 국적, 전화번호를 적어요. 중개업체인 경우 상호명과 사업자등록번호도 적어요. 관계는 "지인", "가족", "친구"처럼 단순히 적지 말고 구체적으로 어떤 관계인지 설명하세요(예: "○○회사에서 5년간 함께 근무한 동료").',
      ),
      fields: {
        name: { label: t("Introducer's name (and trade name for a broker)", '소개인의 성명 (중개업체는 상호명 포함)') },
        birthDateOrBusinessNumber: {
          label: t(
            'Date of birth (and business registration no. for a broker)',
            '생년월일 (중개업체는 사업자등록번호 포함)',
          ),
        },
        nationality: { label: t('Nationality', '국적') },
        phone: { label: t('Phone number', '전화번호') },
        relationToSponsor: { label: t('Relationship between the introducer and you', '소개인과 초청인과의 관계') },
        relationToSpouse: {
          label: t('Relationship between the introducer and your spouse', '소개인과 배우자와의 관계'),
        },
      },
    },
    'il.how-met': {
      title: t('How you came to meet', '처음 만나게 된 경위'),
      help: t(
        'Describe in detail how you came to meet: how you first learned of each other, who started the contact, and what led to the first meeting. If it is long, write "별지 작성" on the form and attach a separate sheet; the app prints your text on one.',
        '처음 만나게 된 경위를 자세히 적어요. 서로를 어떻게 알게 되었는지, 누가 먼저 연락했는지, 무엇이 첫 만남으로 이어졌는지 적으세요. 내용이 많으면 양식에 "별지 작성"이라고 적고 별지를 첨부해요.',
      ),
      fields: {
        story: { label: t('How you came to meet', '처음 만나게 된 경위') },
      },
    },
    'il.relationship-development': {
      title: t('How the relationship led to marriage', '관계가 혼인으로 발전한 과정'),
      help: t(
        'Explain how your relationship developed from the first meeting to the marriage, with concrete times and places (visits, trips, meeting the families, the proposal). The form asks you to attach proof of the relationship if you have it, such as call logs, messages and photos.',
        '첫 만남 이후 어떻게 관계를 발전시켜 혼인하게 되었는지 시간과 장소를 구체적으로 적어요(방문, 여행, 가족과의 만남, 청혼 등). 통화내역, 메시지, 사진 등 교제사실을 입증할 자료가 있으면 함께 제출해요.',
      ),
      fields: {
        story: { label: t('From the first meeting to the marriage', '첫 만남부터 혼인까지') },
      },
    },
    'il.visits': {
      title: t('Visits since you first met', '첫 만남 이후의 방문'),
      help: t(
        "Since the first meeting, have you visited your spouse's country, and has your spouse visited Korea? Give the number of visits. Passport stamps and boarding passes back this up.",
        '첫 만남 이후 초청인이 배우자의 국가를, 배우자가 한국을 방문한 적이 있는지와 그 횟수를 적어요. 출입국 기록이나 탑승권으로 입증할 수 있어요.',
      ),
      fields: {
        sponsorVisited: {
          label: t("Have you visited your spouse's country?", '배우자의 국가에 방문한 적이 있습니까?'),
        },
        sponsorVisitCount: { label: t('Number of visits', '방문 횟수') },
        spouseVisited: { label: t('Has your spouse visited Korea?', '배우자가 한국에 방문한 적이 있습니까?') },
        spouseVisitCount: { label: t('Number of visits', '방문 횟수') },
      },
    },
    'il.wedding': {
      title: t('Did you hold a wedding ceremony?', '배우자와 결혼식을 하였습니까?'),
      help: t(
        'A ceremony is not required by law; answer honestly. If you held one, give the date and the place (venue, city, country).',
        '결혼식은 법적 요건이 아니므로 사실대로 답하세요. 결혼식을 했다면 날짜와 장소(예식장, 도시, 국가)를 적어요.',
      ),
      fields: {
        held: { label: t('We held a wedding ceremony', '결혼식을 하였음') },
        date: { label: t('Date of the ceremony', '결혼식 날짜') },
        place: { label: t('Place of the ceremony', '결혼식 장소') },
      },
    },
    'il.marriage-report': {
      title: t('Date of the marriage report in Korea', '한국에 혼인신고한 날짜'),
      help: t(
        'The date the marriage was reported (혼인신고) to a Korean district office or a consulate. It is shown as 신고일 on your marriage relation certificate (혼인관계증명서). The marriage must be registered in both countries.',
        '구청·시청·읍면사무소나 재외공관에 혼인신고한 날짜로, 혼인관계증명서의 신고일에서 확인할 수 있어요. 혼인은 양국에 모두 신고되어 있어야 해요.',
      ),
      fields: {
        date: { label: t('Marriage report date', '혼인신고일') },
        reportedWith: {
          label: t('How was the marriage reported?', '혼인신고는 어떻게 했나요?'),
          help: t(
            'A marriage made abroad and reported with its certificate (to a mission or an office in Korea) has no witnesses, so item 2.10 does not apply.',
            '외국에서 혼인하고 그 증명서로 신고한 경우(재외공관이나 국내 관서)에는 증인이 없으므로 2.10 항목은 해당하지 않아요.',
          ),
          options: {
            koreanReport: t(
              'Married in Korea by a marriage report (with two witnesses)',
              '한국에서 혼인신고서로 혼인(증인 2명)',
            ),
            foreignCertificate: t(
              'Married abroad, reported with the foreign certificate',
              '외국에서 혼인한 뒤 외국 혼인증명서로 신고',
            ),
          },
        },
      },
    },
    'il.witnesses': {
      title: t('The two witnesses on the Korean marriage report', '혼인신고서에 기재한 증인 2명'),
      help: t(
        'The two adult witnesses (증인) named on the marriage report filed in Korea, exactly as on the report. The form asks this only when the marriage was reported in Korea with a marriage report; a marriage reported with a foreign certificate has no witnesses and skips this item.',
        '한국에서 혼인신고할 때 신고서에 적은 성인 증인 2명을 신고서와 같게 적어요. 양식은 한국에서 혼인신고서로 신고한 경우에만 이 항목을 물어요. 외국 혼인증명서로 신고한 경우에는 증인이 없으므로 이 항목을 건너뛰어요.',
      ),
      rowLabel: t('Witness', '증인'),
      fields: {
        name: shared.name,
        dateOfBirth: shared.dateOfBirth,
        contact: shared.contact,
        relationship: shared.relationship,
      },
    },
    'il.cohabitation': {
      title: t('Have you lived together with your spouse?', '초청하려는 배우자와 동거한 적이 있습니까?'),
      help: t(
        'Any period you lived under the same roof, in Korea or abroad. Give the place and the period. Leave the end date empty only if you still live together.',
        '한국이나 외국에서 함께 산 적이 있으면 장소와 기간을 적어요. 지금도 함께 살고 있으면 종료일을 비워 둬요.',
      ),
      fields: {
        livedTogether: { label: t('We have lived together', '동거한 적이 있음') },
        place: { label: t('Where', '동거장소') },
        from: { label: t('From', '동거 시작일') },
        to: { label: t('Until', '동거 종료일') },
      },
    },
    'il.family-awareness': {
      title: t('Does your family know about the marriage?', '초청인의 가족이 혼인사실에 대해 알고 있습니까?'),
      help: t(
        'List your father and mother first, then EVERY brother, sister and child: the form requires all of them. For each, give the contact number and whether they know about the marriage. For someone who has died, mark them as deceased (the form shows "사망" in the contact column). The printed table has 7 rows; more go on a separate sheet.',
        '부, 모를 먼저 적고 형제자매와 자녀를 빠짐없이 모두 적어야 해요. 각 사람의 연락처와 혼인사실을 알고 있는지 표시해요. 사망한 경우 연락처란에 "사망"으로 기재돼요. 양식의 표는 7줄이며, 부족하면 별지에 작성해요.',
      ),
      rowLabel: t('Family member', '가족'),
      fields: {
        relation: { label: t('Relation (father, mother, older brother, daughter...)', '관계 (부, 모, 형, 딸 등)') },
        name: shared.name,
        deceased: { label: t('Deceased', '사망') },
        contact: shared.contact,
        aware: { label: t('Knows about the marriage?', '혼인사실을 알고 있는지 여부'), options: awareLabels },
      },
    },
    'il.family-unaware-reason': {
      title: t('Why do some family members not know?', '혼인사실을 모르는 가족이 있는 이유'),
      help: t(
        'Someone in your list does not know about the marriage. Explain why, honestly and concretely (e.g. no contact for years). The officer reads this as part of judging whether the marriage is genuine.',
        '표에 적은 가족 중 혼인사실을 모르는 사람이 있어요. 그 이유를 구체적으로 설명하세요(예: 수년간 연락이 끊김). 진정한 혼인인지 판단하는 자료가 돼요.',
      ),
      fields: {
        reason: { label: t('Reason', '이유') },
      },
    },
    'il.previously-married': {
      title: t('Have you been married before?', '초청인은 과거 혼인한 적이 있습니까?'),
      help: t(
        'Count every earlier marriage, to a Korean or to a foreigner, including ones that ended in divorce or death. If No, the form skips to section 4.',
        '한국인 및 외국인과의 혼인을 모두 포함하며, 이혼이나 사별로 끝난 혼인도 포함해요. "아니요"이면 4로 이동해요.',
      ),
      fields: {
        previouslyMarried: { label: t('I have been married before', '과거 혼인한 적이 있음') },
      },
    },
    'il.previous-marriages': {
      title: t('Your previous marriages', '과거 혼인경력'),
      help: t(
        "For each earlier marriage: the former spouse's name, date of birth and nationality, and the dates the marriage began and ended (as on your marriage relation certificate).",
        '과거 혼인마다 배우자의 성명, 생년월일, 국적과 혼인기간(시작일과 종료일)을 혼인관계증명서와 같게 적어요.',
      ),
      rowLabel: t('Previous marriage', '과거 혼인'),
      fields: {
        spouseName: { label: t("Former spouse's name", '배우자의 성명') },
        dateOfBirth: shared.dateOfBirth,
        nationality: { label: t('Nationality', '배우자의 국적') },
        from: { label: t('Married from', '혼인 시작일') },
        to: { label: t('Married until', '혼인 종료일') },
      },
    },
    'il.previous-invitations': {
      title: t(
        'Have you invited a foreign spouse to Korea before?',
        '과거에 국제결혼으로 외국인을 한국으로 초청한 적이 있습니까?',
      ),
      help: t(
        'Count earlier invitations of a foreign spouse for marriage. Give how many, and the date of the most recent one: the date that spouse applied for the marriage visa. If you do not know the day, the year and month are enough (YYYY-MM). After inviting a spouse, another invitation may be refused for 5 years.',
        '과거 외국인 배우자를 초청한 횟수와 가장 최근 초청일(당시 결혼사증 신청일)을 적어요. 정확한 날짜를 모르면 연월까지만 적어요(YYYY-MM). 배우자를 초청한 날부터 5년이 지나지 않으면 다른 배우자 초청이 제한될 수 있어요.',
      ),
      fields: {
        invitedBefore: { label: t('I have invited a foreign spouse before', '초청한 적이 있음') },
        count: { label: t('Number of times', '횟수') },
        lastInvitationDate: {
          label: t('Most recent invitation (YYYY-MM-DD or YYYY-MM)', '가장 최근 초청일 (YYYY-MM-DD 또는 YYYY-MM)'),
        },
      },
    },
    'il.child-together': {
      title: t(
        'Do you have a child with the spouse you are inviting?',
        '초청하려는 외국인 배우자와의 사이에 출생한 자녀가 있습니까?',
      ),
      help: t(
        "A child born to the two of you exempts you from the income requirement (section 4) and from the communication requirement (section 6). If Yes, those questions are skipped and the form goes to section 5. The same answer is printed at 4.7.1 and 6.5.1. Attach the child's family relation certificate or birth certificate.",
        '두 사람 사이에 출생한 자녀가 있으면 소득요건(4)과 부부간 의사소통 요건(6)이 면제돼요. "예"이면 해당 질문을 건너뛰고 5로 이동해요. 같은 답이 4.7.1과 6.5.1에 기재돼요. 자녀의 가족관계증명서나 출생증명서를 첨부하세요.',
      ),
      fields: {
        childTogether: { label: t('We have a child together', '자녀가 있음') },
      },
    },
    'il.household-and-threshold': {
      title: t('Household size and your income threshold', '가족 수와 충족해야 하는 소득요건'),
      help: t(
        'The household counts you and your spouse (2, pre-printed) plus lineal family sharing your resident registration household: parents, grandparents, and children from a previous marriage who live with you. Then write the yearly pre-tax income threshold for that household size from the Ministry of Justice notice in force (for 2026, 2 persons: 25,195,752 KRW). "Past 1 year" in this section always means the year before the date you write the invitation.',
        '초청인과 외국인 배우자 2명(인쇄됨)에 주민등록표상 세대를 같이 하는 직계가족(부모, 조부모, 과거 혼인관계에서 출생한 자녀 중 함께 사는 가족)을 더해요. 그 가족 수에 맞는 연간 세전 소득요건 금액을 법무부 고시에서 찾아 적어요(2026년 2인 가구: 25,195,752원). 이 항목의 "과거 1년간"은 초청장 작성일 기준이에요.',
      ),
      fields: {
        otherFamilyMembers: {
          label: t(
            'Lineal family members in your household (besides the two of you)',
            '함께 사는 직계가족 수 (부부 제외)',
          ),
        },
        threshold: {
          label: t('Income threshold for this household (KRW per year)', '충족해야 하는 소득요건 (원, 연간)'),
        },
      },
    },
    'il.current-employment': {
      title: t('Are you currently employed in Korea?', '초청인은 현재 한국에서 취업하고 있습니까?'),
      help: t(
        "Employment in Korea only. If Yes, give the workplace name and address, your employer's (boss's) name and phone number, and the date you started. If No, the form skips to 4.3.6. Attach an employment certificate (재직증명서).",
        '한국에서의 취업만 해당해요. "예"이면 직장명과 주소, 고용주 성명과 연락처, 근무 시작일을 적고 재직증명서를 첨부해요. "아니요"이면 4.3.6으로 이동해요.',
      ),
      fields: {
        employed: { label: t('I am employed in Korea', '현재 한국에서 취업 중') },
        workplace: shared.workplace,
        workplaceAddress: { label: t('Workplace address', '직장 주소') },
        employerName: shared.employerName,
        employerPhone: { label: t("Employer's phone", '고용주 연락처') },
        startDate: { label: t('Working there since', '근무 시작일') },
      },
    },
    'il.current-job-income': {
      title: t('Pre-tax income from your current job in the past year', '현재 직장에서 과거 1년간 얻은 세전 수입'),
      help: t(
        'Gross earnings (before tax) from your current job during the year before the invitation date, as on your withholding receipt (근로소득 원천징수영수증) or income certificate. If you started less than a year ago, count only what you earned.',
        '초청장 작성일부터 과거 1년간 현재 직장에서 받은 세전 소득을 근로소득 원천징수영수증이나 소득금액증명원 기준으로 적어요. 근무한 지 1년이 안 되면 실제 받은 금액만 적어요.',
      ),
      fields: {
        amount: { label: t('Pre-tax income (KRW)', '세전 수입 (원)') },
        meetsThreshold: {
          label: t('Does this amount reach the threshold in 4.2?', '이 금액이 4.2의 소득요건 기준 이상입니까?'),
          help: t(
            'If Yes, the form sends you straight to section 5 (housing).',
            '"예"이면 양식의 안내에 따라 5(주거요건)로 이동해요.',
          ),
        },
      },
    },
    'il.past-year-jobs': {
      title: t(
        'Did you have another job in Korea in the past year?',
        '과거 1년간 한국에서 다른 직장에 취업한 적이 있습니까?',
      ),
      help: t(
        'Jobs other than your current one, held in Korea during the year before the invitation date. If No, the form skips to 4.4.',
        '초청장 작성일부터 과거 1년간 현재 직장 외에 한국에서 다녔던 직장이 있는지 답해요. "아니요"이면 4.4로 이동해요.',
      ),
      fields: {
        hadOtherJobs: { label: t('I had another job in the past year', '다른 직장에 취업한 적이 있음') },
      },
    },
    'il.past-jobs': {
      title: t('Your other jobs in the past year', '과거 1년간 취업하였던 직장'),
      help: t(
        "One row per former job: the workplace name and address, the employer's name and phone (4.3.7), the period you worked there within the past year and the pre-tax income you earned there (4.3.8).",
        '과거 직장마다 직장명, 주소, 고용주 성명과 연락처(4.3.7), 과거 1년 중 근무한 기간과 그 직장에서 얻은 세전 소득(4.3.8)을 적어요.',
      ),
      rowLabel: t('Former job', '과거 직장'),
      fields: {
        workplace: shared.workplace,
        address: shared.address,
        employerName: shared.employerName,
        employerPhone: { label: t("Employer's (workplace) phone", '고용주(직장) 연락처') },
        from: { label: t('Worked from', '근무 시작일') },
        to: { label: t('Worked until', '근무 종료일') },
        income: { label: t('Pre-tax income (KRW)', '세전 소득 (원)') },
      },
    },
    'il.earned-income-total': {
      title: t('Total earned income', '근로소득 합계'),
      help: t(
        "4.3.9 is the sum of the pre-tax income of your former jobs. 4.3.10 adds your current job's income (4.3.5; 0 if not employed).",
        '4.3.9는 과거 직장 세전 소득의 합이고, 4.3.10은 여기에 현재 직장 소득(4.3.5, 취업하지 않았으면 0)을 더한 금액이에요.',
      ),
      fields: {
        formerJobsTotal: { label: t('Sum of former jobs (4.3.9, KRW)', '과거 직장 소득의 합 (4.3.9, 원)') },
        earnedTotal: { label: t('Current + former jobs (4.3.10, KRW)', '현재 및 과거 직장 소득의 합 (4.3.10, 원)') },
        meetsThreshold: {
          label: t(
            'Does the total in 4.3.10 reach the threshold in 4.2?',
            '4.3.10의 합계가 4.2의 소득요건 기준 이상입니까?',
          ),
          help: t(
            'If Yes, the form sends you straight to section 5 (housing).',
            '"예"이면 양식의 안내에 따라 5(주거요건)로 이동해요.',
          ),
        },
      },
    },
    'il.business': {
      title: t('Did you run a business in the past year?', '과거 1년간 사업을 한 적이 있습니까?'),
      help: t(
        'Self-employment or a business of your own during the year before the invitation date. Farming, forestry and fishing count as business. If No, the form skips to 4.5.',
        '초청장 작성일부터 과거 1년간 사업(자영업)을 한 적이 있는지 답해요. 농림수산업 소득도 사업소득에 포함돼요. "아니요"이면 4.5로 이동해요.',
      ),
      fields: {
        hadBusiness: { label: t('I ran a business', '사업을 한 적이 있음') },
      },
    },
    'il.businesses': {
      title: t('Your businesses', '사업장'),
      help: t(
        'One row per business: its name, address and phone (4.4.2), and concretely what kind of business it is (4.4.3), e.g. "온라인 의류 소매업". From 3 businesses on, the form puts them on a separate sheet. Attach your business registration certificate and income proof.',
        '사업장마다 명칭, 주소, 전화번호(4.4.2)와 구체적인 사업의 종류(4.4.3, 예: "온라인 의류 소매업")를 적어요. 3개 이상이면 별지에 작성해요. 사업자등록증과 소득 증빙을 첨부하세요.',
      ),
      rowLabel: t('Business', '사업장'),
      fields: {
        name: { label: t('Business name', '명칭') },
        address: shared.address,
        phone: { label: t('Phone', '전화번호') },
        kind: { label: t('Kind of business', '사업의 종류') },
      },
    },
    'il.business-income': {
      title: t('Pre-tax business income in the past year', '과거 1년간 사업을 통해 얻은 세전 소득'),
      help: t(
        'The total pre-tax income from all your businesses in the year before the invitation date, as on your income certificate (소득금액증명원). For the threshold check, add your earned income (4.3.10, or 4.3.5 if you skipped 4.3.10).',
        '초청장 작성일부터 과거 1년간 모든 사업에서 얻은 세전 소득의 총액을 소득금액증명원 기준으로 적어요. 소득요건 확인 시 근로소득(4.3.10, 건너뛴 경우 4.3.5)을 더해요.',
      ),
      fields: {
        amount: { label: t('Pre-tax business income (KRW)', '세전 사업소득 (원)') },
        meetsThreshold: {
          label: t(
            'Does earned income plus this amount reach the threshold in 4.2?',
            '근로소득과 이 금액의 합이 4.2의 소득요건 기준 이상입니까?',
          ),
          help: t(
            'If Yes, the form sends you straight to section 5 (housing).',
            '"예"이면 양식의 안내에 따라 5(주거요건)로 이동해요.',
          ),
        },
      },
    },
    'il.other-income': {
      title: t(
        'Did you have rental, interest, dividend or pension income?',
        '과거 1년간 부동산 임대, 이자, 배당, 연금 소득이 있습니까?',
      ),
      help: t(
        '"Other income" on this form means ONLY real-estate rent, interest, dividends and pensions received in the year before the invitation date. If No, the form skips to 4.6.',
        '이 양식의 "그 밖의 소득"은 초청장 작성일부터 과거 1년간의 부동산 임대소득, 이자소득, 배당소득, 연금소득만 해당해요. "아니요"이면 4.6으로 이동해요.',
      ),
      fields: {
        hasOtherIncome: { label: t('I had such income', '해당 소득이 있음') },
      },
    },
    'il.other-income-items': {
      title: t('Your rental, interest, dividend and pension income', '부동산 임대, 이자, 배당, 연금 소득 내역'),
      help: t(
        'One row per kind of income, with the pre-tax amount for the past year.',
        '소득의 종류마다 과거 1년간의 세전 소득을 적어요.',
      ),
      rowLabel: t('Income', '소득'),
      fields: {
        kind: {
          label: t('Kind of income', '소득의 종류'),
          options: {
            rent: t('Real-estate rent', '부동산 임대'),
            interest: t('Interest', '이자'),
            dividend: t('Dividends', '배당'),
            pension: t('Pension', '연금'),
          },
        },
        amount: { label: t('Pre-tax amount (KRW)', '세전 소득 (원)') },
      },
    },
    'il.other-income-total': {
      title: t('Total of the other income', '그 밖의 소득의 합계'),
      help: t(
        'The sum of the amounts listed in 4.5.1. For the threshold check, add earned income and business income.',
        '4.5.1에 적은 소득의 합계예요. 소득요건 확인 시 근로소득과 사업소득을 더해요.',
      ),
      fields: {
        amount: { label: t('Sum (KRW)', '합계 (원)') },
        meetsThreshold: {
          label: t(
            'Does earned + business + other income reach the threshold in 4.2?',
            '근로소득, 사업소득, 그 밖의 소득의 합이 4.2의 소득요건 기준 이상입니까?',
          ),
          help: t(
            'If Yes, the form sends you straight to section 5 (housing).',
            '"예"이면 양식의 안내에 따라 5(주거요건)로 이동해요.',
          ),
        },
      },
    },
    'il.assets': {
      title: t('Do you have qualifying assets in your own name?', '기준을 충족하는 초청인 명의의 재산이 있습니까?'),
      help: t(
        'If your income falls short, assets can count. Qualifying assets are deposits, insurance, securities, bonds or real estate in YOUR name for at least 6 months before the invitation date, each worth at least 1,000,000 KRW; a jeonse or lease deposit counts as real estate at the lease-contract amount (item 4.6.1). Only net assets (after debts) count. If No, the form skips to 4.7.',
        '소득만으로 기준에 못 미치면 재산을 이용할 수 있어요. 초청장 작성일 기준 6개월 이상 초청인 명의로 된 100만원 이상의 예금, 보험, 증권, 채권, 부동산이 해당하고, 전세·임차 보증금은 임대차 계약 금액으로 부동산에 포함돼요(4.6.1 항목). 부채를 뺀 순재산만 인정해요. "아니요"이면 4.7로 이동해요.',
      ),
      fields: {
        hasAssets: { label: t('I have qualifying assets', '해당 재산이 있음') },
      },
    },
    'il.asset-items': {
      title: t('Your assets and their cash value', '재산의 종류와 현금가액'),
      help: t(
        "One row per asset. Cash value: deposits, insurance, securities and bonds at face value on the invitation date; owned real estate at the official assessed price (공시지가), or a MOLIT actual-transaction price or a bank's published market price where one exists; a leased home at the deposit in the lease contract. The form then asks for the total.",
        '재산마다 적어요. 현금가액: 예금·보험·증권·채권은 초청장 작성일 기준 액면가, 소유 부동산은 원칙적으로 공시지가(국토교통부 실거래가나 시중은행 공표 시세를 확인할 수 있으면 그 가격), 임차 주택은 임대차 계약서상의 금액을 적어요.',
      ),
      rowLabel: t('Asset', '재산'),
      fields: {
        kind: {
          label: t('Kind of asset', '재산의 종류'),
          options: {
            deposit: t('Bank deposit', '예금'),
            insurance: t('Insurance', '보험'),
            securities: t('Securities (stocks, funds)', '증권'),
            bonds: t('Bonds', '채권'),
            realEstate: t('Real estate (owned, or a jeonse / lease deposit)', '부동산(소유 또는 전세·임차 보증금)'),
          },
        },
        value: { label: t('Cash value (KRW)', '현금가액 (원)') },
      },
    },
    'il.income-total': {
      title: t('Debts, net assets and your total', '부채, 순 재산과 소득 합계'),
      help: t(
        '4.6.2: any loans or other debts, and the amount. 4.6.3: the asset total minus the debts. 4.6.4: 5% of that net amount (if it is zero or negative, write 0). 4.6.5: earned income (4.3.10) + business income (4.4.4) + other income (4.5.2) + the 4.6.4 amount; the form prints each part and the total.',
        '4.6.2: 대출 등 부채가 있으면 금액을 적어요. 4.6.3: 재산 합계에서 부채를 뺀 금액. 4.6.4: 그 순 재산의 5%(0 이하이면 0). 4.6.5: 근로소득(4.3.10) + 사업소득(4.4.4) + 그 밖의 소득(4.5.2) + 재산의 환산금액(4.6.4)의 합계예요.',
      ),
      fields: {
        hasDebt: { label: t('I have loans or other debts', '대출 등 부채가 있음') },
        debtAmount: { label: t('Debt amount (KRW)', '부채 금액 (원)') },
        netAssets: { label: t('Net assets (4.6.3, KRW)', '순 재산 (4.6.3, 원)') },
        assetConversion: { label: t('5% of net assets (4.6.4, KRW)', '순 재산의 5% (4.6.4, 원)') },
        grandTotal: {
          label: t('Total of income and converted assets (4.6.5, KRW)', '소득과 재산 환산금액의 합계 (4.6.5, 원)'),
        },
        meetsThreshold: {
          label: t(
            'Does the total in 4.6.5 reach the threshold in 4.2?',
            '4.6.5의 합계가 4.2의 소득요건 기준 이상입니까?',
          ),
          help: t(
            'If Yes, the form sends you straight to section 5 (housing).',
            '"예"이면 양식의 안내에 따라 5(주거요건)로 이동해요.',
          ),
        },
      },
    },
    'il.income-exemption-reason': {
      title: t('Special reason for an income exemption', '소득요건을 특별히 면제받을 사유'),
      help: t(
        'Your income and assets do not reach the threshold. If a special reason applies, explain it and attach proof: for example, you and your spouse lived together abroad for a year or more, so you have no income in Korea. If none applies, leave it blank and consider a statement of reasons (사유서).',
        '소득이나 재산이 4.2의 기준에 미치지 못해요. 특별히 면제받을 사유가 있으면 적고 입증서류를 제출하세요(예: 외국에서 1년 이상 함께 거주하여 국내 소득이 없는 경우). 해당 사유가 없으면 비워 두고 사유서 제출을 검토하세요.',
      ),
      fields: {
        reason: shared.reason,
      },
    },
    'il.home': {
      title: t('The home you will share', '배우자가 입국 후 거주할 주거공간'),
      help: t(
        'You need a normal home where the two of you can live long-term, owned or leased in your name or in the name of lineal family on your resident registration. Goshiwon rooms, motels and greenhouses do not count. Give the address, who owns or leases it, the floor area in m², and the number of rooms (kitchen, toilet, bathroom, entrance and storage are not rooms). Attach the property register or sale contract if owned, or the lease if rented.',
        '부부가 함께 지속적으로 거주할 수 있는 정상적인 주거공간이 필요하며, 초청인 또는 주민등록을 함께 하는 직계가족 명의로 소유하거나 임차한 곳이어야 해요. 고시원, 모텔, 비닐하우스 등은 인정되지 않아요. 주소, 권리관계, 면적(m²), 방 개수(부엌, 화장실, 욕실, 현관입구, 창고 제외)를 적고, 소유는 부동산등기부 등본이나 매매계약서, 임차는 임대차 계약서 사본을 제출해요.',
      ),
      fields: {
        address: { label: t('Address where your spouse will live', '배우자가 거주할 곳의 주소') },
        tenure: {
          label: t('Ownership or lease', '권리관계'),
          options: {
            ownedBySponsor: t('Owned in my name', '초청인 명의로 소유'),
            leasedBySponsor: t('Leased in my name', '초청인 명의로 임차'),
            ownedByFamily: t("Owned in a family member's name", '가족 명의로 소유'),
            leasedByFamily: t("Leased in a family member's name", '가족 명의로 임차'),
          },
        },
        areaM2: { label: t('Floor area (m²)', '주거공간의 크기 (m²)') },
        rooms: { label: t('Number of rooms', '방 개수') },
      },
    },
    'il.home-occupants': {
      title: t('Does anyone besides you live there now?', '주거공간에 초청인 이외에 현재 거주하는 사람이 있습니까?'),
      help: t(
        'List everyone who lives in that home now, other than you: name, age, relationship to you and phone. If nobody else lives there, answer with an empty list ("No").',
        '초청인 외에 현재 그 집에 사는 사람의 성명, 연령, 초청인과의 관계, 연락처를 적어요. 없으면 "아니요"로 빈 목록을 저장해요.',
      ),
      rowLabel: t('Occupant', '거주자'),
      fields: {
        name: shared.name,
        age: { label: t('Age', '연령') },
        relationship: shared.relationship,
        contact: shared.contact,
      },
    },
    'il.always-together': {
      title: t('Will you always live together after your spouse arrives?', '배우자가 입국하면 항상 동거할 예정입니까?'),
      help: t(
        'Answer No if you will live apart for part of the time, e.g. a weekend couple (주말부부).',
        '주말부부처럼 일부 기간 떨어져 살 예정이면 "아니요"를 선택해요.',
      ),
      fields: {
        alwaysTogether: { label: t('We will always live together', '항상 동거할 예정') },
      },
    },
    'il.daily-language': {
      title: t(
        'Which language do you use with your spouse day to day?',
        '초청인과 배우자가 일상 대화에 사용하는 언어는 무엇입니까?',
      ),
      help: t(
        'The couple must be able to communicate. Korean leads to 6.2 (proof of your spouse\'s Korean), your spouse\'s native language to 6.3 (proof of your command of it), a third language such as English to 6.4, and "we cannot communicate" to 6.5.',
        '부부간 의사소통이 가능해야 해요. 한국어는 6.2(배우자의 한국어 능력 입증), 배우자의 모국어는 6.3(초청인의 해당 언어 능력 입증), 영어 등 제3국 언어는 6.4, 의사소통 불가는 6.5로 이동해요.',
      ),
      fields: {
        language: {
          label: t('Language', '언어'),
          options: {
            korean: t('Korean', '한국어'),
            spouseNative: t("My spouse's native language", '배우자의 모국어'),
            thirdLanguage: t('A third language', '제3국 언어'),
            cannotCommunicate: t('We cannot communicate', '부부간 의사소통이 불가능'),
          },
        },
        languageName: { label: t('Name of the language', '언어명') },
      },
    },
    'il.korean-proof': {
      title: t("How is your spouse's Korean proven?", '배우자가 한국어를 사용할 수 있음을 입증하는 방법'),
      help: t(
        'Tick every way that applies: TOPIK level 1 or higher, a Korean course at a designated institution, a Korean-related degree, being an ethnic Korean with foreign nationality, having lived in Korea for a year or more (give the dates), or another way (explain). Attach the proof.',
        '해당하는 방법을 모두 선택해요: 한국어능력시험(TOPIK) 1급 이상, 지정 교육기관의 한국어 교육과정 이수, 한국어 관련 학위, 외국국적동포, 과거 한국에서 1년 이상 거주(기간 기재), 그 밖의 방법(설명). 입증서류를 제출하세요.',
      ),
      fields: {
        methods: {
          label: t('Proof', '입증 방법'),
          options: {
            topik: t('TOPIK level 1 or higher', '한국어능력시험(TOPIK) 1급 이상 취득'),
            designatedCourse: t('Korean course at a designated institution', '지정 교육기관에서 한국어 교육과정 이수'),
            degree: t('Korean-related degree', '한국어 관련 학위 취득'),
            ethnicKorean: t('Ethnic Korean with foreign nationality', '외국국적동포'),
            livedInKorea: t('Lived in Korea for 1 year or more', '과거 한국에서 1년 이상 거주'),
            other: t('Another way', '그 밖의 방법'),
          },
        },
        livedFrom: { label: t('Lived in Korea from', '한국 거주 시작일') },
        livedTo: { label: t('Lived in Korea until', '한국 거주 종료일') },
        otherExplanation: shared.otherExplanation,
      },
    },
    'il.spouse-language-proof': {
      title: t(
        "How is your command of your spouse's language proven?",
        '초청인이 배우자의 모국어를 사용할 수 있음을 입증하는 방법',
      ),
      help: t(
        "Choose one: you lived for a year or more in a country where your spouse's language is spoken (name the country and give the dates); or, if you are naturalised, the language of your former nationality is your spouse's native language; or another way (explain). Attach the proof.",
        '하나를 선택해요: 배우자의 모국어를 사용하는 국가에서 1년 이상 거주(국가명과 기간 기재), 귀화자인 경우 귀화 전 국적 국가의 언어가 배우자의 모국어와 동일, 또는 그 밖의 방법(설명). 입증서류를 제출하세요.',
      ),
      fields: {
        method: {
          label: t('Proof', '입증 방법'),
          options: {
            livedInCountry: t(
              'Lived 1+ year where the language is spoken',
              '배우자의 모국어 관련 국가에서 과거 1년 이상 거주',
            ),
            formerNationality: t(
              "Naturalised: my former country's language is the same",
              '(귀화자) 귀화 전 국적 국가의 언어와 배우자의 모국어가 동일',
            ),
            other: t('Another way', '그 밖의 방법'),
          },
        },
        country: shared.country,
        from: { label: t('Lived there from', '거주 시작일') },
        to: { label: t('Lived there until', '거주 종료일') },
        otherExplanation: shared.otherExplanation,
      },
    },
    'il.third-language-proof': {
      title: t(
        "How is your and your spouse's command of the third language proven?",
        '초청인과 배우자가 제3국 언어를 사용할 수 있음을 입증하는 방법',
      ),
      help: t(
        "Choose one: both of you lived for a year or more in a country where that language is spoken (name the country and give each person's dates), or another way (explain), e.g. degrees or test scores. Attach the proof.",
        '하나를 선택해요: 초청인과 배우자가 모두 그 언어를 사용하는 국가에서 1년 이상 거주(국가명과 각자의 거주기간 기재), 또는 그 밖의 방법(설명, 예: 학위나 시험 성적). 입증서류를 제출하세요.',
      ),
      fields: {
        method: {
          label: t('Proof', '입증 방법'),
          options: {
            bothLivedInCountry: t(
              'We both lived 1+ year where the language is spoken',
              '초청인과 배우자가 제3국 언어가 사용되는 국가에서 1년 이상 거주',
            ),
            other: t('Another way', '그 밖의 방법'),
          },
        },
        country: shared.country,
        sponsorFrom: { label: t('You lived there from', '초청인 거주 시작일') },
        sponsorTo: {
          label: t('You lived there until', '초청인 거주 종료일'),
          help: t('Leave empty if you still live there.', '지금도 그곳에 살고 있으면 비워 두세요.'),
        },
        spouseFrom: { label: t('Your spouse lived there from', '배우자 거주 시작일') },
        spouseTo: {
          label: t('Your spouse lived there until', '배우자 거주 종료일'),
          help: t('Leave empty if your spouse still lives there.', '배우자가 지금도 그곳에 살고 있으면 비워 두세요.'),
        },
        otherExplanation: shared.otherExplanation,
      },
    },
    'il.communication-exemption-reason': {
      title: t('Special reason for a communication exemption', '의사소통 요건을 특별히 면제받을 사유'),
      help: t(
        'You said you cannot yet communicate. If a special reason should exempt you from the communication requirement, explain it and attach proof. Without one, the application is likely to be refused; consider a course or TOPIK first.',
        '의사소통이 불가능하다고 답했어요. 의사소통 요건을 특별히 면제받을 사유가 있으면 적고 입증서류를 제출하세요. 사유가 없으면 불허될 가능성이 높으니 한국어 교육이나 TOPIK을 먼저 검토하세요.',
      ),
      fields: {
        reason: shared.reason,
      },
    },
    'il.programme-country': {
      title: t(
        'Is your spouse a national of China, Vietnam, the Philippines, Cambodia, Mongolia, Uzbekistan or Thailand?',
        '외국인 배우자의 국적이 중국, 베트남, 필리핀, 캄보디아, 몽골, 우즈베키스탄, 태국 중 하나입니까?',
      ),
      help: t(
        'Korean sponsors marrying a national of these seven countries must complete the International Marriage Guidance Programme unless exempt. If No (e.g. a spouse from the USA or Japan), the form skips to section 8.',
        '이 7개국 국적의 배우자를 초청하는 국민은 면제 사유가 없으면 국제결혼 안내프로그램을 이수해야 해요. "아니요"(예: 미국·일본 국적)이면 8로 이동해요.',
      ),
      fields: {
        listedCountry: { label: t('My spouse is a national of one of these countries', '해당 국가 국적임') },
      },
    },
    'il.programme-exemption': {
      title: t('International Marriage Guidance Programme', '국제결혼 안내프로그램 이수'),
      help: t(
        'If one of the exemptions applies, tick it (for humanitarian reasons, explain them); the form then goes to section 8. Otherwise you must complete the programme: write the completion number (이수번호) from your certificate, or attach the certificate.',
        '면제 사유에 해당하면 선택하고(인도적 사유는 그 사유를 기재) 8로 이동해요. 해당 없으면 프로그램 이수 대상이므로 이수증의 이수번호를 적거나 이수증을 첨부해요.',
      ),
      fields: {
        exemption: shared.exemption,
        humanitarianReason: shared.humanitarianReason,
        completionNumber: { label: t('Programme completion number', '이수번호') },
      },
    },
    'il.info-exchange': {
      title: t('Exchange of health and criminal-record information', '건강상태 및 범죄경력 정보 상호 제공'),
      help: t(
        "8.1: have you and your spouse given each other your health certificates and criminal-record information? (F-6 asks for both spouses' health certificates and criminal records.) 8.2: are you subject to Art. 10-2 of the Marriage Brokerage Act (personal-information disclosure), which applies when you married through a marriage broker? 8.3: the same exemption grounds as 7.2.",
        '8.1: 초청인과 배우자가 건강진단서와 범죄경력 정보를 서로 제공하였습니까? 8.2: 「결혼중개업의 관리에 관한 법률」 제10조의2(신상정보 제공) 적용대상(결혼중개업체를 통한 혼인)에 해당합니까? 8.3: 7.2와 같은 면제 사유 중 해당하는 것을 선택해요.',
      ),
      fields: {
        exchanged: {
          label: t(
            'We have exchanged health and criminal-record information',
            '건강상태 및 범죄경력 정보를 상호 제공하였음',
          ),
        },
        brokerActApplies: {
          label: t('Art. 10-2 of the Marriage Brokerage Act applies to me', '결혼중개업법 제10조의2 적용대상임'),
        },
        exemption: shared.exemption,
        humanitarianReason: shared.humanitarianReason,
      },
    },
    'il.criminal-record': {
      title: t(
        'Have you received any of these decisions or sentences?',
        '초청인은 아래와 같은 결정, 선고 등을 받은 사실이 있습니까?',
      ),
      help: t(
        'Tick every one that applies, or "none". Such records can bar an invitation for 10 years (5 years for a false marriage report). Your Korean criminal-record certificate will be checked.',
        '해당하는 것을 모두 선택하거나 "해당 없음"을 선택해요. 이런 전력이 있으면 10년간(허위 혼인신고는 5년간) 초청이 제한될 수 있으며, 범죄경력회보서로 확인해요.',
      ),
      fields: {
        records: {
          label: t('Records', '해당 사항'),
          options: {
            domesticViolence: t(
              'A domestic-violence offence with a temporary measure, a protective disposition, imprisonment (incl. suspended) or a fine',
              '가정폭력범죄로 임시조치·보호처분 결정 또는 금고 이상의 형(집행유예 포함)이나 벌금형을 받음',
            ),
            sexOffenceAgainstMinor: t(
              'A sexual offence against a child or juvenile, with imprisonment (incl. suspended) or a fine',
              '아동·청소년대상 성범죄로 금고 이상의 형(집행유예 포함)이나 벌금형을 선고받음',
            ),
            violentCrime: t(
              'A sexual-violence offence, a specified violent crime or homicide, with imprisonment (incl. suspended) or a fine',
              '성폭력범죄, 특정강력범죄 또는 살인의 죄로 금고 이상의 형(집행유예 포함)이나 벌금형을 선고받음',
            ),
            falseMarriageReport: t(
              'A false marriage report (Criminal Act Art. 228), with imprisonment (incl. suspended) or a fine',
              '허위의 혼인신고로 형법 제228조를 위반하여 금고 이상의 형(집행유예 포함)이나 벌금형을 선고받음',
            ),
            none: t('None of these', '해당 없음'),
          },
        },
        recordDate: {
          label: t(
            'Date of the latest such sentence, or of the end of serving it (whichever is later)',
            '가장 최근 선고일 또는 형 집행이 끝난 날(더 늦은 날)',
          ),
          help: t(
            'Not printed on the form. The eligibility check uses it: the bar lasts 10 years from this day (5 for a false marriage report), unless you have a child together.',
            '양식에는 인쇄되지 않아요. 자격 확인에 사용해요. 제한 기간은 이날부터 10년(허위 혼인신고는 5년)이며, 두 분 사이에 자녀가 있으면 예외예요.',
          ),
        },
      },
    },
    'il.other-information': {
      title: t('Anything else the officer should consider', '그 밖의 관련 정보'),
      help: t(
        'Any other information relevant to the visa review. If humanitarian circumstances such as a serious illness or disability matter to the application, describe them and attach documents. Leave it blank if there is nothing to add.',
        '사증발급 심사에 고려할 그 밖의 정보를 적어요. 심각한 질병이나 장애 등 인도적 사유가 있으면 적고 관련 서류를 첨부하세요. 없으면 비워 둬요.',
      ),
      fields: {
        information: { label: t('Other information', '그 밖의 정보') },
      },
    },
    'il.helpers': {
      title: t('Did anyone help you fill in this invitation?', '이 초청장을 작성하는데 다른 사람의 도움을 받았습니까?'),
      help: t(
        'List anyone who helped you write it (a relative, an agency, an administrative agent): name, address, phone and relationship to you. If nobody helped, answer with an empty list ("No"). Using this app does not count as help from a person.',
        '작성을 도와준 사람(가족, 업체, 행정사 등)의 성명, 주소, 연락처, 초청인과의 관계를 적어요. 도움을 받지 않았으면 "아니요"로 빈 목록을 저장해요. 이 앱을 사용한 것은 다른 사람의 도움에 해당하지 않아요.',
      ),
      rowLabel: t('Helper', '도움을 준 사람'),
      fields: {
        name: shared.name,
        address: shared.address,
        phone: { label: t('Phone', '연락처') },
        relationship: shared.relationship,
      },
    },
    'il.spouse-name': {
      title: t('The name of the spouse you invite', '초청하는 배우자의 성명'),
      help: t(
        'The declaration reads "I hereby invite my spouse ______ for marriage cohabitation". This is the only place the invitation names your spouse. Write the name as on the passport; you may add the Korean spelling used on your family relation register.',
        '"이에 따라 본인은 배우자 ______를 결혼동거 목적으로 초청합니다"의 빈칸이에요. 초청장에서 배우자의 이름이 나오는 유일한 곳이에요. 여권상 성명을 적고, 가족관계등록부의 한글 표기를 함께 적을 수 있어요.',
      ),
      fields: {
        spouseName: { label: t("Spouse's name", '배우자 성명') },
      },
    },
    'il.date-signature': {
      title: t('Date and signature', '작성일자와 서명'),
      help: t(
        'By signing you confirm that you wrote the invitation truthfully and read the notices: a false invitation can be punished by up to 3 years in prison or a 30 million KRW fine, and after inviting a spouse another invitation may be refused for 5 years. The "past 1 year" income figures count back from this date. Sign or seal the printed form by hand.',
        '서명으로 사실에 근거하여 작성하였고 유의사항을 읽었음을 확인해요. 거짓 초청은 3년 이하의 징역 또는 3천만원 이하의 벌금에 처해질 수 있으며, 배우자를 초청한 날부터 5년이 지나지 않으면 다른 배우자 초청이 제한될 수 있어요. 소득의 "과거 1년간"은 이 작성일 기준이에요. 출력한 양식에 직접 서명하거나 날인하세요.',
      ),
      fields: {
        date: { label: t('Date written', '작성일자') },
        sponsorName: { label: t('Your name (sponsor)', '초청인 성명') },
        willSign: { label: t('I will sign or seal the printed form', '출력한 양식에 서명 또는 날인할게요') },
      },
    },
  },
};
