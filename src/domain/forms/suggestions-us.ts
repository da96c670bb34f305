import type { AutoFillKey } from '../autofill-fields';
import type { Localized } from '../common';
import { t } from './build';

export type UsForm = 'I-130' | 'I-130A' | 'DS-260';

/**
 * A place in a US form to copy a value to. Fields are named by part and label, not item number:
 * item numbers differ between USCIS editions, labels barely do. The app does not fill these forms.
 */
export type UsTarget = { form: UsForm; field: string; label: Localized };

const us = (form: UsForm, field: string, en: string, ko: string): UsTarget => ({ form, field, label: t(en, ko) });

/**
 * CR-1 and IR-1 use the same forms (they differ only in how long the couple has been married).
 * Roles flip against F-6: the foreign applicant of the F-6 case (the US citizen) is the I-130
 * petitioner; the Korean spouse is the beneficiary and files the I-130A and the DS-260.
 */
const spouseVisaTargets: Partial<Record<AutoFillKey, UsTarget[]>> = {
  lastName: [
    us('I-130', 'Part 2. Information About You: Family Name (Last Name)', "Petitioner's family name", '청원인의 성'),
    us('DS-260', 'Family Information: Spouse, Surnames', "Applicant's spouse: surnames", '신청인 배우자의 성'),
  ],
  firstName: [
    us('I-130', 'Part 2. Information About You: Given Name (First Name)', "Petitioner's given name", '청원인의 이름'),
    us('DS-260', 'Family Information: Spouse, Given Names', "Applicant's spouse: given names", '신청인 배우자의 이름'),
  ],
  dateOfBirth: [
    us('I-130', 'Part 2. Information About You: Date of Birth', "Petitioner's date of birth", '청원인의 생년월일'),
    us(
      'DS-260',
      'Family Information: Spouse, Date of Birth',
      "Applicant's spouse: date of birth",
      '신청인 배우자의 생년월일',
    ),
  ],
  placeOfBirth: [
    us(
      'I-130',
      'Part 2. Information About You: City/Town/Village of Birth; Country of Birth',
      "Petitioner's place of birth",
      '청원인의 출생지',
    ),
  ],
  sex: [us('I-130', 'Part 2. Information About You: Sex', "Petitioner's sex", '청원인의 성별')],
  marriageDate: [
    us(
      'I-130',
      'Part 2. Information About You: Date of Current Marriage',
      'Date of the current marriage',
      '현재 혼인의 날짜',
    ),
    us('DS-260', 'Family Information: Spouse, Date of Marriage', 'Date of marriage', '혼인 날짜'),
  ],
  marriagePlace: [
    us(
      'I-130',
      'Part 2. Information About You: Place of Your Current Marriage',
      'Place of the current marriage',
      '현재 혼인의 장소',
    ),
  ],
  fatherName: [
    us(
      'I-130',
      "Part 2. Information About Your Parents: Parent 1's Full Name",
      "Petitioner's parent 1",
      '청원인의 부모 1',
    ),
  ],
  motherName: [
    us(
      'I-130',
      "Part 2. Information About Your Parents: Parent 2's Full Name",
      "Petitioner's parent 2",
      '청원인의 부모 2',
    ),
  ],
  spouseName: [
    us('I-130', 'Part 4. Information About Beneficiary: Full Name', "Beneficiary's name", '수혜자의 성명'),
    us(
      'I-130A',
      'Part 1. Information About You: Full Name',
      "Beneficiary's name (spouse beneficiary's own form)",
      '수혜자의 성명 (배우자 수혜자 본인 양식)',
    ),
    us('DS-260', 'Personal Information: Surnames; Given Names', "Applicant's name", '신청인의 성명'),
  ],
  spouseDateOfBirth: [
    us(
      'I-130',
      'Part 4. Information About Beneficiary: Date of Birth',
      "Beneficiary's date of birth",
      '수혜자의 생년월일',
    ),
    us('DS-260', 'Personal Information: Date of Birth', "Applicant's date of birth", '신청인의 생년월일'),
  ],
  spousePlaceOfBirth: [
    us(
      'I-130',
      'Part 4. Information About Beneficiary: City/Town/Village of Birth; Country of Birth',
      "Beneficiary's place of birth",
      '수혜자의 출생지',
    ),
    us('DS-260', 'Personal Information: Place of Birth', "Applicant's place of birth", '신청인의 출생지'),
  ],
  spouseAddress: [
    us(
      'I-130',
      "Part 4. Information About Beneficiary: Beneficiary's Physical Address",
      "Beneficiary's address",
      '수혜자의 주소',
    ),
    us(
      'I-130A',
      'Part 1. Information About You: Address History (current address)',
      "Beneficiary's current address",
      '수혜자의 현재 주소',
    ),
    us('DS-260', 'Address and Phone: Home Address', "Applicant's home address", '신청인의 자택 주소'),
  ],
  spouseFatherName: [
    us('I-130A', 'Part 1. Information About Parent 1: Full Name', "Beneficiary's parent 1", '수혜자의 부모 1'),
    us('DS-260', 'Family Information: Parents, Father', "Applicant's father", '신청인의 아버지'),
  ],
  spouseMotherName: [
    us('I-130A', 'Part 1. Information About Parent 2: Full Name', "Beneficiary's parent 2", '수혜자의 부모 2'),
    us('DS-260', 'Family Information: Parents, Mother', "Applicant's mother", '신청인의 어머니'),
  ],
};

export const usSuggestions: Record<'cr1' | 'ir1', Partial<Record<AutoFillKey, UsTarget[]>>> = {
  cr1: spouseVisaTargets,
  ir1: spouseVisaTargets,
};

/** Keys with no US target, and why. */
export const usUnmapped: Partial<Record<AutoFillKey, string>> = {
  fullName: 'The US forms ask for family and given names separately (lastName, firstName).',
  nationality: 'The petitioner proves US citizenship with documents; no field takes the passport nationality.',
  passportNumber:
    "The I-130 does not ask for the petitioner's passport number; the DS-260 asks for the beneficiary's own passport.",
  passportIssueDate:
    "Only the beneficiary's passport is asked for (DS-260), and the auto-fill passport is the applicant's.",
  passportExpiryDate:
    "Only the beneficiary's passport is asked for (DS-260), and the auto-fill passport is the applicant's.",
};
