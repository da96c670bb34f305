import { withKoTitle } from '../source-titles-ko';
import { t, sexLabels, awareLabels } from './texts-common';
import type { FormTexts } from './types';

const shared = {
  dateOfBirth: { label: t('Date of birth', '생년월일 / Date of birth') },
  familyName: { label: t('Family name', '성') },
  givenName: { label: t('Given name', '명') },
  deceased: { label: t('Deceased', '사망') },
  familyDateOfBirth: { label: t('Date of birth', '생년월일') },
  aware: { label: t('Aware of your marriage?', '혼인사실을 알고 있는지 여부'), options: awareLabels },
  spouseName: { label: t('Name of previous spouse', '배우자의 성명 / Name of previous spouse') },
  nationality: { label: t('Nationality', '배우자의 국적 / Nationality') },
  marriedFrom: { label: t('Married from', '혼인 시작일') },
  marriedUntil: { label: t('Married until', '혼인 종료일') },
  visitFrom: { label: t('Arrived', '방문 시작일') },
  visitTo: { label: t('Left', '방문 종료일') },
  purpose: { label: t('Purpose of visit', '방문목적 / Purpose of visit') },
  places: { label: t('Places you visited', '방문한 지역 / Place you visited') },
};
/**
 * The words of the spouse information form (spouse-information.ts): what the wizard, the review and the final step show.
 * Keyed by the structure's ids; tests/domain/forms/texts.test.ts checks both match.
 */
