import {
  address,
  awareOptions,
  choice,
  date,
  email,
  longText,
  number,
  option,
  phone,
  questionFor,
  sexOptions,
  t,
  text,
  yesNo,
} from '../build';
import type { QuestionDef } from '../types';

const q = questionFor('invitation-letter', 'sponsor', 'ko');

const sponsor: QuestionDef[] = [
  q({
    id: 'il.sponsor-name-sex',
    sectionId: 'sponsor',
    officialItems: ['1.1', '1.2'],
    title: t('Your name and sex', '초청인의 성명과 성별'),
    help: t(
      'You are the sponsor (초청인), the Korean spouse who invites. The whole invitation must be written in Korean. Write your name in Hangul as on your family relation register.',
      '초청장은 외국인 배우자를 초청하는 국내 초청인이 한국어로 작성해야 해요. 가족관계등록부에 적힌 한글 성명을 적으세요.',
    ),
    fields: [text('name', t('Full name', '성명'), { maxLength: 50 }), choice('sex', t('Sex', '성별'), sexOptions)],
  }),
  q({
    id: 'il.sponsor-birth',
    sectionId: 'sponsor',
    officialItems: ['1.3', '1.4'],
    title: t('Your country and date of birth', '초청인의 출생국가와 생년월일'),
    help: t(
      'Tick Korea or "outside Korea" and name the country. If you became Korean by naturalisation, the form also asks for the naturalisation date: a sponsor naturalised on the basis of a marriage less than 3 years ago likely cannot invite (naturalisation on other grounds is not covered).',
      '출생국가가 한국인지, 한국 외의 지역인지 표시하고 국가명을 적어요. 귀화로 국적을 취득한 경우 귀화 일자도 적어요. 혼인을 근거로 귀화한 지 3년이 지나지 않았으면 초청이 제한될 가능성이 높아요(다른 근거의 귀화는 해당하지 않아요).',
    ),
    fields: [
      choice('birthCountry', t('Country of birth', '출생국가'), [
        option('korea', 'Korea', '한국'),
        option('abroad', 'Outside Korea', '한국 외의 지역'),
      ]),
      text('birthCountryName', t('Country of birth (name)', '출생국가명'), {
        maxLength: 50,
        showWhen: { fieldId: 'birthCountry', in: ['abroad'] },
      }),
      yesNo('naturalised', t('Did you become Korean by naturalisation?', '귀화로 대한민국 국적을 취득하였습니까?')),
      date('naturalisationDate', t('Naturalisation date', '귀화 일자'), {
        notInFuture: true,
        showWhen: { fieldId: 'naturalised', in: [true] },
      }),
      date('dateOfBirth', t('Date of birth', '생년월일'), { notInFuture: true }),
    ],
  }),
  q({
    id: 'il.sponsor-address',
    sectionId: 'sponsor',
    officialItems: ['1.5'],
    title: t('Your address', '초청인의 주소'),
    help: t(
      'Your current address, in Korean, as on your resident registration if you live in Korea.',
      '현재 주소를 적어요. 국내에 거주하면 주민등록상 주소를 적으세요.',
    ),
    fields: [address('address', t('Address', '주소'))],
  }),
  q({
    id: 'il.sponsor-contact',
    sectionId: 'sponsor',
    officialItems: ['1.6', '1.7', '1.8'],
    answerLanguage: 'any',
    title: t('Your phone numbers and e-mail', '초청인의 전화번호와 전자우편 주소'),
    help: t(
      'The consulate or immigration office uses these to contact you. A home phone is optional; give a mobile number and an e-mail address you read.',
      '영사관이나 출입국 기관이 연락할 때 사용해요. 집 전화번호는 없으면 비워 두고, 휴대전화번호와 자주 확인하는 전자우편 주소를 적으세요.',
    ),
    fields: [
      phone('homePhone', t('Home phone', '집 전화번호'), { required: false }),
      phone('mobilePhone', t('Mobile phone', '휴대전화번호')),
      email('email', t('E-mail', '전자우편 주소')),
    ],
  }),
];

