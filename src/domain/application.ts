/**
 * The application data of spec §3, as stored locally (one record per section) and
 * synced to users/{uid}. Defaults follow spec §9.
 */
import type { AutoFillData } from './autofill-fields';
import type { FinancialInputs } from './guides/financial';
import type { ExemptionStatus } from './timeline/types';

export type IsoDateTime = string;

export type Eligibility = {
  fullName: string;
  nationality: string;
  spouseName: string;
  yearsMarried: number | null;
  hasMarriageCertificate: boolean | null;
  relationshipProofLevel: 'none' | 'some' | 'strong' | null;
  annualIncome: number | null;
  hasHousingInKorea: boolean | null;
  koreanLanguageLevel: string | null;
  plansToLiveTogether: boolean | null;
  checkResult: 'eligible' | 'needs-attention' | 'not-eligible' | null;
  completedAt: IsoDateTime | null;
  /** Beyond the spec (D19): ids of the "needs attention" checks the user has acknowledged. */
  acknowledgedChecks?: string[];
};

export const documentSlots = [
  'marriageCertificate',
  'passport',
  'spouseIdCard',
  'proofOfRelationship',
  'financialDocuments',
  'housingDocuments',
  'healthCertificate',
] as const;
export type DocumentSlot = (typeof documentSlots)[number];
/** What one file of a document is, where a slot holds several kinds (domain/documents/slots.ts). */
export const documentFileRoles = [
  'korean-certificate',
  'foreign-certificate',
  'apostille',
  'translation',
  'applicant',
  'sponsor',
] as const;
export type DocumentFileRole = (typeof documentFileRoles)[number];
/** One file of a document, in the order the user arranged them (store version 5). */
export type DocumentFileRef = {
  /** The id of the file's bytes in the files table (and of its cloud copy). */
  id: string;
  fileName: string;
  size: number;
  type: string;
  uploadedAt: IsoDateTime;
  role: DocumentFileRole | null;
  /** YYYY-MM-DD as printed on the document; null until read or typed. */
  issueDate: string | null;
};
/** A document: any number of files (store version 5; before it, one DocumentRef or null). */
export type DocumentEntry = {
  files: DocumentFileRef[];
  extractedId?: string;
  /** Ids of files removed from this slot: two devices' lists are combined, and a removal must not come back. */
  removed?: string[];
};
export type Documents = Record<DocumentSlot, DocumentEntry>;
/** A slot as stored before store version 5: one file, or null. */
export type LegacyDocumentRef = {
  fileName: string;
  size: number;
  type: string;
  uploadedAt: IsoDateTime;
  extractedId?: string;
};

export const statementTopics = [
  'how_met',
  'relationship_development',
  'cultural_exchange',
  'future_plans',
  'language_adaptation',
  'family_integration',
  'marriage_details',
  'living_arrangements',
  'work_plans',
  'challenges_overcome',
] as const;
export type StatementTopic = (typeof statementTopics)[number];

export type Statement = {
  generated: boolean;
  content: string;
  completedAt: IsoDateTime | null;
  /**
   * The Q&A log. An answer edited in place keeps `replacedAt`, the time of the answer it replaced: a
   * second device's answer typed before that was seen here, so merging the two loses nothing unseen.
   */
  messages: Array<{
    role: 'user' | 'assistant';
    topic?: StatementTopic;
    text: string;
    at: IsoDateTime;
    replacedAt?: IsoDateTime;
  }>;
  extractedInfo: Partial<Record<StatementTopic, string>>;
  questionCount: number;
  currentSuggestions: string[];
  /** Beyond the spec: the language the statement is composed in, chosen apart from the UI language. */
  language?: 'en' | 'ko';
  /**
   * Beyond the spec: the user's wording, in a statement language, of answers written in the other
   * one (domain/statement-wording.ts), so a statement never mixes two languages.
   */
  wordings?: Partial<Record<'en' | 'ko', Partial<Record<StatementTopic, string>>>>;
  /**
   * Beyond the spec: what the text was composed from (domain/statements.ts `compositionSource`:
   * the language and a digest of the answers as they printed). An answer changed since then makes
   * the text stale, which the statement page, the checklist and the package cover say; "keep as
   * is" records the answers the user kept the text against.
   */
  composedFrom?: string;
};

export const applicationFormSections = [
  'basicInfo',
  'spouseInfo',
  'relationshipDetails',
  'financialInfo',
  'travelHistory',
] as const;
export type ApplicationFormSection = (typeof applicationFormSections)[number];
export type ApplicationForms = Record<ApplicationFormSection, Record<string, unknown> | null> & {
  completedAt: IsoDateTime | null;
  /** The couple's choices for the package, kept with the final step's answers (synced and backed up with them). */
  package?: PackageChoices;
};

/** A document the couple cannot obtain (a checklist item id) and why, in their own words: it gets a 사유서. */
export type UnobtainableDocument = { item: string; reason: string };

export type PackageChoices = {
  /** Print the day the package is made on the signing-date lines, or leave them for the hand (the default). */
  signingDates?: 'blank' | 'print';
  unobtainable?: UnobtainableDocument[];
};

export type Timeline = { targetDate: string | null };

