import { msg } from '@lingui/core/macro';

/** The package's own words (cover sheet, statements, dividers), in the user's language. */
export const coverText = {
  title: msg({ id: 'package.cover.title', message: 'F-6 marriage visa application package' }),
  guideTitle: msg({ id: 'package.guide.title', message: 'Your guide to the F-6 application: NOT FOR SUBMISSION' }),
  notForSubmission: msg({ id: 'package.guide.not_for_submission', message: 'NOT FOR SUBMISSION: your own guide' }),
  guideIntro: msg({
    id: 'package.guide.intro',
    message:
      'Keep this guide for yourselves: do not hand it in. What you hand in is the other file, "{file}", printed and completed by hand as below. Page numbers here are its pages.',
  }),
  handHeading: msg({ id: 'package.guide.hand_heading', message: 'Every step by hand, before you hand it in' }),
  handPrint: msg({
    id: 'package.guide.hand_print',
    message:
      'Print the file to hand in on A4, one side per page, in the order it comes; keep the 제출서류 목록 on top.',
  }),
  // The box printed on the form is 3.5 × 4.5 cm; which photo the mission wants is the couple's mission's (D28).
  handPhoto: msg({
    id: 'package.guide.hand_photo_box',
    message:
      'Glue one photo of the applicant into the PHOTO box of the visa application form on page {page} (the box is 3.5 × 4.5 cm; the photo your mission asks for is under “What to bring to the consulate”).',
  }),
  handApplicationDate: msg({
    id: 'package.guide.hand_application_date',
    message:
      'Write the application date (신청일자) on page {page} of the visa application form, by the applicant’s signature, on the day you sign.',
  }),
  handDatesBlank: msg({
    id: 'package.guide.hand_dates_blank',
    message:
      'The signing dates (년 월 일) on the forms, their attached sheets and the 사유서 are left blank: write the date by hand when you sign.',
  }),
  handDatesPrinted: msg({
    id: 'package.guide.hand_dates_printed',
    message:
      'The signing dates are printed as {date}, as you chose: sign on that day, or make the package again with the dates left blank.',
  }),
  handSign: msg({
    id: 'package.guide.hand_sign',
    message:
      'Sign or seal every place marked (서명 또는 인) or (자필서명): each form, each attached sheet (별지) and each 사유서, by the person the table above names.',
  }),
  handReasonWrite: msg({
    id: 'package.guide.hand_reason_write',
    message:
      '{title} (page {page}): write the reason in your own words, in Korean, on the ruled lines; then date and sign it.',
  }),
  handReasonCheck: msg({
    id: 'package.guide.hand_reason_check',
    message:
      '{title} (page {page}): it states your facts and the reason you gave in the app. Check both, correct by hand if needed, then date and sign it. Attach the proof you mention.',
  }),
  handTranslation: msg({
    id: 'package.guide.hand_translation',
    message:
      '{title} (page {page}): a draft laid out from what was read from the document, not a certified translation. Check it against the original and complete it; the translator fills in the 번역확인서 (name, contact) and signs it.',
  }),
  translationRuleUnknown: msg({
    id: 'package.guide.translation_rule_unknown',
    message:
      'Whether your consulate wants Korean translations of foreign documents, and whether it wants them notarised, is not known to the app: ask your consulate before you submit.',
  }),
  sponsorHangulMissing: msg({
    id: 'package.guide.sponsor_hangul_missing',
    message:
      "The Korean spouse's name in Hangul is missing, so the Korean documents leave it blank (the invitation's 1.1, the letter of guarantee, the index). Add it on the invitation, item 1.1, and make the package again.",
  }),
  signSheet: msg({ id: 'package.guide.sign_sheet', message: 'Attached sheet (별지) for item {item}' }),
  whereSheet: msg({ id: 'package.guide.where_sheet', message: 'Page {page}: 작성자 (서명 또는 인) at the end' }),
  whereReason: msg({ id: 'package.guide.where_reason', message: 'Page {page}: 작성자 (서명 또는 인) at the end' }),
  translator: msg({ id: 'package.guide.translator', message: 'The translator' }),
  whereTranslation: msg({
    id: 'package.guide.where_translation',
    message: 'Page {page}: 번역확인서, 번역자 (서명 또는 인)',
  }),
  findingsHeading: msg({
    id: 'package.guide.findings_heading',
    message: 'Findings of the check across your answers, open ones first, with your explanations',
  }),
  findingsNone: msg({
    id: 'package.guide.findings_none',
    message: 'The check across your answers found nothing that disagrees.',
  }),
  colFinding: msg({ id: 'package.guide.col_finding', message: 'Finding' }),
  // Most values were typed, not read from a document.
  colSources: msg({ id: 'package.guide.col_sources_from', message: 'Where it comes from' }),
  colExplanation: msg({ id: 'package.guide.col_explanation', message: 'Your explanation' }),
  findingsNoExplanation: msg({ id: 'package.guide.findings_no_explanation', message: 'No explanation yet' }),
  findingRefused: msg({
    id: 'package.guide.finding_refused',
    message: 'The consulate may refuse this as it stands: {finding}',
  }),
  translationRuleAt: msg({
    id: 'package.guide.translation_rule_at',
    message:
      'Whether {mission} wants Korean translations of foreign documents, and whether it wants them notarised, is not known to the app: ask them before you submit.',
  }),
  preparedFor: msg({ id: 'package.cover.prepared_for', message: 'Applicant: {applicant} · Korean spouse: {sponsor}' }),
  madeOn: msg({
    id: 'package.cover.made_on',
    message: 'Made on {date} on this device · appointment or target date: {target}',
  }),
  noTarget: msg({ id: 'package.cover.no_target', message: 'not set (dates below are checked against today)' }),
  contents: msg({ id: 'package.cover.contents', message: 'What is in the file to hand in' }),
  contentsPage: msg({ id: 'package.cover.contents_page', message: 'page {page}' }),
  signHeading: msg({ id: 'package.cover.sign_heading', message: 'Who signs what, where and by when' }),
  signIntro: msg({
    id: 'package.cover.sign_intro',
    message:
      'Each person signs by hand where the table says (signature or seal); nothing is signed in the app. Sign before {deadline} and bring the signed originals.',
  }),
  signDeadlineNone: msg({ id: 'package.cover.sign_deadline_none', message: 'you submit' }),
  colDocument: msg({ id: 'package.cover.col_document', message: 'Document' }),
  colSigner: msg({ id: 'package.cover.col_signer', message: 'Who signs' }),
  colWhere: msg({ id: 'package.cover.col_where', message: 'Where' }),
  colStatus: msg({ id: 'package.cover.col_status', message: 'Status' }),
  colIssued: msg({ id: 'package.cover.col_issued', message: 'Issued' }),
  colValidUntil: msg({ id: 'package.cover.col_valid_until', message: 'Valid until' }),
  colWindow: msg({ id: 'package.cover.col_window', message: 'Rule' }),
  colItem: msg({ id: 'package.cover.col_item', message: 'Item' }),
  colFile: msg({ id: 'package.cover.col_file', message: 'File' }),
  sponsor: msg({ id: 'package.cover.signer_sponsor', message: 'Korean spouse (sponsor)' }),
  applicant: msg({ id: 'package.cover.signer_applicant', message: 'Foreign spouse (applicant)' }),
  whereInvitation: msg({ id: 'package.cover.where_invitation', message: 'Page 9, section 12: 초청인 (서명 또는 인)' }),
  whereStatement: msg({ id: 'package.cover.where_statement', message: 'Page 4, section 5: 신청인 (서명 또는 인)' }),
  whereGuarantee: msg({ id: 'package.cover.where_guarantee', message: 'Front (and back): 신원보증인 (서명 또는 인)' }),
  whereVisa: msg({ id: 'package.cover.where_visa', message: 'The signature box on the last page of the form' }),
  whereStatementLine: msg({ id: 'package.cover.where_statement_line', message: 'The signature line at the end' }),
  personalStatement: msg({ id: 'package.cover.personal_statement', message: 'Personal statement' }),
  sponsorStatement: msg({ id: 'package.cover.sponsor_statement', message: 'Sponsor statement' }),
  bringHeading: msg({ id: 'package.cover.bring_heading', message: 'What to bring on the day you apply' }),
  bringPassport: msg({
    id: 'package.cover.bring_passport',
    message: 'The applicant’s original passport, valid for at least 6 more months.',
  }),
  bringPhoto: msg({
    id: 'package.cover.bring_photo',
    message:
      'A passport photo taken within the last 6 months, as the office that takes your application asks (not printed at home).',
  }),
  bringFee: msg({
    id: 'package.cover.bring_fee',
    message: 'The visa fee in the form the office that takes your application accepts.',
  }),
  bringOriginals: msg({
    id: 'package.cover.bring_originals',
    message:
      'The signed forms and statements from this file, and the originals of every document copied at the end of it.',
  }),
  bringAppointment: msg({
    id: 'package.cover.bring_appointment',
    message: 'Your appointment confirmation, if the office that takes your application books appointments.',
  }),
  validityHeading: msg({
    id: 'package.cover.validity_heading',
    message: 'Documents with a validity window, checked against {date}',
  }),
  validityIntro: msg({
    id: 'package.cover.validity_intro_v2',
    message:
      'Issue dates are the days you marked the timeline task done. Validity counts to the application (appointment) day: a document that expires before it must be obtained again.',
  }),
  statusValid: msg({ id: 'package.cover.status_valid', message: 'Valid' }),
  statusSoon: msg({ id: 'package.cover.status_soon', message: 'ABOUT TO EXPIRE' }),
  statusExpired: msg({ id: 'package.cover.status_expired', message: 'EXPIRED by then' }),
  statusNotYet: msg({ id: 'package.cover.status_not_yet', message: 'Not obtained yet' }),
  checklistHeading: msg({ id: 'package.cover.checklist_heading', message: 'Checklist' }),
  // The checklist's own words on the screen (D25: the cover says what the screens say).
  checkDone: msg({ id: 'final.status.done', message: 'Done' }),
  checkOpen: msg({ id: 'final.status.todo', message: 'To do' }),
  checkInProgress: msg({ id: 'status.in_progress', message: 'In progress' }),
  checkExempt: msg({ id: 'final.status.exempt', message: 'Not needed' }),
  checkBring: msg({ id: 'final.status.bring', message: 'For the day' }),
  checkAttention: msg({ id: 'final.status.attention', message: 'Needs attention' }),
  checkElsewhere: msg({ id: 'status.slot.state.elsewhere', message: 'On the other device' }),
  uploadsElsewhere: msg({
    id: 'package.cover.uploads_elsewhere',
    message:
      'Some documents were added on the other device and are not on this one, so they are not in this file. Sign in on both devices to sync them, or import a transfer file from the other device, then make the package again.',
  }),
  uploadsHeading: msg({
    id: 'package.cover.uploads_heading',
    message: 'Uploaded documents (copies at the end, in the consulate’s order)',
  }),
  uploadsNone: msg({
    id: 'package.cover.uploads_none',
    message: 'No documents uploaded yet. Bring the originals and copies yourself.',
  }),
  notMerged: msg({
    id: 'package.cover.not_merged',
    message: 'Could not be added to this file ({reason}): print it separately.',
  }),
  reasonUnreadablePdf: msg({ id: 'package.reason.unreadable_pdf', message: 'the PDF could not be read' }),
  reasonEncryptedPdf: msg({ id: 'package.reason.encrypted_pdf', message: 'the PDF is password-protected' }),
  reasonUnsupported: msg({ id: 'package.reason.unsupported', message: 'this kind of file cannot be printed' }),
  reasonUnreadableImage: msg({ id: 'package.reason.unreadable_image', message: 'the image could not be read' }),
  unansweredHeading: msg({ id: 'package.cover.unanswered_heading', message: 'Items still blank on the forms' }),
  unansweredIntro: msg({
    id: 'package.cover.unanswered_intro',
    message:
      'These boxes are empty because they have no answer yet. Answer them in the app and make the package again, or fill them in by hand.',
  }),
  unansweredNone: msg({ id: 'package.cover.unanswered_none', message: 'Every item of the forms has an answer.' }),
  continuedHeading: msg({
    id: 'package.cover.continued_heading',
    message: 'Answers on an attached sheet (별지): the box says 별지 작성, the sheet is signed',
  }),
  glyphsHeading: msg({ id: 'package.cover.glyphs_heading', message: 'Characters the PDF font cannot show' }),
  glyphWhereCopy: msg({ id: 'package.cover.glyph_where_copy', message: 'The divider page of the copy “{name}”' }),
  glyphWhereIndex: msg({ id: 'package.cover.glyph_where_index', message: 'The document index (제출서류 목록)' }),
  glyphWhereReasons: msg({ id: 'package.cover.glyph_where_reasons', message: 'A statement of reasons (사유서)' }),
  glyphWhereTranslations: msg({ id: 'package.cover.glyph_where_translations', message: 'A translation (번역문)' }),
  glyphWhereEvidence: msg({ id: 'package.cover.glyph_where_evidence', message: 'The relationship evidence pages' }),
  glyphsIntro: msg({
    id: 'package.cover.glyphs_intro',
    message:
      'The PDF fonts have no such characters: they print as the readable stand-in shown. Write them in by hand if they matter, or change the answer.',
  }),
  visaMissing: msg({
    id: 'package.cover.visa_missing',
    message:
      'The visa application form (사증발급신청서) is not in this file yet: print it from the consulate’s website.',
  }),
  statementMissing: msg({ id: 'package.cover.statement_missing', message: 'Not written yet' }),
  languageHeading: msg({
    id: 'package.cover.language_heading',
    message: 'Answers not in the language the form asks for',
  }),
  languageIntro: msg({
    id: 'package.cover.language_intro',
    message:
      'They are printed as you typed them. Rewrite them in the app and make the package again, or correct them by hand before signing.',
  }),
  asksKorean: msg({ id: 'package.cover.asks_korean', message: 'The form asks for Korean' }),
  asksLatin: msg({ id: 'package.cover.asks_latin', message: 'The form asks for Latin letters, as in the passport' }),
  staleHeading: msg({ id: 'package.cover.stale_heading', message: 'Statements composed before the latest answers' }),
  staleLine: msg({
    id: 'package.cover.stale_line',
    message:
      '{statement}: you answered more since this was composed, so the text printed here does not include those answers. Compose it again on the statement page and make the package again, or keep it as it is.',
  }),
  wordingHeading: msg({ id: 'package.cover.wording_heading', message: 'Statements: parts to write by hand' }),
  wordingKo: msg({
    id: 'package.cover.wording_ko',
    message:
      '{statement} is in Korean, but these answers were written in English and their Korean wording is still missing: {topics}.',
  }),
  wordingEn: msg({
    id: 'package.cover.wording_en',
    message:
      '{statement} is in English, but these answers were written in Korean and their English wording is still missing: {topics}.',
  }),
  wordingBlanksKo: msg({
    id: 'package.cover.wording_blanks_ko',
    message:
      '{statement}: passages not in Korean left as ruled lines: {count}. Write them in Korean by hand, or add their Korean wording on the statement page, compose it again and make the package again.',
  }),
  wordingBlanksEn: msg({
    id: 'package.cover.wording_blanks_en',
    message:
      '{statement}: passages not in English left as ruled lines: {count}. Write them in English by hand, or add their English wording on the statement page, compose it again and make the package again.',
  }),
  statementDate: msg({ id: 'package.statement.date', message: 'Date: {date}' }),
  statementSign: msg({ id: 'package.statement.sign', message: 'Signature' }),
  dividerUpload: msg({ id: 'package.divider.upload', message: 'Copy of an uploaded document' }),
  dividerFile: msg({ id: 'package.divider.file', message: 'File: {name} · added {date}' }),
  evidenceHeading: msg({ id: 'package.evidence.heading', message: 'Evidence of the relationship' }),
  evidenceDate: msg({ id: 'package.evidence.date', message: 'Date' }),
  evidenceFrom: msg({ id: 'package.evidence.from', message: 'From' }),
  evidenceMessage: msg({ id: 'package.evidence.message', message: 'Message' }),
  sectionForms: msg({ id: 'package.section.forms', message: 'Official forms' }),
  sectionStatements: msg({ id: 'package.section.statements', message: 'Statements' }),
  sectionUploads: msg({ id: 'package.section.uploads', message: 'Copies of uploaded documents' }),
  sectionCover: msg({ id: 'package.section.cover', message: 'Cover sheet' }),
  sectionEvidence: msg({ id: 'package.section.evidence', message: 'Evidence appendix' }),
};