const courtship: QuestionDef[] = [
  q({
    id: 'il.first-meeting',
    sectionId: 'courtship',
    officialItems: ['2.1', '2.2'],
    title: t('When and where did you first meet your spouse?', '배우자를 언제, 어디에서 처음 만났습니까?'),
    help: t(
      'The date and the place where you first met, as the form asks. If you first met online, that is your first meeting: give the date and the service or app (e.g. "온라인, 언어교환 앱"), and make it match your evidence (messages, the story in 2.4). Otherwise be concrete: city and country, and the kind of place (e.g. "서울 강남구의 한 카페").',
      '처음 만난 날짜와 장소를 양식이 묻는 그대로 적어요. 온라인으로 처음 알게 되었다면 그것이 첫 만남이에요. 날짜와 서비스나 앱 이름(예: "온라인, 언어교환 앱")을 적고, 입증자료(메시지, 2.4의 경위)와 맞게 적으세요. 그 밖에는 도시, 국가와 장소의 종류까지 구체적으로 적으세요(예: "서울 강남구의 한 카페").',
    ),
    note: 'Whether an online first contact counts as "meeting" is not defined by the form; the help suggests the in-person meeting and explaining online contact in 2.4 (S1, GUESS).',
    fields: [
      date('date', t('Date of the first meeting', '처음 만난 날짜'), { notInFuture: true }),
      text('place', t('Place of the first meeting', '처음 만난 장소'), { maxLength: 200 }),
    ],
  }),
  q({
    id: 'il.introduced',
    sectionId: 'courtship',
    officialItems: ['2.3'],
    title: t('Did someone introduce you to your spouse?', '배우자를 소개해 준 사람이 있습니까?'),
    help: t(
      'Answer Yes if a person, a marriage broker or an agency introduced you. If No, the form skips to 2.4.',
      '개인, 결혼중개업체 등 소개해 준 사람이 있으면 "예"를 선택해요. "아니요"이면 2.4로 이동해요.',
    ),
    fields: [yesNo('introduced', t('Someone introduced us', '소개해 준 사람이 있음'))],
  }),
  q({
    id: 'il.introducer-details',
    sectionId: 'courtship',
    officialItems: ['2.3.1', '2.3.2', '2.3.3', '2.3.4', '2.3.5'],
    title: t('About the person who introduced you', '소개인에 관한 사항'),
    help: t(
      'Name, date of birth, nationality and phone of the introducer. For a marriage broker also write the trade name and the business registration number. For the relationship, do not just write "acquaintance", "family" or "friend": explain how exactly the introducer knows you and your spouse, e.g. "my colleague at ○○ company for 5 years".',
      '소개인의 성명, 생년월일, 국적, 전화번호를 적어요. 중개업체인 경우 상호명과 사업자등록번호도 적어요. 관계는 "지인", "가족", "친구"처럼 단순히 적지 말고 구체적으로 어떤 관계인지 설명하세요(예: "○○회사에서 5년간 함께 근무한 동료").',
    ),
    skipWhen: [{ questionId: 'il.introduced', fieldId: 'introduced', in: [false] }],
    fields: [
      text('name', t("Introducer's name (and trade name for a broker)", '소개인의 성명 (중개업체는 상호명 포함)')),
      text(
        'birthDateOrBusinessNumber',
        t('Date of birth (and business registration no. for a broker)', '생년월일 (중개업체는 사업자등록번호 포함)'),
        { maxLength: 60 },
      ),
      text('nationality', t('Nationality', '국적'), { maxLength: 50 }),
      phone('phone', t('Phone number', '전화번호')),
      text('relationToSponsor', t('Relationship between the introducer and you', '소개인과 초청인과의 관계'), {
        maxLength: 200,
      }),
      text('relationToSpouse', t('Relationship between the introducer and your spouse', '소개인과 배우자와의 관계'), {
        maxLength: 200,
      }),
    ],
  }),
  q({
    id: 'il.how-met',
    sectionId: 'courtship',
    officialItems: ['2.4'],
    title: t('How you came to meet', '처음 만나게 된 경위'),
    help: t(
      'Describe in detail how you came to meet: how you first learned of each other, who started the contact, and what led to the first meeting. If it is long, write "별지 작성" on the form and attach a separate sheet; the app prints your text on one.',
      '처음 만나게 된 경위를 자세히 적어요. 서로를 어떻게 알게 되었는지, 누가 먼저 연락했는지, 무엇이 첫 만남으로 이어졌는지 적으세요. 내용이 많으면 양식에 "별지 작성"이라고 적고 별지를 첨부해요.',
    ),
    fields: [longText('story', t('How you came to meet', '처음 만나게 된 경위'))],
  }),
  q({
    id: 'il.relationship-development',
    sectionId: 'courtship',
    officialItems: ['2.5'],
    title: t('How the relationship led to marriage', '관계가 혼인으로 발전한 과정'),
    help: t(
      'Explain how your relationship developed from the first meeting to the marriage, with concrete times and places (visits, trips, meeting the families, the proposal). The form asks you to attach proof of the relationship if you have it, such as call logs, messages and photos.',
      '첫 만남 이후 어떻게 관계를 발전시켜 혼인하게 되었는지 시간과 장소를 구체적으로 적어요(방문, 여행, 가족과의 만남, 청혼 등). 통화내역, 메시지, 사진 등 교제사실을 입증할 자료가 있으면 함께 제출해요.',
    ),
    fields: [longText('story', t('From the first meeting to the marriage', '첫 만남부터 혼인까지'))],
  }),
  q({
    id: 'il.visits',
    sectionId: 'courtship',
    officialItems: ['2.6', '2.7'],
    answerLanguage: 'any',
    title: t('Visits since you first met', '첫 만남 이후의 방문'),
    help: t(
      "Since the first meeting, have you visited your spouse's country, and has your spouse visited Korea? Give the number of visits. Passport stamps and boarding passes back this up.",
      '첫 만남 이후 초청인이 배우자의 국가를, 배우자가 한국을 방문한 적이 있는지와 그 횟수를 적어요. 출입국 기록이나 탑승권으로 입증할 수 있어요.',
    ),
    fields: [
      yesNo('sponsorVisited', t("Have you visited your spouse's country?", '배우자의 국가에 방문한 적이 있습니까?')),
      number('sponsorVisitCount', t('Number of visits', '방문 횟수'), {
        min: 1,
        max: 500,
        showWhen: { fieldId: 'sponsorVisited', in: [true] },
      }),
      yesNo('spouseVisited', t('Has your spouse visited Korea?', '배우자가 한국에 방문한 적이 있습니까?')),
      number('spouseVisitCount', t('Number of visits', '방문 횟수'), {
        min: 1,
        max: 500,
        showWhen: { fieldId: 'spouseVisited', in: [true] },
      }),
    ],
  }),
  q({
    id: 'il.wedding',
    sectionId: 'courtship',
    officialItems: ['2.8'],
    title: t('Did you hold a wedding ceremony?', '배우자와 결혼식을 하였습니까?'),
    help: t(
      'A ceremony is not required by law; answer honestly. If you held one, give the date and the place (venue, city, country).',
      '결혼식은 법적 요건이 아니므로 사실대로 답하세요. 결혼식을 했다면 날짜와 장소(예식장, 도시, 국가)를 적어요.',
    ),
    fields: [
      yesNo('held', t('We held a wedding ceremony', '결혼식을 하였음')),
      date('date', t('Date of the ceremony', '결혼식 날짜'), {
        notInFuture: true,
        showWhen: { fieldId: 'held', in: [true] },
      }),
      text('place', t('Place of the ceremony', '결혼식 장소'), {
        maxLength: 200,
        showWhen: { fieldId: 'held', in: [true] },
      }),
    ],
  }),
  q({
    id: 'il.marriage-report',
    sectionId: 'courtship',
    officialItems: ['2.9'],
    answerLanguage: 'any',
    title: t('Date of the marriage report in Korea', '한국에 혼인신고한 날짜'),
    help: t(
      'The date the marriage was reported (혼인신고) to a Korean district office or a consulate. It is shown as 신고일 on your marriage relation certificate (혼인관계증명서). The marriage must be registered in both countries.',
      '구청·시청·읍면사무소나 재외공관에 혼인신고한 날짜로, 혼인관계증명서의 신고일에서 확인할 수 있어요. 혼인은 양국에 모두 신고되어 있어야 해요.',
    ),
    fields: [
      date('date', t('Marriage report date', '혼인신고일'), { notInFuture: true }),
      choice(
        'reportedWith',
        t('How was the marriage reported?', '혼인신고는 어떻게 했나요?'),
        [
          option(
            'koreanReport',
            'Married in Korea by a marriage report (with two witnesses)',
            '한국에서 혼인신고서로 혼인(증인 2명)',
          ),
          option(
            'foreignCertificate',
            'Married abroad, reported with the foreign certificate',
            '외국에서 혼인한 뒤 외국 혼인증명서로 신고',
          ),
        ],
        {
          // Optional so a 2.9 answered before this field existed stays answered; left empty, 2.10 is asked.
          required: false,
          help: t(
            'A marriage made abroad and reported with its certificate (to a mission or an office in Korea) has no witnesses, so item 2.10 does not apply.',
            '외국에서 혼인하고 그 증명서로 신고한 경우(재외공관이나 국내 관서)에는 증인이 없으므로 2.10 항목은 해당하지 않아요.',
          ),
        },
      ),
    ],
  }),
  q({
    id: 'il.witnesses',
    sectionId: 'courtship',
    officialItems: ['2.10'],
    title: t('The two witnesses on the Korean marriage report', '혼인신고서에 기재한 증인 2명'),
    help: t(
      'The two adult witnesses (증인) named on the marriage report filed in Korea, exactly as on the report. The form asks this only when the marriage was reported in Korea with a marriage report; a marriage reported with a foreign certificate has no witnesses and skips this item.',
      '한국에서 혼인신고할 때 신고서에 적은 성인 증인 2명을 신고서와 같게 적어요. 양식은 한국에서 혼인신고서로 신고한 경우에만 이 항목을 물어요. 외국 혼인증명서로 신고한 경우에는 증인이 없으므로 이 항목을 건너뛰어요.',
    ),
    // Section 13 C5: "한국에서 혼인신고 시" only; never forced on a certificate-route report.
    skipWhen: [{ questionId: 'il.marriage-report', fieldId: 'reportedWith', in: ['foreignCertificate'] }],
    group: { minRows: 2, maxRows: 2, rowLabel: t('Witness', '증인') },
    fields: [
      text('name', t('Name', '성명'), { maxLength: 50 }),
      date('dateOfBirth', t('Date of birth', '생년월일'), { notInFuture: true }),
      phone('contact', t('Contact number', '연락처')),
      text('relationship', t('Relationship to you', '초청인과의 관계'), { maxLength: 60 }),
    ],
  }),
  q({
    id: 'il.cohabitation',
    sectionId: 'courtship',
    officialItems: ['2.11'],
    title: t('Have you lived together with your spouse?', '초청하려는 배우자와 동거한 적이 있습니까?'),
    help: t(
      'Any period you lived under the same roof, in Korea or abroad. Give the place and the period. Leave the end date empty only if you still live together.',
      '한국이나 외국에서 함께 산 적이 있으면 장소와 기간을 적어요. 지금도 함께 살고 있으면 종료일을 비워 둬요.',
    ),
    fields: [
      yesNo('livedTogether', t('We have lived together', '동거한 적이 있음')),
      text('place', t('Where', '동거장소'), { maxLength: 200, showWhen: { fieldId: 'livedTogether', in: [true] } }),
      date('from', t('From', '동거 시작일'), { notInFuture: true, showWhen: { fieldId: 'livedTogether', in: [true] } }),
      date('to', t('Until', '동거 종료일'), {
        required: false,
        notInFuture: true,
        showWhen: { fieldId: 'livedTogether', in: [true] },
      }),
    ],
  }),
  q({
    id: 'il.family-awareness',
    sectionId: 'courtship',
    officialItems: ['2.12'],
    title: t('Does your family know about the marriage?', '초청인의 가족이 혼인사실에 대해 알고 있습니까?'),
    help: t(
      'List your father and mother first, then EVERY brother, sister and child: the form requires all of them. For each, give the contact number and whether they know about the marriage. For someone who has died, mark them as deceased (the form shows "사망" in the contact column). The printed table has 7 rows; more go on a separate sheet.',
      '부, 모를 먼저 적고 형제자매와 자녀를 빠짐없이 모두 적어야 해요. 각 사람의 연락처와 혼인사실을 알고 있는지 표시해요. 사망한 경우 연락처란에 "사망"으로 기재돼요. 양식의 표는 7줄이며, 부족하면 별지에 작성해요.',
    ),
    group: { minRows: 2, maxRows: 20, rowLabel: t('Family member', '가족') },
    note: 'The printed table has 7 rows (S1); more rows are allowed because the form says to use a separate sheet.',
    fields: [
      text('relation', t('Relation (father, mother, older brother, daughter...)', '관계 (부, 모, 형, 딸 등)'), {
        maxLength: 20,
      }),
      text('name', t('Name', '성명'), { maxLength: 50 }),
      yesNo('deceased', t('Deceased', '사망')),
      phone('contact', t('Contact number', '연락처'), { showWhen: { fieldId: 'deceased', in: [false] } }),
      choice('aware', t('Knows about the marriage?', '혼인사실을 알고 있는지 여부'), awareOptions, {
        showWhen: { fieldId: 'deceased', in: [false] },
      }),
    ],
  }),
  q({
    id: 'il.family-unaware-reason',
    sectionId: 'courtship',
    officialItems: ['2.13'],
    title: t('Why do some family members not know?', '혼인사실을 모르는 가족이 있는 이유'),
    help: t(
      'Someone in your list does not know about the marriage. Explain why, honestly and concretely (e.g. no contact for years). The officer reads this as part of judging whether the marriage is genuine.',
      '표에 적은 가족 중 혼인사실을 모르는 사람이 있어요. 그 이유를 구체적으로 설명하세요(예: 수년간 연락이 끊김). 진정한 혼인인지 판단하는 자료가 돼요.',
    ),
    skipWhen: [{ questionId: 'il.family-awareness', fieldId: 'aware', in: ['knows'] }],
    fields: [longText('reason', t('Reason', '이유'), { maxLength: 2000 })],
  }),
];

