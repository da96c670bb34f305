import type { Localized, Source } from '../common';
import type { PersonFactRef, PersonRole } from '../people';

export type FormId = 'personal-guarantee' | 'invitation-letter' | 'spouse-information';
export type ProgressKey = 'personalGuarantee' | 'invitationLetter' | 'spouseInformation';

/** Who answers a question: the foreign applicant or the Korean spouse (sponsor). */
export type Answerer = 'applicant' | 'sponsor';

/** The language the official form wants the answer written in. */
export type AnswerLanguage = 'ko' | 'en' | 'ko-or-en' | 'any';

export type FieldType =
  'text' | 'longText' | 'date' | 'yesNo' | 'choice' | 'multiChoice' | 'number' | 'krw' | 'address' | 'phone' | 'email';

export type ChoiceOption = { value: string; label: Localized };

/** An option as the structure knows it: the stored value; its label is in the form's texts. */
export type OptionShape = { value: string };

/**
 * A field's structure: what the data layer, the status and the audit read. Its words (label, help,
 * placeholder, option labels) are in the form's `*.texts.ts`, which only screens that show them load.
 */
export type FieldShape = {
  /** Unique within its question. */
  id: string;
  type: FieldType;
  required: boolean;
  options?: OptionShape[];
  /** number / krw bounds */
  min?: number;
  /** A 'number' is a whole number unless this is false (e.g. a floor area). */
  integer?: boolean;
  max?: number;
  maxLength?: number;
  /** date bounds relative to today */
  notInFuture?: boolean;
  notInPast?: boolean;
  /** A signing date: the consulate expects a recent one, so one far from today gets a warning (never a refusal). */
  signingDate?: boolean;
  /**
   * Shown (and only then required or validated) when a sibling field of the same question or table
   * row has one of these values; for a multiChoice sibling, when any chosen option is listed.
   * The official forms nest details under a box ("[ ] 예 (  )회 [ ] 아니오").
   */
  showWhen?: { fieldId: string; in: FieldValue[] };
  /**
   * How the official form wants the text written: passport names in capitals, numbers without spaces,
   * a Hanja name in Chinese characters, or `latin`: the Latin-letter version of a Korean answer (the
   * guarantee's English side, D26), in Latin letters whatever its question's language.
   */
  format?: 'latin-uppercase' | 'no-spaces' | 'hanja' | 'latin';
  /**
   * The person fact this field asks (D20): it reads and edits the person record, so the
   * fact is typed once for all forms. Only on fields of a 'fields' question (not table columns).
   */
  person?: PersonFactRef;
  /**
   * A whole passport name in one field ("SMITH JANE"): read from the person's family and given
   * names when the form holds none. Read only: the name is edited where it is asked in parts.
   */
  personName?: PersonRole;
};

/** A field's words, in both languages. */
export type FieldTexts = { label: Localized; help?: Localized; placeholder?: Localized };

/** A field as screens show it: its structure with its words. */
export type FieldDef = Omit<FieldShape, 'options'> & FieldTexts & { options?: ChoiceOption[] };

export type FieldValue = string | number | boolean | string[] | null;
export type FieldValues = Record<string, FieldValue>;

/** A question's answer: one set of field values, or rows for a repeatable group (a table on the form). */
export type QuestionAnswer = FieldValues | FieldValues[];

/** Answers of a whole form, keyed by question id (the spec's `formData`). */
export type FormAnswers = Record<string, QuestionAnswer>;

/** Skip rule from the official form ("No -> go to 2.4"): skip when the field equals one of the values. */
export type SkipRule = { questionId: string; fieldId: string; in: FieldValue[] };

export type QuestionShape = {
  /** Stable id, never reused, e.g. "invitation.sponsor-identity". */
  id: string;
  formId: FormId;
  /** Section on the official form, for grouping the review page as the form does. */
  sectionId: string;
  answeredBy: Answerer;
  answerLanguage: AnswerLanguage;
  /** Official item numbers this question covers, e.g. ["1.1", "1.2"]. */
  officialItems: string[];
  /**
   * Set when the question continues an item that an earlier question lists (a table or composite
   * item split over several questions); its own officialItems is then empty.
   */
  partOf?: string;
  /** 'fields': one set of fields; 'group': repeatable rows with these fields as columns. */
  kind: 'fields' | 'group';
  fields: FieldShape[];
  group?: { minRows: number; maxRows: number };
  required: boolean;
  /** Any rule matching means the question is skipped (and counts as answered). */
  skipWhen?: SkipRule[];
};

/** A question as screens show it: its structure with its title, help, row label and fields' words. */
export type QuestionDef = Omit<QuestionShape, 'fields' | 'group'> & {
  title: Localized;
  help: Localized;
  fields: FieldDef[];
  group?: { minRows: number; maxRows: number; rowLabel: Localized };
};

export type SectionShape = { id: string; officialNumber?: string };

export type FormSection = SectionShape & { title: Localized };

/**
 * A form's structure. Its names and description stay here: the audit names the form where a value
 * comes from, and the forms overview (/f6) shows them, with no question's words.
 */
export type FormShape = {
  id: FormId;
  progressKey: ProgressKey;
  title: Localized;
  officialName: Localized;
  description: Localized;
  /** The form's number as printed, e.g. "별지 제19호의2서식". */
  officialNumber: string;
  /** The date of the form's last revision (ISO), as printed beside its number. */
  revised: string;
  answeredBy: Answerer;
  answerLanguage: AnswerLanguage;
  sections: SectionShape[];
  questions: QuestionShape[];
  /** Every official item number of the form, each covered by exactly one question. */
  officialItems: string[];
};

export type FormDef = Omit<FormShape, 'sections' | 'questions'> & {
  sections: FormSection[];
  questions: QuestionDef[];
  source: Source;
};

/** A field's words in a form's texts: its label, help and placeholder, and its options' labels by value. */
export type FieldTextsEntry = FieldTexts & { options?: Record<string, Localized> };

export type QuestionTexts = {
  title: Localized;
  help: Localized;
  /** A repeatable group's row name ("Child 2"). */
  rowLabel?: Localized;
  fields: Record<string, FieldTextsEntry>;
};

/** A form's words, keyed by the ids of its structure (question id, field id, option value). */
export type FormTexts = {
  sections: Record<string, Localized>;
  source: Source;
  questions: Record<string, QuestionTexts>;
};
