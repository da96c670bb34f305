import {
  address,
  choice,
  date,
  longText,
  multiChoice,
  number,
  option,
  phone,
  questionFor,
  t,
  text,
  yesNo,
} from '../build';
import type { ChoiceOption, QuestionDef, SkipRule } from '../types';

const q = questionFor('invitation-letter', 'sponsor', 'ko');

const childTogether: SkipRule = { questionId: 'il.child-together', fieldId: 'childTogether', in: [true] };
const languageIs = (...values: string[]): SkipRule => ({
  questionId: 'il.daily-language',
  fieldId: 'language',
  in: values,
});

// 7.2 and 8.3 print the same three grounds plus "none".
const exemptionOptions: ChoiceOption[] = [
  option(
    'stayedInSpouseCountry',
    "I stayed 6+ months in a row in my spouse's country, or in a third country on a long-term visa (study, posting), and can prove our relationship",
    '외국인 배우자의 국가에서 6개월 이상 계속 체류하거나 제3국에서 유학·파견근무 등 목적의 장기 사증으로 계속 체류하면서 교제사실을 입증할 수 있음',
  ),
  option(
    'spouseStayedInKorea',
    'My spouse stayed lawfully in Korea for 91+ days on a long-term status and can prove our relationship',
    '외국인 배우자가 장기체류자격으로 91일 이상 합법적으로 체류하면서 초청인과 교제한 사실을 입증할 수 있음',
  ),
  option(
    'humanitarian',
    'Humanitarian reasons such as pregnancy or childbirth',
    '임신, 출산 등 인도적 고려가 필요한 사유가 있음',
  ),
  option('none', 'None of these', '해당 없음'),
];

const housing: QuestionDef[] = [
  q({
    id: 'il.home',
    sectionId: 'housing',
    officialItems: ['5.1', '5.2', '5.3', '5.4'],
    title: t('The home you will share', '배우자가 입국 후 거주할 주거공간'),
    help: t(
      'You need a normal home where the two of you can live long-term, owned or leased in your name or in the name of lineal family on your resident registration. Goshiwon rooms, motels and greenhouses do not count. Give the address, who owns or leases it, the floor area in m², and the number of rooms (kitchen, toilet, bathroom, entrance and storage are not rooms). Attach the property register or sale contract if owned, or the lease if rented.',
      '부부가 함께 지속적으로 거주할 수 있는 정상적인 주거공간이 필요하며, 초청인 또는 주민등록을 함께 하는 직계가족 명의로 소유하거나 임차한 곳이어야 해요. 고시원, 모텔, 비닐하우스 등은 인정되지 않아요. 주소, 권리관계, 면적(m²), 방 개수(부엌, 화장실, 욕실, 현관입구, 창고 제외)를 적고, 소유는 부동산등기부 등본이나 매매계약서, 임차는 임대차 계약서 사본을 제출해요.',
    ),
    fields: [
      address('address', t('Address where your spouse will live', '배우자가 거주할 곳의 주소')),
      choice('tenure', t('Ownership or lease', '권리관계'), [
        option('ownedBySponsor', 'Owned in my name', '초청인 명의로 소유'),
        option('leasedBySponsor', 'Leased in my name', '초청인 명의로 임차'),
        option('ownedByFamily', "Owned in a family member's name", '가족 명의로 소유'),
        option('leasedByFamily', "Leased in a family member's name", '가족 명의로 임차'),
      ]),
      number('areaM2', t('Floor area (m²)', '주거공간의 크기 (m²)'), { min: 1, max: 2000, integer: false }),
      number('rooms', t('Number of rooms', '방 개수'), { min: 1, max: 50 }),
    ],
  }),
  q({
    id: 'il.home-occupants',
    sectionId: 'housing',
    officialItems: ['5.5'],
    title: t('Does anyone besides you live there now?', '주거공간에 초청인 이외에 현재 거주하는 사람이 있습니까?'),
    help: t(
      'List everyone who lives in that home now, other than you: name, age, relationship to you and phone. If nobody else lives there, answer with an empty list ("No").',
      '초청인 외에 현재 그 집에 사는 사람의 성명, 연령, 초청인과의 관계, 연락처를 적어요. 없으면 "아니요"로 빈 목록을 저장해요.',
    ),
    note: 'Row count of the printed table is not legible in the text source; 6 is a GUESS (S1).',
    group: { minRows: 0, maxRows: 6, rowLabel: t('Occupant', '거주자') },
    fields: [
      text('name', t('Name', '성명'), { maxLength: 50 }),
      number('age', t('Age', '연령'), { min: 0, max: 120 }),
      text('relationship', t('Relationship to you', '초청인과의 관계'), { maxLength: 30 }),
      phone('contact', t('Contact number', '연락처'), { required: false }),
    ],
  }),
  q({
    id: 'il.always-together',
    sectionId: 'housing',
    officialItems: ['5.6'],
    title: t('Will you always live together after your spouse arrives?', '배우자가 입국하면 항상 동거할 예정입니까?'),
    help: t(
      'Answer No if you will live apart for part of the time, e.g. a weekend couple (주말부부).',
      '주말부부처럼 일부 기간 떨어져 살 예정이면 "아니요"를 선택해요.',
    ),
    fields: [yesNo('alwaysTogether', t('We will always live together', '항상 동거할 예정'))],
  }),
];