export const spouseInformationTexts: FormTexts = {
  sections: {
    personal: t('Personal information', '인적사항'),
    family: t('Your family and marital status', '가족 및 혼인관계'),
    entries: t('History of your past entries', '과거 입국경력'),
    assistance: t('Assistance with this form', '서류작성 시 도움 여부'),
    confirmation: t('Confirmation of submitted information', '기재사실 확인 및 유의사항'),
  },
  source: withKoTitle({
    title: 'Immigration Act Enforcement Rule, form 19-3 (외국인 배우자의 결혼배경 진술서), rev. April 12, 2022',
    url: 'https://www.law.go.kr/법령/출입국관리법시행규칙',
    asOf: '2026-11-22',
    note: 'Items from the form text (S1) and a copy of page 1 (S6). Korean or English per the Seattle and Greece consulates (S7, S8).',
  }),
  questions: {
    'si.family-name': {
      title: t('Your family name as shown in your passport', '여권에 기재된 영문 성'),
      help: t(
        'Copy your family name (surname) exactly as printed in your passport, in capital letters, including any second surname or hyphen.',
        '여권에 적힌 영문 성을 대문자로, 하이픈이나 복수의 성까지 그대로 적으세요.',
      ),
      fields: {
        familyName: { label: t('Family name', '성 / Family name'), placeholder: t('e.g. SMITH', '예: SMITH') },
      },
    },
    'si.given-name': {
      title: t('Your given names as shown in your passport', '여권에 기재된 영문 이름'),
      help: t(
        "The given names as your passport prints them, in capitals and in order. A middle name in a field of its own (a Philippine mother's maiden surname) is left out. Blank only if the passport shows no given name.",
        '여권의 이름 줄 그대로 대문자로 순서대로 적어요. 따로 칸이 있는 중간 이름(필리핀의 어머니 성)은 빼요. 여권에 이름이 없을 때만 비워 둬요.',
      ),
      fields: {
        givenName: { label: t('Given names', '명 / Given name') },
      },
    },
    'si.date-of-birth': {
      title: t('Your date of birth', '생년월일'),
      help: t('Your date of birth as shown in your passport.', '여권에 적힌 생년월일을 적어요.'),
      fields: {
        dateOfBirth: shared.dateOfBirth,
      },
    },
    'si.sex': {
      title: t('Your sex', '성별'),
      help: t('As shown in your passport.', '여권에 적힌 성별을 선택해요.'),
      fields: {
        sex: { label: t('Sex', '성별 / Sex'), options: sexLabels },
      },
    },
    'si.native-name': {
      title: t('Your full name in your native language', '현지 언어로 적은 성명'),
      help: t(
        'Your name in the script of your native language, e.g. Chinese characters, Thai, Cyrillic or Vietnamese with its accents. If your native language uses the Roman alphabet, write your name as you normally write it; it may be the same as in your passport.',
        '모국어 문자로 적은 성명이에요(예: 한자, 태국 문자, 키릴 문자, 성조가 있는 베트남어). 모국어가 로마자를 쓰면 평소 쓰는 대로 적으며 여권과 같아도 돼요.',
      ),
      fields: {
        familyName: { label: t('Family name', '성 / Family name') },
        givenName: { label: t('Given name', '명 / Given name') },
      },
    },
    'si.other-identity': {
      title: t(
        'Have you ever used another name, another date of birth, or another nationality?',
        '과거에 다른 이름, 생년월일, 국적을 보유하거나 사용한 적이 있습니까?',
      ),
      help: t(
        'Include a maiden name or a name before marriage, earlier legal names, a different date of birth on any document, and any nationality you held before or besides your current one. If Yes, the next questions ask for the details and the reason for each change.',
        '혼인 전 성, 과거의 법적 이름, 서류상 다른 생년월일, 현재 국적 외에 보유했던 국적을 모두 포함해요. "예"이면 다음 질문에서 내용과 변경 이유를 물어요.',
      ),
      fields: {
        answer: { label: t('Another name, date of birth or nationality', '다른 이름·생년월일·국적 여부') },
      },
    },
    'si.other-names': {
      title: t('Other names you have used', '사용한 다른 이름'),
      help: t(
        'Every other name you have had or used, e.g. a maiden name. Write them as they appeared on official documents.',
        '사용하거나 보유했던 다른 이름(예: 혼인 전 성)을 공문서에 적힌 대로 모두 적어요.',
      ),
      fields: {
        used: { label: t('I have used another name', '다른 이름을 사용한 적이 있음') },
        names: { label: t('Other names', '다른 이름') },
      },
    },
    'si.other-birth-dates': {
      title: t('Other dates of birth you have used', '사용한 다른 생년월일'),
      help: t(
        'Any date of birth different from your current one that appeared on a document (YYYY-MM-DD; separate several with commas).',
        '현재와 다른 생년월일이 서류에 기재된 적이 있으면 모두 적어요(YYYY-MM-DD, 여러 개는 쉼표로 구분).',
      ),
      fields: {
        used: { label: t('I have used another date of birth', '다른 생년월일을 사용한 적이 있음') },
        dates: { label: t('Other dates of birth', '다른 생년월일') },
      },
    },
    'si.other-nationalities': {
      title: t('Other nationalities you have held', '보유했던 다른 국적'),
      help: t(
        'Any nationality you hold or held besides your current one, including one you gave up.',
        '현재 국적 외에 보유하고 있거나 보유했던 국적(포기한 국적 포함)을 모두 적어요.',
      ),
      fields: {
        held: { label: t('I have held another nationality', '다른 국적을 보유한 적이 있음') },
        nationalities: { label: t('Other nationalities', '다른 국적') },
      },
    },
    'si.identity-change-reason': {
      title: t('Why did your name, date of birth or nationality change?', '이름, 생년월일, 국적을 변경한 이유'),
      help: t(
        'The form asks for the reason for each change, e.g. "took my husband\'s surname on my first marriage in 2015", "naturalised as a US citizen in 2010". Attach documents that show the change if you have them.',
        '변경마다 이유를 적어요(예: "2015년 첫 혼인 시 남편의 성으로 변경", "2010년 미국 시민권 취득"). 변경을 보여 주는 서류가 있으면 첨부해요.',
      ),
      fields: {
        reason: { label: t('Reason for the change', '변경한 이유') },
      },
    },
    'si.father': {
      title: t('Your father, and whether he knows about your marriage', '아버지 정보와 혼인사실을 알고 있는지 여부'),
      help: t(
        'The first row of the family table. If your father has died, mark him as deceased: the form then shows "DECEASED" instead of a date of birth.',
        '가족 표의 첫 줄이에요. 아버지가 돌아가셨으면 "사망"을 선택하며, 양식의 생년월일란에 "사망"으로 기재돼요.',
      ),
      fields: {
        familyName: shared.familyName,
        givenName: shared.givenName,
        deceased: shared.deceased,
        dateOfBirth: shared.familyDateOfBirth,
        aware: shared.aware,
      },
    },
    'si.mother': {
      title: t('Your mother, and whether she knows about your marriage', '어머니 정보와 혼인사실을 알고 있는지 여부'),
      help: t(
        'The second row of the family table. Give her family name as she uses it (or at birth, if your country records that). If she has died, mark her as deceased.',
        '가족 표의 두 번째 줄이에요. 어머니가 돌아가셨으면 "사망"을 선택해요.',
      ),
      fields: {
        familyName: shared.familyName,
        givenName: shared.givenName,
        deceased: shared.deceased,
        dateOfBirth: shared.familyDateOfBirth,
        aware: shared.aware,
      },
    },
    'si.siblings': {
      title: t('Your brothers and sisters', '형제자매'),
      help: t(
        'List EVERY brother and sister, including half-siblings, and whether each knows about your marriage: the form requires all of them. If you have none, answer with an empty list.',
        '이복·이부 형제자매를 포함하여 모든 형제자매와 혼인사실을 알고 있는지를 빠짐없이 적어야 해요. 없으면 빈 목록으로 답해요.',
      ),
      rowLabel: t('Sibling', '형제자매'),
      fields: {
        relation: {
          label: t('Relation', '관계'),
          options: {
            olderBrother: t('Older brother', '형/오빠'),
            youngerBrother: t('Younger brother', '남동생'),
            olderSister: t('Older sister', '누나/언니'),
            youngerSister: t('Younger sister', '여동생'),
          },
        },
        familyName: shared.familyName,
        givenName: shared.givenName,
        deceased: shared.deceased,
        dateOfBirth: shared.familyDateOfBirth,
        aware: shared.aware,
      },
    },
    'si.children': {
      title: t('Your children', '자녀'),
      help: t(
        'List EVERY child of yours, from any relationship, and whether each knows about your marriage. If you have none, answer with an empty list.',
        '모든 자녀(어떤 관계에서 출생했든)와 혼인사실을 알고 있는지를 빠짐없이 적어요. 없으면 빈 목록으로 답해요.',
      ),
      rowLabel: t('Child', '자녀'),
      fields: {
        relation: { label: t('Relation', '관계'), options: { son: t('Son', '아들'), daughter: t('Daughter', '딸') } },
        familyName: shared.familyName,
        givenName: shared.givenName,
        deceased: shared.deceased,
        dateOfBirth: shared.familyDateOfBirth,
        aware: shared.aware,
      },
    },
    'si.previously-married': {
      title: t(
        'Have you ever been married to someone other than your current spouse?',
        '신청인은 과거에 혼인한 적이 있습니까?',
      ),
      help: t(
        'Include marriages that ended in divorce, annulment or death, and marriages registered in any country.',
        '이혼, 혼인 무효, 사별로 끝난 혼인과 어느 나라에서든 신고된 혼인을 모두 포함해요.',
      ),
      fields: {
        answer: { label: t('Married before', '과거 혼인 여부') },
      },
    },
    'si.previous-marriage': {
      title: t('Your most recent previous marriage', '가장 최근의 과거 혼인'),
      help: t(
        "The former spouse's name, date of birth and nationality, and the marriage period as on your divorce decree or the death certificate.",
        '이전 배우자의 성명, 생년월일, 국적과 혼인기간을 이혼 판결문이나 사망증명서에 맞게 적어요.',
      ),
      fields: {
        spouseName: shared.spouseName,
        dateOfBirth: shared.dateOfBirth,
        nationality: shared.nationality,
        from: shared.marriedFrom,
        to: shared.marriedUntil,
      },
    },
    'si.earlier-marriages': {
      title: t('Any earlier marriage', '그 이전의 혼인'),
      help: t(
        'If you were married more than once before, add the earlier marriage. The form has room for two previous marriages. If there is none, answer with an empty list.',
        '과거 혼인이 두 번 이상이면 그 이전의 혼인을 적어요. 양식에는 과거 혼인 2건을 적을 칸이 있어요. 없으면 빈 목록으로 답해요.',
      ),
      rowLabel: t('Earlier marriage', '이전 혼인'),
      fields: {
        spouseName: shared.spouseName,
        dateOfBirth: shared.dateOfBirth,
        nationality: shared.nationality,
        from: shared.marriedFrom,
        to: shared.marriedUntil,
      },
    },
    'si.other-marital-relationship': {
      title: t(
        'Are you in a marriage or common-law relationship with anyone other than your current spouse?',
        '초청인 이외에 혼인관계(사실혼 관계 포함)를 유지하고 있는 다른 사람이 있습니까?',
      ),
      help: t(
        'This asks about now: another marriage not yet dissolved, or living as a couple with someone else. A Yes usually prevents the visa.',
        '현재를 묻는 질문이에요. 해소되지 않은 다른 혼인이나 다른 사람과의 사실혼 관계가 있으면 "예"이며, 이 경우 보통 사증이 발급되지 않아요.',
      ),
      fields: {
        answer: { label: t('Another marriage or common-law relationship now', '현재 다른 혼인·사실혼 관계 여부') },
      },
    },
    'si.other-children': {
      title: t(
        'Do you have children from a relationship with someone other than your current spouse?',
        '신청인은 초청인이 아닌 다른 사람과의 관계에서 출생한 자녀가 있습니까?',
      ),
      help: t(
        'Children from a previous marriage or any other relationship, whatever their age.',
        '나이와 관계없이 과거 혼인이나 다른 관계에서 출생한 자녀가 있는지 답해요.',
      ),
      fields: {
        answer: { label: t('Children from another relationship', '다른 관계에서 출생한 자녀 여부') },
      },
    },
    'si.other-children-details': {
      title: t('Your children from another relationship', '다른 관계에서 출생한 자녀'),
      help: t(
        'For each child: name, date of birth, nationality, and who is raising the child now (e.g. "the child\'s father", "me").',
        '자녀마다 성명, 생년월일, 국적과 현재 양육하고 있는 사람(예: "자녀의 아버지", "본인")을 적어요.',
      ),
      rowLabel: t('Child', '자녀'),
      fields: {
        name: { label: t('Name of child', '자녀의 성명 / Name of child') },
        dateOfBirth: shared.dateOfBirth,
        nationality: { label: t('Nationality', '자녀의 국적 / Nationality') },
        custodian: {
          label: t('Person raising the child now', '현재 양육하고 있는 사람 / Person charged with custody'),
        },
      },
    },
    'si.visited-korea': {
      title: t('Have you ever visited Korea before?', '신청인은 과거 한국에 방문한 적이 있습니까?'),
      help: t(
        'Any earlier trip to the Republic of Korea, for any purpose, including visa-free tourist visits.',
        '목적에 관계없이(무사증 관광 포함) 과거에 대한민국을 방문한 적이 있는지 답해요.',
      ),
      fields: {
        answer: { label: t('Visited Korea before', '과거 한국 방문 여부') },
      },
    },
    'si.latest-korea-visit': {
      title: t('Your most recent visit to Korea', '가장 최근의 한국 방문'),
      help: t(
        'The dates you arrived and left, the purpose (e.g. tourism, visiting my spouse, business) and the cities or regions you visited. Your passport stamps or your entry/exit record help with the dates.',
        '입국일과 출국일, 방문목적(예: 관광, 배우자 방문, 출장), 방문한 도시나 지역을 적어요. 여권 도장이나 출입국 기록으로 날짜를 확인할 수 있어요.',
      ),
      fields: {
        from: shared.visitFrom,
        to: shared.visitTo,
        purpose: shared.purpose,
        places: shared.places,
      },
    },
    'si.earlier-korea-visits': {
      title: t('Your earlier visits to Korea', '그 이전의 한국 방문'),
      help: t(
        'The form has room for three visits. If you visited more than three times, list only the most recent ones: here the second and third most recent. If you visited only once, answer with an empty list.',
        '양식에는 3회의 방문을 적을 수 있으며, 3회 이상 방문했다면 가장 최근의 방문을 적어요. 여기에는 두 번째와 세 번째로 최근의 방문을 적고, 한 번만 방문했다면 빈 목록으로 답해요.',
      ),
      rowLabel: t('Visit', '방문'),
      fields: {
        from: shared.visitFrom,
        to: shared.visitTo,
        purpose: shared.purpose,
        places: shared.places,
      },
    },
    'si.entry-refusal': {
      title: t(
        'Have you ever been refused entry, banned from entering, deported or ordered to leave by the Korean government?',
        '과거 한국 정부로부터 입국거부나 입국금지 또는 강제퇴거나 출국명령을 받은 적이 있습니까?',
      ),
      help: t(
        'Answer truthfully: the immigration office can see its own records, and a false answer is itself grounds for refusal.',
        '사실대로 답하세요. 출입국 기관은 자체 기록을 확인할 수 있으며, 거짓 답변은 그 자체로 불허 사유가 돼요.',
      ),
      fields: {
        answer: {
          label: t(
            'Refused entry, banned, deported or ordered to leave',
            '입국 불허·금지, 강제퇴거 또는 출국명령 여부',
          ),
        },
      },
    },
    'si.entry-refusal-orders': {
      title: t('Which orders did you receive, and when?', '받은 처분과 그 일시'),
      help: t(
        'Tick each kind of order and give the dates (and the place, e.g. the airport) as precisely as you can.',
        '받은 처분을 모두 선택하고 일시(와 장소, 예: 공항)를 가능한 한 정확히 적어요.',
      ),
      fields: {
        orders: {
          label: t('Orders', '처분'),
          options: {
            refusedEntry: t('Refusal of entry', '입국거부'),
            entryBan: t('Ban from entering Korea', '입국금지'),
            deportation: t('Deportation', '강제퇴거'),
            departureOrder: t('Departure order', '출국명령'),
          },
        },
        when: { label: t('Dates (and places)', '일시 (및 장소)') },
      },
    },
    'si.entry-refusal-reasons': {
      title: t('The reasons for those orders', '처분을 받은 사유'),
      help: t(
        'Explain the reasons in detail, as the form asks (e.g. overstay, missing documents), and what has changed since. Attach the related documents if you have them.',
        '양식의 요청대로 사유(예: 체류기간 초과, 서류 미비)와 그 이후 달라진 점을 상세히 적고, 관련 서류가 있으면 첨부해요.',
      ),
      fields: {
        reasons: { label: t('Reasons', '사유') },
      },
    },
    'si.assistance': {
      title: t(
        'Did you receive assistance in filling out this form?',
        '이 진술서를 작성하는데 다른 사람의 도움을 받았습니까?',
      ),
      help: t(
        'Answer Yes if a person helped you write it, e.g. a translator, an agency or a relative. Using this app does not count as help from a person.',
        '번역가, 업체, 가족 등 다른 사람이 작성을 도와주었으면 "예"를 선택해요. 이 앱을 사용한 것은 다른 사람의 도움에 해당하지 않아요.',
      ),
      fields: {
        answer: { label: t('Helped by another person', '다른 사람의 도움 여부') },
      },
    },
    'si.helpers': {
      title: t('Who helped you', '도움을 준 사람'),
      help: t(
        'For each person who helped: name, address, phone number and relationship to you.',
        '도움을 준 사람마다 성명, 주소, 연락처, 신청인과의 관계를 적어요.',
      ),
      rowLabel: t('Helper', '도움을 준 사람'),
      fields: {
        name: { label: t('Name', '성명 / Name') },
        address: { label: t('Address', '주소 / Address') },
        phone: { label: t('Phone number', '연락처 / Phone number') },
        relationship: { label: t('Relation to you', '신청인과의 관계 / Relation to you') },
      },
    },
    'si.signing-date': {
      title: t('Date you sign the statement', '작성일자'),
      help: t(
        'The date you complete and sign the form. Above it you certify that your answers and attachments are true: false answers lead to refusal and penalties, and can be grounds for deportation even after a visa is issued (Immigration Act Art. 46).',
        '진술서를 작성하고 서명하는 날짜예요. 서명으로 답변과 첨부서류가 사실임을 확인하며, 거짓 기재는 불허와 벌칙의 사유가 되고 사증을 받은 후에도 「출입국관리법」 제46조에 따라 강제퇴거될 수 있어요.',
      ),
      fields: {
        date: { label: t('Date', '작성일자 / Date') },
      },
    },
    'si.signature': {
      title: t('Your name and signature', '신청인 성명과 서명'),
      help: t(
        'Write your name as in your passport. Sign (or seal) the printed form by hand.',
        '여권에 적힌 대로 성명을 적고, 출력한 양식에 직접 서명(또는 날인)하세요.',
      ),
      fields: {
        applicantName: { label: t("Applicant's name", "신청인 성명 / Applicant's name") },
        willSign: { label: t('I will sign the printed form', '출력한 양식에 서명할게요') },
      },
    },
  },
};
