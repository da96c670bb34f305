/** 사증발급신청서 (별지 제17호서식): its questions, items, answers per item and page layout. */
export * from './types';
export { visaApplicationSections, visaSectionDef, allVisaFields } from './questions';
export { visaItems, visaOfficeItems, visaItemByNo, fixedF6, type VisaItem, type ItemCoverage } from './items';
export { migrateSectionValues, splitSpouseName } from './migrate';
export {
  fieldError,
  rowErrors,
  isEmpty,
  isShown,
  sectionStatus,
  isApplicationFormSectionComplete,
  type VisaError,
  type VisaErrorCode,
  type SectionStatus,
} from './validate';
export { visaItemValues, unansweredVisaItems, formDate, type ItemAnswer, type VisaItemValues } from './item-values';
export { visaSuggestionFor, type VisaSuggestion } from './suggest';
export { fieldHelpFor } from './field-help';
