import type { I18n, MessageDescriptor } from '@lingui/core';
import { pick, type Locale } from '@/domain/common';
import { formatIsoDate } from '@/lib/format-date';
import { slotLabel } from '@/domain/package/uploads';
import type { ValidityRow } from '@/domain/package/validity';
import type { CheckItem } from '../checklist';
import { checklistLabelFor } from '../checklist-labels';
import { coverText as c } from './cover-text';
import { Flow } from './flow';
import type { Pen, Unrenderable } from './pen';
import type { FormReport } from './render-form';
import type { NotMerged } from './uploads-pdf';
import type { GuideFinding } from './types';

export type CoverFacts = {
  locale: Locale;
  /** The file to hand in, which this guide's page numbers refer to. */
  submissionName: string;
  /** The audit's open findings, empty when none were handed over. */
  findings: GuideFinding[];
  /** 사유서 and 번역문 in the submission, with their first page; `ownWords` when the reason was written in the app. */
  reasons: { title: string; page: number; ownWords: boolean }[];
  translations: { title: string; page: number }[];
  signingDates: 'print' | 'blank';
  /** The mission's name when known: the guide says what is not known about it by name. */
  mission?: string;
  /** Characters printed through a readable substitute, and the substitute. */
  substituted: Map<string, string>;
  today: string;
  targetDate: string | null;
  names: { applicant: string; sponsor: string; sponsorLatin?: string };
  /** Sections of the file with their first page (1-based, counting the cover). */
  contents: { title: string; page: number }[];
  forms: FormReport[];
  visaIncluded: boolean;
  statements: { personal: boolean; sponsor: boolean };
  checklist: CheckItem[];
  validity: ValidityRow[];
  uploads: { slot: string; name: string; page: number | null }[];
  notMerged: NotMerged[];
  unrenderable: Unrenderable[];
  /** Answers in another language than the form asks for (domain/package/answer-language.ts), with their question's title. */
  wrongLanguage: { formId: string; items: string[]; title: string; asks: 'ko' | 'en' }[];
  /** Per statement in the file: answers whose wording in the statement's language is missing (their titles), and passages left blank. */
  /** Per printed statement: answers without wording in its language, blanks, and whether answers changed since it was composed. */
  statementGaps: {
    kind: 'personal' | 'sponsor';
    language: Locale;
    missing: string[];
    blanks: number;
    stale?: boolean;
  }[];
};

export const formNames: Record<string, string> = {
  'invitation-letter': '외국인 배우자 초청장 (별지 제19호의2서식)',
  'spouse-information': '외국인 배우자의 결혼배경 진술서 (별지 제19호의3서식)',
  'personal-guarantee': '신원보증서 (별지 제129호서식)',
  'visa-application': '사증발급신청서 (별지 제17호서식)',
};

type T = (d: MessageDescriptor, values?: Record<string, unknown>) => string;
/** What every section of the guide draws with: the flow, the messages, the facts, dates as the reader writes them. */
type Guide = { flow: Flow; t: T; f: CoverFacts; date: (iso: string | null) => string };

const formAt = (f: CoverFacts, id: string) => f.forms.find((r) => r.formId === id);

/**
 * The couple's guide, in the user's language and marked as not for submission on every page
 * (D29): what is in the file to hand in, who signs what and where, every hand step, the audit's open
 * findings with the explanations given, the validity checks, and what is still open.
 */
export function drawCover(pen: Pen, i18n: I18n, f: CoverFacts) {
  const t = (d: MessageDescriptor, values?: Record<string, unknown>): string => i18n._({ ...d, values });
  const flow = new Flow(pen, t(c.notForSubmission), 'cover').page();
  // The guide is prose in the user's language: days written out (2027년 1월 15일, D22); only the forms
  // themselves keep the Korean 2026. 11. 23.
  const date = (iso: string | null) => (iso ? formatIsoDate(iso, f.locale, 'long') : '—');
  const g: Guide = { flow, t, f, date };
  const sections = [
    intro,
    signing,
    handSteps,
    findings,
    bring,
    validity,
    checklist,
    uploads,
    language,
    statements,
    unanswered,
  ];
  for (const section of sections) section(g);
}