const communication: QuestionDef[] = [
  q({
    id: 'il.daily-language',
    sectionId: 'communication',
    officialItems: ['6.1'],
    title: t(
      'Which language do you use with your spouse day to day?',
      '초청인과 배우자가 일상 대화에 사용하는 언어는 무엇입니까?',
    ),
    help: t(
      'The couple must be able to communicate. Korean leads to 6.2 (proof of your spouse\'s Korean), your spouse\'s native language to 6.3 (proof of your command of it), a third language such as English to 6.4, and "we cannot communicate" to 6.5.',
      '부부간 의사소통이 가능해야 해요. 한국어는 6.2(배우자의 한국어 능력 입증), 배우자의 모국어는 6.3(초청인의 해당 언어 능력 입증), 영어 등 제3국 언어는 6.4, 의사소통 불가는 6.5로 이동해요.',
    ),
    skipWhen: [childTogether],
    fields: [
      choice('language', t('Language', '언어'), [
        option('korean', 'Korean', '한국어'),
        option('spouseNative', "My spouse's native language", '배우자의 모국어'),
        option('thirdLanguage', 'A third language', '제3국 언어'),
        option('cannotCommunicate', 'We cannot communicate', '부부간 의사소통이 불가능'),
      ]),
      text('languageName', t('Name of the language', '언어명'), {
        maxLength: 30,
        showWhen: { fieldId: 'language', in: ['spouseNative', 'thirdLanguage'] },
      }),
    ],
  }),
  q({
    id: 'il.korean-proof',
    sectionId: 'communication',
    officialItems: ['6.2'],
    title: t("How is your spouse's Korean proven?", '배우자가 한국어를 사용할 수 있음을 입증하는 방법'),
    help: t(
      'Tick every way that applies: TOPIK level 1 or higher, a Korean course at a designated institution, a Korean-related degree, being an ethnic Korean with foreign nationality, having lived in Korea for a year or more (give the dates), or another way (explain). Attach the proof.',
      '해당하는 방법을 모두 선택해요: 한국어능력시험(TOPIK) 1급 이상, 지정 교육기관의 한국어 교육과정 이수, 한국어 관련 학위, 외국국적동포, 과거 한국에서 1년 이상 거주(기간 기재), 그 밖의 방법(설명). 입증서류를 제출하세요.',
    ),
    note: 'Whether several boxes may be ticked is not stated; multiple selection assumed (official-forms.md 2.2 item 63, GUESS; S1, S9).',
    skipWhen: [childTogether, languageIs('spouseNative', 'thirdLanguage', 'cannotCommunicate')],
    fields: [
      multiChoice('methods', t('Proof', '입증 방법'), [
        option('topik', 'TOPIK level 1 or higher', '한국어능력시험(TOPIK) 1급 이상 취득'),
        option(
          'designatedCourse',
          'Korean course at a designated institution',
          '지정 교육기관에서 한국어 교육과정 이수',
        ),
        option('degree', 'Korean-related degree', '한국어 관련 학위 취득'),
        option('ethnicKorean', 'Ethnic Korean with foreign nationality', '외국국적동포'),
        option('livedInKorea', 'Lived in Korea for 1 year or more', '과거 한국에서 1년 이상 거주'),
        option('other', 'Another way', '그 밖의 방법'),
      ]),
      date('livedFrom', t('Lived in Korea from', '한국 거주 시작일'), {
        notInFuture: true,
        showWhen: { fieldId: 'methods', in: ['livedInKorea'] },
      }),
      date('livedTo', t('Lived in Korea until', '한국 거주 종료일'), {
        notInFuture: true,
        showWhen: { fieldId: 'methods', in: ['livedInKorea'] },
      }),
      longText('otherExplanation', t('Explain the other way', '그 밖의 방법 설명'), {
        maxLength: 2000,
        showWhen: { fieldId: 'methods', in: ['other'] },
      }),
    ],
  }),
  q({
    id: 'il.spouse-language-proof',
    sectionId: 'communication',
    officialItems: ['6.3'],
    title: t(
      "How is your command of your spouse's language proven?",
      '초청인이 배우자의 모국어를 사용할 수 있음을 입증하는 방법',
    ),
    help: t(
      "Choose one: you lived for a year or more in a country where your spouse's language is spoken (name the country and give the dates); or, if you are naturalised, the language of your former nationality is your spouse's native language; or another way (explain). Attach the proof.",
      '하나를 선택해요: 배우자의 모국어를 사용하는 국가에서 1년 이상 거주(국가명과 기간 기재), 귀화자인 경우 귀화 전 국적 국가의 언어가 배우자의 모국어와 동일, 또는 그 밖의 방법(설명). 입증서류를 제출하세요.',
    ),
    skipWhen: [childTogether, languageIs('korean', 'thirdLanguage', 'cannotCommunicate')],
    fields: [
      choice('method', t('Proof', '입증 방법'), [
        option(
          'livedInCountry',
          'Lived 1+ year where the language is spoken',
          '배우자의 모국어 관련 국가에서 과거 1년 이상 거주',
        ),
        option(
          'formerNationality',
          "Naturalised: my former country's language is the same",
          '(귀화자) 귀화 전 국적 국가의 언어와 배우자의 모국어가 동일',
        ),
        option('other', 'Another way', '그 밖의 방법'),
      ]),
      text('country', t('Country', '국가명'), {
        maxLength: 50,
        showWhen: { fieldId: 'method', in: ['livedInCountry'] },
      }),
      date('from', t('Lived there from', '거주 시작일'), {
        notInFuture: true,
        showWhen: { fieldId: 'method', in: ['livedInCountry'] },
      }),
      date('to', t('Lived there until', '거주 종료일'), {
        notInFuture: true,
        showWhen: { fieldId: 'method', in: ['livedInCountry'] },
      }),
      longText('otherExplanation', t('Explain the other way', '그 밖의 방법 설명'), {
        maxLength: 2000,
        showWhen: { fieldId: 'method', in: ['other'] },
      }),
    ],
  }),
  q({
    id: 'il.third-language-proof',
    sectionId: 'communication',
    officialItems: ['6.4'],
    title: t(
      "How is your and your spouse's command of the third language proven?",
      '초청인과 배우자가 제3국 언어를 사용할 수 있음을 입증하는 방법',
    ),
    help: t(
      "Choose one: both of you lived for a year or more in a country where that language is spoken (name the country and give each person's dates), or another way (explain), e.g. degrees or test scores. Attach the proof.",
      '하나를 선택해요: 초청인과 배우자가 모두 그 언어를 사용하는 국가에서 1년 이상 거주(국가명과 각자의 거주기간 기재), 또는 그 밖의 방법(설명, 예: 학위나 시험 성적). 입증서류를 제출하세요.',
    ),
    skipWhen: [childTogether, languageIs('korean', 'spouseNative', 'cannotCommunicate')],
    fields: [
      choice('method', t('Proof', '입증 방법'), [
        option(
          'bothLivedInCountry',
          'We both lived 1+ year where the language is spoken',
          '초청인과 배우자가 제3국 언어가 사용되는 국가에서 1년 이상 거주',
        ),
        option('other', 'Another way', '그 밖의 방법'),
      ]),
      text('country', t('Country', '국가명'), {
        maxLength: 50,
        showWhen: { fieldId: 'method', in: ['bothLivedInCountry'] },
      }),
      date('sponsorFrom', t('You lived there from', '초청인 거주 시작일'), {
        notInFuture: true,
        showWhen: { fieldId: 'method', in: ['bothLivedInCountry'] },
      }),
      date('sponsorTo', t('You lived there until', '초청인 거주 종료일'), {
        notInFuture: true,
        // No end date for a place the person still lives in.
        required: false,
        help: t('Leave empty if you still live there.', '지금도 그곳에 살고 있으면 비워 두세요.'),
        showWhen: { fieldId: 'method', in: ['bothLivedInCountry'] },
      }),
      date('spouseFrom', t('Your spouse lived there from', '배우자 거주 시작일'), {
        notInFuture: true,
        showWhen: { fieldId: 'method', in: ['bothLivedInCountry'] },
      }),
      date('spouseTo', t('Your spouse lived there until', '배우자 거주 종료일'), {
        notInFuture: true,
        required: false,
        help: t('Leave empty if your spouse still lives there.', '배우자가 지금도 그곳에 살고 있으면 비워 두세요.'),
        showWhen: { fieldId: 'method', in: ['bothLivedInCountry'] },
      }),
      longText('otherExplanation', t('Explain the other way', '그 밖의 방법 설명'), {
        maxLength: 2000,
        showWhen: { fieldId: 'method', in: ['other'] },
      }),
    ],
  }),
  q({
    id: 'il.communication-exemption-reason',
    sectionId: 'communication',
    officialItems: ['6.5.2'],
    title: t('Special reason for a communication exemption', '의사소통 요건을 특별히 면제받을 사유'),
    help: t(
      'You said you cannot yet communicate. If a special reason should exempt you from the communication requirement, explain it and attach proof. Without one, the application is likely to be refused; consider a course or TOPIK first.',
      '의사소통이 불가능하다고 답했어요. 의사소통 요건을 특별히 면제받을 사유가 있으면 적고 입증서류를 제출하세요. 사유가 없으면 불허될 가능성이 높으니 한국어 교육이나 TOPIK을 먼저 검토하세요.',
    ),
    skipWhen: [childTogether, languageIs('korean', 'spouseNative', 'thirdLanguage')],
    fields: [longText('reason', t('Reason for the exemption', '면제 사유'), { maxLength: 3000 })],
  }),
];

