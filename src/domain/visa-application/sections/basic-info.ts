import {
  applicant,
  choice,
  date,
  email,
  longText,
  option,
  passportTypeOptions,
  t,
  tel,
  text,
  whenIn,
  whenYes,
  yesNo,
} from '../build';
import type { VisaSectionDef } from '../types';

/** Form sections 1 (personal details), 3 (passport) and 4 (contact), answered by the applicant. */
export const basicInfo: VisaSectionDef = {
  id: 'basicInfo',
  title: t('About you (applicant)', '신청인 본인'),
  description: t(
    'Your name, birth, passport and contact details, as the visa application form asks them (items 1, 3 and 4). Write them in English, as in your passport.',
    '사증발급신청서가 묻는 이름, 출생, 여권, 연락처예요(1번, 3번, 4번 항목). 여권과 같이 영문으로 적어 주세요.',
  ),
  fields: [
    text('familyName', ['1.1', '12.name'], t('Family name, as in your passport', '성 (여권과 같이)'), {
      heading: t('Name and birth', '이름과 출생'),
      format: 'latin-uppercase',
      maxLength: 60,
      suggestFrom: 'lastName',
      suggestAs: 'upper',
      help: t(
        'In capital letters, exactly as printed in your passport.',
        '여권에 적힌 그대로 영문 대문자로 적어 주세요.',
      ),
      ...applicant('familyName'),
    }),
    text('givenNames', ['1.1', '12.name'], t('Given names, as in your passport', '이름 (여권과 같이)'), {
      help: t(
        "As the passport's given-names line prints them. A middle name in a field of its own (a Philippine mother's maiden surname) is left out.",
        '여권의 이름 줄에 적힌 대로 적어요. 따로 칸이 있는 중간 이름(필리핀의 어머니 성)은 빼요.',
      ),
      format: 'latin-uppercase',
      maxLength: 80,
      suggestFrom: 'firstName',
      suggestAs: 'upper',
      ...applicant('givenNames'),
    }),
    text('chineseName', ['1.2'], t('Name in Chinese characters (漢字), if you have one', '한자 성명 (있는 경우)'), {
      required: false,
      format: 'hanja',
      maxLength: 40,
      help: t('Leave it empty if you have no name in Chinese characters.', '한자 이름이 없으면 비워 두세요.'),
    }),
    choice('sex', ['1.3'], t('Sex', '성별'), [option('male', 'Male', '남성'), option('female', 'Female', '여성')], {
      suggestFrom: 'sex',
      suggestAs: 'sex',
      ...applicant('sex'),
    }),
    date('dateOfBirth', ['1.4'], t('Date of birth', '생년월일'), {
      notInFuture: true,
      suggestFrom: 'dateOfBirth',
      suggestAs: 'isoDate',
      ...applicant('dateOfBirth'),
    }),
    text('nationality', ['1.5'], t('Nationality', '국적'), {
      maxLength: 60,
      suggestFrom: 'nationality',
      suggestAs: 'country',
      // The example follows the applicant's nationality where it is known (fieldHelpFor).
      help: t('As in your passport, in capital letters.', '여권에 적힌 대로 영문 대문자로 적어 주세요.'),
      ...applicant('nationality'),
    }),
    text('placeOfBirth', ['1.6'], t('Country of birth', '출생국가'), {
      maxLength: 100,
      suggestFrom: 'placeOfBirth',
      // A passport's place of birth is often a city: offered only when it names a country.
      suggestAs: 'country',
      help: t('The form asks for the country only.', '신청서는 나라 이름만 물어요.'),
      ...applicant('placeOfBirth'),
    }),
    text(
      'nationalId',
      ['1.7'],
      t('National identity number, if your country issues one', '국가신분증번호 (발급하는 나라인 경우)'),
      {
        required: false,
        maxLength: 40,
        help: t(
          'Leave it empty if your country issues no national identity number.',
          '국가신분증번호를 발급하지 않는 나라라면 비워 두세요.',
        ),
      },
    ),
    yesNo(
      'usedOtherNames',
      ['1.8'],
      t(
        'Have you ever entered or left Korea under another name?',
        '이전에 한국에 출입국할 때 다른 이름을 쓴 적이 있나요?',
      ),
    ),
    text('otherFamilyName', ['1.8'], t('That family name', '그때 쓴 성'), {
      ...whenYes('usedOtherNames'),
      format: 'latin-uppercase',
      maxLength: 60,
    }),
    text('otherGivenNames', ['1.8'], t('Those given names', '그때 쓴 이름'), {
      ...whenYes('usedOtherNames'),
      format: 'latin-uppercase',
      maxLength: 80,
    }),
    yesNo('multipleNationality', ['1.9'], t('Are you a citizen of more than one country?', '복수 국적인가요?')),
    text('otherNationalities', ['1.9'], t('Which countries?', '어느 나라인가요?'), {
      ...whenYes('multipleNationality'),
      maxLength: 120,
    }),

    choice('passportType', ['3.1'], t('Passport type', '여권종류'), passportTypeOptions, {
      heading: t('Passport', '여권'),
    }),
    text('passportTypeOther', ['3.1'], t('What kind of passport?', '어떤 여권인가요?'), {
      ...whenIn('passportType', ['other']),
      maxLength: 60,
    }),
    text('passportNumber', ['3.2'], t('Passport number', '여권번호'), {
      format: 'no-spaces',
      maxLength: 20,
      suggestFrom: 'passportNumber',
      suggestAs: 'passportNumber',
      ...applicant('passportNumber'),
    }),
    text('passportCountry', ['3.3'], t('Country that issued the passport', '발급국가'), {
      maxLength: 60,
      suggestFrom: 'nationality',
      suggestAs: 'country',
    }),
    text('passportPlaceOfIssue', ['3.4'], t('Place of issue', '발급지'), {
      maxLength: 100,
      help: t(
        'As printed in your passport. If it names an issuing authority instead of a place, write the authority.',
        '여권에 적힌 대로 적어 주세요. 장소 대신 발급 기관이 적혀 있으면 그 기관을 적어요.',
      ),
    }),
    date('passportIssueDate', ['3.5'], t('Passport issue date', '여권 발급일'), {
      notInFuture: true,
      suggestFrom: 'passportIssueDate',
      suggestAs: 'isoDate',
      ...applicant('passportIssueDate'),
    }),
    date('passportExpiryDate', ['3.6'], t('Passport expiry date', '여권 만료일'), {
      notBefore: 'passportIssueDate',
      suggestFrom: 'passportExpiryDate',
      suggestAs: 'isoDate',
      help: t('The passport must be valid for at least 6 more months.', '여권은 앞으로 6개월 이상 유효해야 해요.'),
      ...applicant('passportExpiryDate'),
    }),
    yesNo('otherPassport', ['3.7'], t('Do you have another valid passport?', '유효한 다른 여권이 있나요?')),
    choice(
      'otherPassportType',
      ['3.7'],
      t('Its type', '그 여권의 종류'),
      passportTypeOptions,
      whenYes('otherPassport'),
    ),
    text('otherPassportNumber', ['3.7'], t('Its number', '그 여권의 번호'), {
      ...whenYes('otherPassport'),
      format: 'no-spaces',
      maxLength: 20,
    }),
    text('otherPassportCountry', ['3.7'], t('Country that issued it', '그 여권의 발급국가'), {
      ...whenYes('otherPassport'),
      maxLength: 60,
    }),
    date('otherPassportExpiry', ['3.7'], t('Its expiry date', '그 여권의 기간만료일'), whenYes('otherPassport')),

    longText('homeAddress', ['4.1'], t('Home address in your home country', '본국 주소'), {
      heading: t('Contact', '연락처'),
      maxLength: 300,
      ...applicant('addressAbroad'),
    }),
    yesNo('livesElsewhere', ['4.2'], t('Do you live at a different address now?', '지금은 다른 곳에 살고 있나요?'), {
      help: t(
        'For example, if you live outside your home country.',
        '예를 들어 본국이 아닌 나라에 살고 있는 경우예요.',
      ),
    }),
    longText('currentAddress', ['4.2'], t('Current residential address', '현 거주지'), {
      ...whenYes('livesElsewhere'),
      maxLength: 300,
    }),
    tel('phone', ['4.3'], t('Phone number (mobile or landline)', '전화번호 (휴대전화 또는 일반전화)'), {
      ...applicant('phone'),
    }),
    email('email', ['4.4'], t('Email address', '전자우편'), { ...applicant('email') }),
    text('emergencyName', ['4.5'], t('Emergency contact: full name in English', '비상시 연락처: 영문 성명'), {
      heading: t('Emergency contact', '비상시 연락처'),
      maxLength: 100,
      help: t(
        'Someone the consulate can reach if something happens to you.',
        '신청인에게 무슨 일이 생겼을 때 연락할 수 있는 사람이에요.',
      ),
    }),
    text('emergencyCountry', ['4.5'], t('Their country of residence', '거주 국가'), { maxLength: 60 }),
    tel('emergencyPhone', ['4.5'], t('Their phone number', '전화번호')),
    text('emergencyRelationship', ['4.5'], t('Their relationship to you', '신청인과의 관계'), { maxLength: 60 }),
  ],
};