/** Title, who it is for, and what the file to hand in holds. */
function intro(g: Guide) {
  const { flow, t, f, date } = g;
  flow.heading(t(c.guideTitle), 16);
  flow.para(t(c.guideIntro, { file: f.submissionName }), 10);
  // The guide is the couple's own paper (D29): a Latin name stands in here when no Hangul one is held.
  const sponsor = f.names.sponsor || f.names.sponsorLatin || '—';
  flow.para(t(c.preparedFor, { applicant: f.names.applicant || '—', sponsor }), 10);
  // The Korean documents print only the Hangul name (D26): without one they are left blank, and this says so.
  if (!f.names.sponsor) flow.para(t(c.sponsorHangulMissing), 10, { gray: 0.1 });
  flow.para(t(c.madeOn, { date: date(f.today), target: f.targetDate ? date(f.targetDate) : t(c.noTarget) }), 9.5, {
    gray: 0.25,
  });

  flow.heading(t(c.contents), 12);
  flow.table(
    [
      { title: t(c.colDocument), width: 0.8 },
      { title: '', width: 0.2 },
    ],
    f.contents.map((s) => [s.title, t(c.contentsPage, { page: s.page })]),
  );
}

/** Who signs what and where: each form, each 별지, each 사유서 and 번역확인서, the statements. */
function signing(g: Guide) {
  const { flow, t, f, date } = g;
  flow.heading(t(c.signHeading), 12);
  flow.para(t(c.signIntro, { deadline: f.targetDate ? date(f.targetDate) : t(c.signDeadlineNone) }));
  const pagesOf = (id: string) => {
    const r = formAt(f, id);
    return r ? ` (${t(c.contentsPage, { page: `${r.firstPage}–${r.firstPage + r.formPageCount - 1}` })})` : '';
  };
  const signRows: string[][] = [];
  if (f.visaIncluded)
    signRows.push([formNames['visa-application'] + pagesOf('visa-application'), t(c.applicant), t(c.whereVisa)]);
  signRows.push(
    [formNames['invitation-letter'] + pagesOf('invitation-letter'), t(c.sponsor), t(c.whereInvitation)],
    [formNames['personal-guarantee'] + pagesOf('personal-guarantee'), t(c.sponsor), t(c.whereGuarantee)],
    [formNames['spouse-information'] + pagesOf('spouse-information'), t(c.applicant), t(c.whereStatement)],
  );
  for (const form of f.forms) {
    let page = form.firstPage + form.formPageCount;
    for (const key of form.continued) {
      const signer =
        form.formId === 'spouse-information' || form.formId === 'visa-application' ? c.applicant : c.sponsor;
      signRows.push([
        `${formNames[form.formId] ?? form.name.ko}: ${t(c.signSheet, { item: key.split('#')[0] })}`,
        t(signer),
        t(c.whereSheet, { page }),
      ]);
      page++;
    }
  }
  for (const r of f.reasons) signRows.push([r.title, t(c.sponsor), t(c.whereReason, { page: r.page })]);
  for (const r of f.translations)
    signRows.push([r.title, t(c.translator), t(c.whereTranslation, { page: r.page + 1 })]);
  signRows.push([
    t(c.personalStatement),
    t(c.applicant),
    f.statements.personal ? t(c.whereStatementLine) : t(c.statementMissing),
  ]);
  signRows.push([
    t(c.sponsorStatement),
    t(c.sponsor),
    f.statements.sponsor ? t(c.whereStatementLine) : t(c.statementMissing),
  ]);
  flow.table(
    [
      { title: t(c.colDocument), width: 0.42 },
      { title: t(c.colSigner), width: 0.23 },
      { title: t(c.colWhere), width: 0.35 },
    ],
    signRows,
  );
  if (!f.visaIncluded) flow.para(`※ ${t(c.visaMissing)}`, 9);
}