const programme: QuestionDef[] = [
  q({
    id: 'il.programme-country',
    sectionId: 'programme',
    officialItems: ['7.1'],
    title: t(
      'Is your spouse a national of China, Vietnam, the Philippines, Cambodia, Mongolia, Uzbekistan or Thailand?',
      '외국인 배우자의 국적이 중국, 베트남, 필리핀, 캄보디아, 몽골, 우즈베키스탄, 태국 중 하나입니까?',
    ),
    help: t(
      'Korean sponsors marrying a national of these seven countries must complete the International Marriage Guidance Programme unless exempt. If No (e.g. a US spouse), the form skips to section 8.',
      '이 7개국 국적의 배우자를 초청하는 국민은 면제 사유가 없으면 국제결혼 안내프로그램을 이수해야 해요. "아니요"(예: 미국 국적)이면 8로 이동해요.',
    ),
    fields: [yesNo('listedCountry', t('My spouse is a national of one of these countries', '해당 국가 국적임'))],
  }),
  q({
    id: 'il.programme-exemption',
    sectionId: 'programme',
    officialItems: ['7.2', '7.3'],
    title: t('International Marriage Guidance Programme', '국제결혼 안내프로그램 이수'),
    help: t(
      'If one of the exemptions applies, tick it (for humanitarian reasons, explain them); the form then goes to section 8. Otherwise you must complete the programme: write the completion number (이수번호) from your certificate, or attach the certificate.',
      '면제 사유에 해당하면 선택하고(인도적 사유는 그 사유를 기재) 8로 이동해요. 해당 없으면 프로그램 이수 대상이므로 이수증의 이수번호를 적거나 이수증을 첨부해요.',
    ),
    skipWhen: [{ questionId: 'il.programme-country', fieldId: 'listedCountry', in: [false] }],
    fields: [
      choice('exemption', t('Which applies to you?', '해당하는 경우'), exemptionOptions),
      longText('humanitarianReason', t('Humanitarian reason', '인도적 사유'), {
        maxLength: 1000,
        showWhen: { fieldId: 'exemption', in: ['humanitarian'] },
      }),
      text('completionNumber', t('Programme completion number', '이수번호'), {
        maxLength: 40,
        showWhen: { fieldId: 'exemption', in: ['none'] },
      }),
    ],
  }),
];