const maritalHistory: QuestionDef[] = [
  q({
    id: 'il.previously-married',
    sectionId: 'marital-history',
    officialItems: ['3.1'],
    title: t('Have you been married before?', '초청인은 과거 혼인한 적이 있습니까?'),
    help: t(
      'Count every earlier marriage, to a Korean or to a foreigner, including ones that ended in divorce or death. If No, the form skips to section 4.',
      '한국인 및 외국인과의 혼인을 모두 포함하며, 이혼이나 사별로 끝난 혼인도 포함해요. "아니요"이면 4로 이동해요.',
    ),
    fields: [yesNo('previouslyMarried', t('I have been married before', '과거 혼인한 적이 있음'))],
  }),
  q({
    id: 'il.previous-marriages',
    sectionId: 'marital-history',
    officialItems: ['3.2'],
    title: t('Your previous marriages', '과거 혼인경력'),
    help: t(
      "For each earlier marriage: the former spouse's name, date of birth and nationality, and the dates the marriage began and ended (as on your marriage relation certificate).",
      '과거 혼인마다 배우자의 성명, 생년월일, 국적과 혼인기간(시작일과 종료일)을 혼인관계증명서와 같게 적어요.',
    ),
    skipWhen: [{ questionId: 'il.previously-married', fieldId: 'previouslyMarried', in: [false] }],
    group: { minRows: 1, maxRows: 3, rowLabel: t('Previous marriage', '과거 혼인') },
    note: 'The printed table has 3 rows (S1 text layout; LIKELY).',
    fields: [
      text('spouseName', t("Former spouse's name", '배우자의 성명'), { maxLength: 80 }),
      date('dateOfBirth', t('Date of birth', '생년월일'), { notInFuture: true }),
      text('nationality', t('Nationality', '배우자의 국적'), { maxLength: 50 }),
      date('from', t('Married from', '혼인 시작일'), { notInFuture: true }),
      date('to', t('Married until', '혼인 종료일'), { notInFuture: true }),
    ],
  }),
  q({
    id: 'il.previous-invitations',
    sectionId: 'marital-history',
    officialItems: ['3.3', '3.4'],
    title: t(
      'Have you invited a foreign spouse to Korea before?',
      '과거에 국제결혼으로 외국인을 한국으로 초청한 적이 있습니까?',
    ),
    help: t(
      'Count earlier invitations of a foreign spouse for marriage. Give how many, and the date of the most recent one: the date that spouse applied for the marriage visa. If you do not know the day, the year and month are enough (YYYY-MM). After inviting a spouse, another invitation may be refused for 5 years.',
      '과거 외국인 배우자를 초청한 횟수와 가장 최근 초청일(당시 결혼사증 신청일)을 적어요. 정확한 날짜를 모르면 연월까지만 적어요(YYYY-MM). 배우자를 초청한 날부터 5년이 지나지 않으면 다른 배우자 초청이 제한될 수 있어요.',
    ),
    skipWhen: [{ questionId: 'il.previously-married', fieldId: 'previouslyMarried', in: [false] }],
    fields: [
      yesNo('invitedBefore', t('I have invited a foreign spouse before', '초청한 적이 있음')),
      number('count', t('Number of times', '횟수'), {
        min: 1,
        max: 20,
        showWhen: { fieldId: 'invitedBefore', in: [true] },
      }),
      text(
        'lastInvitationDate',
        t('Most recent invitation (YYYY-MM-DD or YYYY-MM)', '가장 최근 초청일 (YYYY-MM-DD 또는 YYYY-MM)'),
        {
          maxLength: 10,
          showWhen: { fieldId: 'invitedBefore', in: [true] },
        },
      ),
    ],
  }),
];

export const invitationSections1to3: QuestionDef[] = [...sponsor, ...courtship, ...maritalHistory];