/** Every step by hand, numbered. */
function handSteps(g: Guide) {
  const { flow, t, f, date } = g;
  flow.heading(t(c.handHeading), 12);
  const steps: string[] = [t(c.handPrint)];
  const visa = formAt(f, 'visa-application');
  if (visa) {
    steps.push(t(c.handPhoto, { page: visa.firstPage }));
    steps.push(t(c.handApplicationDate, { page: visa.firstPage + visa.formPageCount - 1 }));
  }
  steps.push(f.signingDates === 'print' ? t(c.handDatesPrinted, { date: date(f.today) }) : t(c.handDatesBlank));
  steps.push(t(c.handSign));
  for (const r of f.reasons)
    steps.push(t(r.ownWords ? c.handReasonCheck : c.handReasonWrite, { title: r.title, page: r.page }));
  for (const r of f.translations) steps.push(t(c.handTranslation, { title: r.title, page: r.page }));
  if (f.translations.length)
    steps.push(f.mission ? t(c.translationRuleAt, { mission: f.mission }) : t(c.translationRuleUnknown));
  steps.forEach((line, i) => flow.para(`${i + 1}. ${line}`, 9.5, { indent: 2 }));
}

/** The audit's open findings with the explanations given (D27). */
function findings(g: Guide) {
  const { flow, t, f } = g;
  flow.heading(t(c.findingsHeading), 12);
  if (f.findings.length === 0) flow.para(t(c.findingsNone));
  else
    flow.table(
      [
        { title: t(c.colFinding), width: 0.4 },
        { title: t(c.colSources), width: 0.25 },
        { title: t(c.colExplanation), width: 0.35 },
      ],
      f.findings.map((x) => [
        x.refused
          ? t(c.findingRefused, { finding: [x.title, x.value].filter(Boolean).join(': ') })
          : [x.title, x.value].filter(Boolean).join(': '),
        x.sources.join(', '),
        x.explanation?.trim() || t(c.findingsNoExplanation),
      ]),
      8.5,
      (r) => !f.findings[r].explanation?.trim(),
    );
}

/** The originals and items to bring on the day; the photo and the fee as the final step's checklist words them. */
function bring(g: Guide) {
  const { flow, t, f } = g;
  flow.heading(t(c.bringHeading), 12);
  const fromChecklist = (id: 'photo' | 'fee', fallback: MessageDescriptor) => {
    const item = f.checklist.find((i) => i.id === id);
    return item ? checklistLabel(item, g) : t(fallback);
  };
  const lines = [
    t(c.bringPassport),
    fromChecklist('photo', c.bringPhoto),
    fromChecklist('fee', c.bringFee),
    t(c.bringOriginals),
    t(c.bringAppointment),
  ];
  for (const line of lines) flow.para(`• ${line}`, 9.5, { indent: 2 });
}

/** Each original's validity on the application date. */
function validity(g: Guide) {
  const { flow, t, f, date } = g;
  const reference = f.targetDate ?? f.today;
  flow.heading(t(c.validityHeading, { date: date(reference) }), 12);
  flow.para(t(c.validityIntro), 9, { gray: 0.25 });
  const statusText = {
    valid: t(c.statusValid),
    'expires-soon': t(c.statusSoon),
    expired: t(c.statusExpired),
    'not-yet': t(c.statusNotYet),
  };
  flow.table(
    [
      { title: t(c.colDocument), width: 0.34 },
      { title: t(c.colWindow), width: 0.28 },
      { title: t(c.colIssued), width: 0.12 },
      { title: t(c.colValidUntil), width: 0.12 },
      { title: t(c.colStatus), width: 0.14 },
    ],
    f.validity.map((v) => [
      pick(v.title, f.locale),
      pick(v.window.note, f.locale),
      date(v.issuedOn),
      date(v.validUntil),
      statusText[v.status],
    ]),
    8,
    (r) => f.validity[r].status === 'expired' || f.validity[r].status === 'expires-soon',
  );
}