const closing: QuestionDef[] = [
  q({
    id: 'il.info-exchange',
    sectionId: 'health-criminal-info',
    officialItems: ['8.1', '8.2', '8.3'],
    title: t('Exchange of health and criminal-record information', '건강상태 및 범죄경력 정보 상호 제공'),
    help: t(
      "8.1: have you and your spouse given each other your health certificates and criminal-record information? (F-6 asks for both spouses' health certificates and criminal records.) 8.2: are you subject to Art. 10-2 of the Marriage Brokerage Act (personal-information disclosure), which applies when you married through a marriage broker? 8.3: the same exemption grounds as 7.2.",
      '8.1: 초청인과 배우자가 건강진단서와 범죄경력 정보를 서로 제공하였습니까? 8.2: 「결혼중개업의 관리에 관한 법률」 제10조의2(신상정보 제공) 적용대상(결혼중개업체를 통한 혼인)에 해당합니까? 8.3: 7.2와 같은 면제 사유 중 해당하는 것을 선택해요.',
    ),
    note: 'Reading 8.2 as "married through a broker" is an interpretation (official-forms.md 2.2 item 72, GUESS). 8.3 has no skip rule on the form.',
    fields: [
      yesNo(
        'exchanged',
        t('We have exchanged health and criminal-record information', '건강상태 및 범죄경력 정보를 상호 제공하였음'),
      ),
      yesNo(
        'brokerActApplies',
        t('Art. 10-2 of the Marriage Brokerage Act applies to me', '결혼중개업법 제10조의2 적용대상임'),
      ),
      choice('exemption', t('Which applies to you?', '해당하는 경우'), exemptionOptions),
      longText('humanitarianReason', t('Humanitarian reason', '인도적 사유'), {
        maxLength: 1000,
        showWhen: { fieldId: 'exemption', in: ['humanitarian'] },
      }),
    ],
  }),
  q({
    id: 'il.criminal-record',
    sectionId: 'violence-record',
    officialItems: ['9.1'],
    title: t(
      'Have you received any of these decisions or sentences?',
      '초청인은 아래와 같은 결정, 선고 등을 받은 사실이 있습니까?',
    ),
    help: t(
      'Tick every one that applies, or "none". Such records can bar an invitation for 10 years (5 years for a false marriage report). Your Korean criminal-record certificate will be checked.',
      '해당하는 것을 모두 선택하거나 "해당 없음"을 선택해요. 이런 전력이 있으면 10년간(허위 혼인신고는 5년간) 초청이 제한될 수 있으며, 범죄경력회보서로 확인해요.',
    ),
    note: 'The form has no "none" box; the wizard adds one so the question can be answered (official-forms.md 2.2 item 74, GUESS; S12).',
    fields: [
      multiChoice('records', t('Records', '해당 사항'), [
        option(
          'domesticViolence',
          'A domestic-violence offence with a temporary measure, a protective disposition, imprisonment (incl. suspended) or a fine',
          '가정폭력범죄로 임시조치·보호처분 결정 또는 금고 이상의 형(집행유예 포함)이나 벌금형을 받음',
        ),
        option(
          'sexOffenceAgainstMinor',
          'A sexual offence against a child or juvenile, with imprisonment (incl. suspended) or a fine',
          '아동·청소년대상 성범죄로 금고 이상의 형(집행유예 포함)이나 벌금형을 선고받음',
        ),
        option(
          'violentCrime',
          'A sexual-violence offence, a specified violent crime or homicide, with imprisonment (incl. suspended) or a fine',
          '성폭력범죄, 특정강력범죄 또는 살인의 죄로 금고 이상의 형(집행유예 포함)이나 벌금형을 선고받음',
        ),
        option(
          'falseMarriageReport',
          'A false marriage report (Criminal Act Art. 228), with imprisonment (incl. suspended) or a fine',
          '허위의 혼인신고로 형법 제228조를 위반하여 금고 이상의 형(집행유예 포함)이나 벌금형을 선고받음',
        ),
        option('none', 'None of these', '해당 없음'),
      ]),
      // Not printed on the form: the bar runs from this day (section 14 D1), so eligibility needs it.
      date(
        'recordDate',
        t(
          'Date of the latest such sentence, or of the end of serving it (whichever is later)',
          '가장 최근 선고일 또는 형 집행이 끝난 날(더 늦은 날)',
        ),
        {
          notInFuture: true,
          showWhen: {
            fieldId: 'records',
            in: ['domesticViolence', 'sexOffenceAgainstMinor', 'violentCrime', 'falseMarriageReport'],
          },
          help: t(
            'Not printed on the form. The eligibility check uses it: the bar lasts 10 years from this day (5 for a false marriage report), unless you have a child together.',
            '양식에는 인쇄되지 않아요. 자격 확인에 사용해요. 제한 기간은 이날부터 10년(허위 혼인신고는 5년)이며, 두 분 사이에 자녀가 있으면 예외예요.',
          ),
        },
      ),
    ],
  }),
  q({
    id: 'il.other-information',
    sectionId: 'other-information',
    officialItems: ['10'],
    title: t('Anything else the officer should consider', '그 밖의 관련 정보'),
    help: t(
      'Any other information relevant to the visa review. If humanitarian circumstances such as a serious illness or disability matter to the application, describe them and attach documents. Leave it blank if there is nothing to add.',
      '사증발급 심사에 고려할 그 밖의 정보를 적어요. 심각한 질병이나 장애 등 인도적 사유가 있으면 적고 관련 서류를 첨부하세요. 없으면 비워 둬요.',
    ),
    fields: [longText('information', t('Other information', '그 밖의 정보'), { required: false, maxLength: 3000 })],
  }),
  q({
    id: 'il.helpers',
    sectionId: 'assistance',
    officialItems: ['11.1'],
    title: t('Did anyone help you fill in this invitation?', '이 초청장을 작성하는데 다른 사람의 도움을 받았습니까?'),
    help: t(
      'List anyone who helped you write it (a relative, an agency, an administrative agent): name, address, phone and relationship to you. If nobody helped, answer with an empty list ("No"). Using this app does not count as help from a person.',
      '작성을 도와준 사람(가족, 업체, 행정사 등)의 성명, 주소, 연락처, 초청인과의 관계를 적어요. 도움을 받지 않았으면 "아니요"로 빈 목록을 저장해요. 이 앱을 사용한 것은 다른 사람의 도움에 해당하지 않아요.',
    ),
    note: 'Row count of the printed table is not legible in the text source; 3 is a GUESS. Treating an app as "not a person helping" is an interpretation.',
    group: { minRows: 0, maxRows: 3, rowLabel: t('Helper', '도움을 준 사람') },
    fields: [
      text('name', t('Name', '성명'), { maxLength: 50 }),
      address('address', t('Address', '주소')),
      phone('phone', t('Phone', '연락처')),
      text('relationship', t('Relationship to you', '초청인과의 관계'), { maxLength: 30 }),
    ],
  }),
  q({
    id: 'il.spouse-name',
    sectionId: 'declaration',
    officialItems: ['12.spouse-name'],
    answerLanguage: 'any',
    title: t('The name of the spouse you invite', '초청하는 배우자의 성명'),
    help: t(
      'The declaration reads "I hereby invite my spouse ______ for marriage cohabitation". This is the only place the invitation names your spouse. Write the name as on the passport; you may add the Korean spelling used on your family relation register.',
      '"이에 따라 본인은 배우자 ______를 결혼동거 목적으로 초청합니다"의 빈칸이에요. 초청장에서 배우자의 이름이 나오는 유일한 곳이에요. 여권상 성명을 적고, 가족관계등록부의 한글 표기를 함께 적을 수 있어요.',
    ),
    fields: [text('spouseName', t("Spouse's name", '배우자 성명'), { maxLength: 120 })],
  }),
  q({
    id: 'il.date-signature',
    sectionId: 'declaration',
    officialItems: ['12.date', '12.signature'],
    title: t('Date and signature', '작성일자와 서명'),
    help: t(
      'By signing you confirm that you wrote the invitation truthfully and read the notices: a false invitation can be punished by up to 3 years in prison or a 30 million KRW fine, and after inviting a spouse another invitation may be refused for 5 years. The "past 1 year" income figures count back from this date. Sign or seal the printed form by hand.',
      '서명으로 사실에 근거하여 작성하였고 유의사항을 읽었음을 확인해요. 거짓 초청은 3년 이하의 징역 또는 3천만원 이하의 벌금에 처해질 수 있으며, 배우자를 초청한 날부터 5년이 지나지 않으면 다른 배우자 초청이 제한될 수 있어요. 소득의 "과거 1년간"은 이 작성일 기준이에요. 출력한 양식에 직접 서명하거나 날인하세요.',
    ),
    fields: [
      date('date', t('Date written', '작성일자'), { signingDate: true }),
      text('sponsorName', t('Your name (sponsor)', '초청인 성명'), { maxLength: 50 }),
      yesNo('willSign', t('I will sign or seal the printed form', '출력한 양식에 서명 또는 날인할게요')),
    ],
  }),
];

export const invitationSections5to12: QuestionDef[] = [...housing, ...communication, ...programme, ...closing];