export type { ExemptionStatus } from './timeline/types';

export type FinancialGuide = {
  selectedCases: string[];
  checklist: Record<string, boolean>;
  inputs: FinancialInputs;
};

export type HealthGuide = {
  applicantNationality: string;
  submittingFrom: string;
  pregnancy: boolean;
  tbHighRisk: boolean;
  priorHealthCertWithinValidity: boolean;
};

export type RelationshipGuide = {
  progress: number;
  checklist: Record<string, boolean>;
  inputs: {
    introducedBy: 'none' | 'friend-family' | 'agency' | 'online' | 'other';
    longDistance: boolean;
    shortTimeline: boolean;
    minimalPhotos: boolean;
    priorDivorceOrNameChange: boolean;
    usSubmission: boolean;
  };
};

export type Evidence = {
  inputs: { audience: 'us' | 'korea'; redactionEnabled: boolean };
  selectedPhotoIds: string[];
  selectedThreadId: string | null;
  selectedMessageIds: string[];
  strength: { photos: number; texts: number };
  uploadProgress: Record<string, number>;
};

export type VisaWizard = {
  currentStep: number;
  formData: Record<string, unknown>;
  recommendation: string | null;
  inProgressVisas: Record<string, { startedAt: IsoDateTime; step: number }>;
};

/**
 * The audit's acknowledgements (D27): "This is right" with a short reason, per finding id,
 * for the values it saw (fingerprint). Kept, synced and backed up like any section; since store
 * version 7.
 */
export type AuditAcknowledgements = {
  items: Record<string, { reason: string; at: IsoDateTime; fingerprint: string }>;
};

export type ApplicationSections = {
  eligibility: Eligibility;
  documents: Documents;
  personalStatement: Statement;
  sponsorStatement: Statement;
  applicationForms: ApplicationForms;
  timeline: Timeline;
  exemptionStatus: ExemptionStatus;
  financialGuide: FinancialGuide;
  health: HealthGuide;
  relationshipGuide: RelationshipGuide;
  evidence: Evidence;
  autoFill: AutoFillData;
  visaWizard: VisaWizard;
  auditAcknowledgements: AuditAcknowledgements;
};

export type SectionKey = keyof ApplicationSections;

export const emptyStatement = (): Statement => ({
  generated: false,
  content: '',
  completedAt: null,
  messages: [],
  extractedInfo: {},
  questionCount: 0,
  currentSuggestions: [],
});

export function sectionDefaults(): ApplicationSections {
  return {
    eligibility: {
      fullName: '',
      nationality: '',
      spouseName: '',
      yearsMarried: null,
      hasMarriageCertificate: null,
      relationshipProofLevel: null,
      annualIncome: null,
      hasHousingInKorea: null,
      koreanLanguageLevel: null,
      plansToLiveTogether: null,
      checkResult: null,
      completedAt: null,
    },
    documents: Object.fromEntries(
      documentSlots.map((slot): [DocumentSlot, DocumentEntry] => [slot, { files: [] }]),
    ) as Documents,
    personalStatement: emptyStatement(),
    sponsorStatement: emptyStatement(),
    applicationForms: {
      basicInfo: null,
      spouseInfo: null,
      relationshipDetails: null,
      financialInfo: null,
      travelHistory: null,
      completedAt: null,
    },
    timeline: { targetDate: null },
    exemptionStatus: { criminalRecordCheck: 'unknown', healthCheck: 'unknown' },
    // Spec §9: employed, regular deposits true, no large savings, housing unknown.
    financialGuide: {
      selectedCases: [],
      checklist: {},
      inputs: {
        sponsorEmploymentStatus: 'employed',
        sponsorHasRegularDeposits: true,
        sponsorHasLargeSavings: false,
        sponsorHousingStatus: 'unknown',
        sponseeWorksInKorea: false,
        humanitarianFlag: false,
        sponsorIsRetiredOrPension: false,
      },
    },
    // Spec §9: nationality US, submitting from us, no pregnancy, no TB risk.
    health: {
      applicantNationality: 'US',
      submittingFrom: 'us',
      pregnancy: false,
      tbHighRisk: false,
      priorHealthCertWithinValidity: false,
    },
    // Spec §9: introducedBy none, usSubmission true.
    relationshipGuide: {
      progress: 0,
      checklist: {},
      inputs: {
        introducedBy: 'none',
        longDistance: false,
        shortTimeline: false,
        minimalPhotos: false,
        priorDivorceOrNameChange: false,
        usSubmission: true,
      },
    },
    // Spec §9 said audience us; this is an F-6 app, so the Korean consulate comes first
    // (a stored choice is kept as it is).
    evidence: {
      inputs: { audience: 'korea', redactionEnabled: false },
      selectedPhotoIds: [],
      selectedThreadId: null,
      selectedMessageIds: [],
      strength: { photos: 0, texts: 0 },
      uploadProgress: {},
    },
    autoFill: { confidenceScores: {} },
    visaWizard: { currentStep: 0, formData: {}, recommendation: null, inProgressVisas: {} },
    auditAcknowledgements: { items: {} },
  };
}

export const sectionKeys = Object.keys(sectionDefaults()) as SectionKey[];