/** The checklist's documents and checks with their status. */
function checklist(g: Guide) {
  const { flow, t, f } = g;
  flow.heading(t(c.checklistHeading), 12);
  const checkStatus = (s: CheckItem['status']) =>
    t(
      {
        done: c.checkDone,
        exempt: c.checkExempt,
        bring: c.checkBring,
        attention: c.checkAttention,
        elsewhere: c.checkElsewhere,
        'in-progress': c.checkInProgress,
        todo: c.checkOpen,
      }[s],
    );
  const documents = f.checklist.filter((i) => i.group === 'documents' || i.group === 'checks');
  flow.table(
    [
      { title: t(c.colItem), width: 0.7 },
      { title: t(c.colStatus), width: 0.3 },
    ],
    documents.map((i) => [checklistLabel(i, g), checkStatus(i.status)]),
    8.5,
    (r) => ['attention', 'todo', 'elsewhere', 'in-progress'].includes(documents[r].status),
  );
}

/** The copies in the file, and those that could not be merged. */
function uploads(g: Guide) {
  const { flow, t, f } = g;
  flow.heading(t(c.uploadsHeading), 12);
  const elsewhere = f.checklist.some((i) => (i.slot?.filesElsewhere ?? 0) > 0);
  if (elsewhere) flow.para(t(c.uploadsElsewhere));
  if (f.uploads.length === 0 && !elsewhere) flow.para(t(c.uploadsNone));
  else
    flow.table(
      [
        { title: t(c.colDocument), width: 0.35 },
        { title: t(c.colFile), width: 0.45 },
        { title: '', width: 0.2 },
      ],
      f.uploads.map((u) => [
        pick(slotLabel(u.slot), f.locale),
        u.name,
        u.page ? t(c.contentsPage, { page: u.page }) : '—',
      ]),
    );
  const reasons = {
    'unreadable-pdf': c.reasonUnreadablePdf,
    'encrypted-pdf': c.reasonEncryptedPdf,
    'unsupported-type': c.reasonUnsupported,
    'unreadable-image': c.reasonUnreadableImage,
  };
  for (const n of f.notMerged)
    flow.para(`• ${n.name}: ${t(c.notMerged, { reason: t(reasons[n.reason]) })}`, 9, { indent: 2 });
}

/** Answers in another language than their form asks for. */
function language(g: Guide) {
  const { flow, t, f } = g;
  if (f.wrongLanguage.length) {
    flow.heading(t(c.languageHeading), 12);
    flow.para(t(c.languageIntro), 9, { gray: 0.25 });
    flow.table(
      [
        { title: t(c.colDocument), width: 0.35 },
        { title: t(c.colItem), width: 0.4 },
        { title: '', width: 0.25 },
      ],
      f.wrongLanguage.map((w) => [
        formNames[w.formId] ?? w.formId,
        `${w.items.join(', ')} ${w.title}`.trim(),
        t(w.asks === 'ko' ? c.asksKorean : c.asksLatin),
      ]),
      8.5,
    );
  }
}

/** Statements composed before answers changed, and wording still missing. */
function statements(g: Guide) {
  const { flow, t, f } = g;
  const stale = f.statementGaps.filter((g) => g.stale);
  if (stale.length) {
    flow.heading(t(c.staleHeading), 12);
    for (const g of stale)
      flow.para(
        `• ${t(c.staleLine, { statement: t(g.kind === 'personal' ? c.personalStatement : c.sponsorStatement) })}`,
        9,
        { indent: 2 },
      );
  }

  const gaps = f.statementGaps.filter((g) => g.missing.length || g.blanks);
  if (gaps.length) {
    flow.heading(t(c.wordingHeading), 12);
    for (const g of gaps) {
      const statement = t(g.kind === 'personal' ? c.personalStatement : c.sponsorStatement);
      if (g.missing.length)
        flow.para(
          `• ${t(g.language === 'ko' ? c.wordingKo : c.wordingEn, { statement, topics: g.missing.join(', ') })}`,
          9,
          { indent: 2 },
        );
      if (g.blanks)
        flow.para(
          `• ${t(g.language === 'ko' ? c.wordingBlanksKo : c.wordingBlanksEn, { statement, count: g.blanks })}`,
          9,
          { indent: 2 },
        );
    }
  }
}

