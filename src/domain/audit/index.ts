/**
 * The audit (D27): one pure function over the people records, the four forms, the read
 * documents, the statements, eligibility and the timeline. Rules are data (one file per kind);
 * the audit runs each, gives every finding a stable id and a fingerprint of its values, and marks
 * it acknowledged when the couple said "This is right" for exactly these values.
 */
import { resolveAnswers } from '../forms/resolve';
import { applicableAnswers } from '../forms/skip';
import { formIds, getFormShape } from '../forms/structure';
import type { FormAnswers, FormId } from '../forms/types';
import { resolveVisaForms } from '../visa-application/people';
import { datesIn } from '../prose-date';
import { addressScriptsRule } from './rules/address-scripts';
import { childrenRule } from './rules/children';
import { dateOfBirthRule } from './rules/date-of-birth';
import { documentAfterApplicationRule, marriedBeforeMetRule, visitAfterApplicationRule } from './rules/impossible';
import { koreaVisitsRule } from './rules/korea-visits';
import { marriagePlaceRule, meetingPlaceRule } from './rules/couple-places';
import { marriageDateRule, yearsMarriedRule } from './rules/marriage';
import { namesRule } from './rules/names';
import { nationalityRule } from './rules/nationality';
import { passportExpiryRule, passportNumberRule } from './rules/passport';
import { priorMarriagesRule } from './rules/prior-marriages';
import { storyRule } from './rules/story';
import { typedVsReadRule } from './rules/typed-vs-read';
import { weightOrder, type AuditContext, type AuditInput, type AuditRule, type Finding } from './types';

export type * from './types';

/** Every rule, in the order findings of equal weight are listed. */
export const auditRules: readonly AuditRule[] = [
  namesRule,
  dateOfBirthRule,
  passportNumberRule,
  passportExpiryRule,
  nationalityRule,
  marriageDateRule,
  marriagePlaceRule,
  yearsMarriedRule,
  marriedBeforeMetRule,
  addressScriptsRule,
  childrenRule,
  priorMarriagesRule,
  koreaVisitsRule,
  storyRule,
  meetingPlaceRule,
  visitAfterApplicationRule,
  documentAfterApplicationRule,
  typedVsReadRule,
];

const fingerprintOf = (f: Pick<Finding, 'kind' | 'values'>) =>
  `${f.kind}|${f.values
    .map((v) => v.value.trim().toUpperCase())
    .sort()
    .join('|')}`;

/** All findings, open ones first (by weight), then the acknowledged ones. */
export function runAudit(input: AuditInput): Finding[] {
  // An answer left on a question the form now skips is no source (the user answered "No" since).
  const forms = Object.fromEntries(
    formIds.map((id) => [id, applicableAnswers(getFormShape(id), input.forms[id] ?? {})]),
  ) as Record<FormId, FormAnswers>;
  const resolved = Object.fromEntries(
    formIds.map((id) => [id, resolveAnswers(getFormShape(id), forms[id], input.people)]),
  ) as Record<FormId, FormAnswers>;
  const ctx: AuditContext = { ...input, forms, resolved, resolvedVisa: resolveVisaForms(input.visa, input.people) };
  const out: Finding[] = [];
  for (const rule of auditRules) {
    for (const raw of rule.run(ctx)) {
      const { key, weight, ...rest } = raw;
      const finding: Finding = {
        ...rest,
        id: `${rule.kind}:${key}`,
        kind: rule.kind,
        weight: weight ?? rule.weight,
        fingerprint: '',
      };
      finding.fingerprint = fingerprintOf(finding);
      const ack = input.acknowledgements?.[finding.id];
      if (ack && ack.fingerprint === finding.fingerprint) finding.acknowledged = ack;
      out.push(finding);
    }
  }
  const rank = (f: Finding) => (f.acknowledged ? 10 : 0) + weightOrder[f.weight];
  return out
    .map((f, i) => ({ f, i }))
    .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
    .map(({ f }) => f);
}

export const openFindings = (findings: readonly Finding[]): Finding[] => findings.filter((f) => !f.acknowledged);

/**
 * For the status module (D27: "Ready" requires no open finding): how many findings are open.
 * The application is ready only when this is 0.
 */
export const openFindingCount = (findings: readonly Finding[]): number => openFindings(findings).length;
export const readyAllowedByAudit = (findings: readonly Finding[]): boolean => openFindingCount(findings) === 0;

/** The findings that name a place in this form (each form's review lists its own). */
export function findingsFor(findings: readonly Finding[], where: FormId | 'visa-application'): Finding[] {
  return findings.filter((f) =>
    f.values.some((v) =>
      v.places.some((p) =>
        where === 'visa-application' ? p.kind === 'visa' : p.kind === 'form' && p.link.to === `/f6/${where}`,
      ),
    ),
  );
}

/** One finding as the couple's guide prints it, in the reader's language. */
export type GuideLine = { title: string; value: string; sources: string[]; explanation?: string };

/**
 * The findings for the couple's guide (D27, D29): open ones first (they still need an answer), then
 * those marked "This is right", each with the reason given as the explanation to give the officer.
 */
export function guideLines(findings: readonly Finding[], locale: 'en' | 'ko'): GuideLine[] {
  return findings.map((f) => ({
    title: f.fact[locale],
    value: f.values.map((v) => datesIn(v.value, locale) || '—').join(' ≠ '),
    sources: f.values.flatMap((v) =>
      v.places.map((p) => [p.source[locale], p.item[locale]].filter(Boolean).join(', ')),
    ),
    explanation: f.acknowledged?.reason,
  }));
}