/** Items left blank, answers continued on a 별지, characters printed through a substitute. */
function unanswered(g: Guide) {
  const { flow, t, f } = g;
  flow.heading(t(c.unansweredHeading), 12);
  const unanswered = f.forms.flatMap((form) =>
    form.unanswered.map((u) => [formNames[form.formId] ?? form.name.ko, blankItem(u, f.locale)]),
  );
  if (unanswered.length === 0) flow.para(t(c.unansweredNone));
  else {
    flow.para(t(c.unansweredIntro), 9, { gray: 0.25 });
    flow.table(
      [
        { title: t(c.colDocument), width: 0.4 },
        { title: t(c.colItem), width: 0.6 },
      ],
      unanswered,
      8,
    );
  }
  const continued = f.forms.flatMap((form) =>
    form.continued.map((key) => `${formNames[form.formId] ?? form.name.ko}: ${key.split('#')[0]}`),
  );
  if (continued.length) {
    flow.heading(t(c.continuedHeading), 12);
    for (const line of continued) flow.para(`• ${line}`, 9, { indent: 2 });
  }
  // Where a character was found, as the guide's reader knows it: the form and its item's printed label.
  const placeOf = (where: string): string => {
    const [id, ...rest] = where.split(' ');
    const form = f.forms.find((x) => x.formId === id);
    if (form && rest.length) {
      const label = form.labelOf(rest.join(' '));
      return `${formNames[id] ?? id}: ${f.locale === 'ko' ? label.ko : (label.en ?? label.ko)}`;
    }
    if (id === 'upload') return t(c.glyphWhereCopy, { name: rest.join(' ') });
    const named: Record<string, MessageDescriptor> = {
      index: c.glyphWhereIndex,
      reasons: c.glyphWhereReasons,
      translations: c.glyphWhereTranslations,
      evidence: c.glyphWhereEvidence,
    };
    return named[id] ? t(named[id]) : where;
  };
  const glyphs = f.unrenderable.filter((u) => u.where !== 'layout');
  if (glyphs.length) {
    flow.heading(t(c.glyphsHeading), 12);
    flow.para(t(c.glyphsIntro), 9, { gray: 0.25 });
    flow.table(
      [
        { title: t(c.colItem), width: 0.6 },
        { title: '', width: 0.4 },
      ],
      glyphs.map((g) => [
        placeOf(g.where),
        g.chars
          .map(
            (ch) =>
              `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')} → ${f.substituted.get(ch) ?? ''}`,
          )
          .join('  '),
      ]),
      8.5,
    );
  }
}

/** Checklist rows by the names the final step shows (checklist-labels.ts), in the package's language. */
function checklistLabel(item: CheckItem, { t, f }: Pick<Guide, 't' | 'f'>): string {
  const label = checklistLabelFor(item, f.locale);
  return t(label, label.values);
}

/**
 * A blank item as the form numbers it: "1.3 현지 언어로 된 성명". The item number is written once (a
 * printed label often starts with it already) and never with the layout's own key suffixes ("12.date").
 */
function blankItem(u: { key: string; label: { ko: string; en?: string } }, locale: Locale): string {
  const number = u.key.split('#')[0].replace(/\.[a-z]+$/i, '');
  const ko = u.label.ko.trim();
  const printed = ko.startsWith(number) ? ko : `${number} ${ko}`;
  return u.label.en && locale === 'en' ? `${printed} (${u.label.en})` : printed;
}
