/** What several rules read: the current passport, the marriage certificate, where a fact prints. */
import type { Localized } from '../common';
import { applicationFormSections, type ApplicationFormSection } from '../application';
import { formShapes } from '../forms/structure';
import { personFields } from '../forms/resolve';
import type { FormId } from '../forms/types';
import { factValue, type PersonFactRef } from '../people';
import { visaSectionDef } from '../visa-application/questions';
import { answerField, documentPlace, formPlace, visaPlace } from './places';
import type { AuditContext, Place, ReadDocument } from './types';

const refKey = (r: PersonFactRef) => `${r.role}.${r.fact}.${r.script ?? ''}`;

/** A place that prints a person fact, and where that place keeps its own answer for it (if it does). */
type Printed = {
  place: Place;
  own:
    | { kind: 'form'; formId: FormId; questionId: string; fieldId: string }
    | { kind: 'visa'; section: ApplicationFormSection; fieldId: string };
};

let printedAt: Map<string, Printed[]> | null = null;

/** Every form item that prints a person fact (from the form definitions), computed once. */
function printTable(): Map<string, Printed[]> {
  if (printedAt) return printedAt;
  const table = new Map<string, Printed[]>();
  const add = (r: PersonFactRef, p: Printed) => table.set(refKey(r), [...(table.get(refKey(r)) ?? []), p]);
  for (const section of applicationFormSections)
    for (const f of visaSectionDef(section).fields)
      if (f.person)
        add(f.person, { place: visaPlace(section, f.items[0] ?? ''), own: { kind: 'visa', section, fieldId: f.id } });
  for (const form of Object.values(formShapes))
    for (const { questionId, field } of personFields(form))
      add(field.person!, {
        place: formPlace(form.id as FormId, questionId),
        own: { kind: 'form', formId: form.id as FormId, questionId, fieldId: field.id },
      });
  printedAt = table;
  return table;
}

/** True when the place keeps an answer of its own for the fact (typed there, not only carried over). */
function typedThere(ctx: AuditContext | undefined, own: Printed['own']): boolean {
  if (!ctx) return true;
  const value =
    own.kind === 'form'
      ? answerField(ctx.forms[own.formId] ?? {}, own.questionId, own.fieldId)
      : ctx.visa?.[own.section]?.[own.fieldId];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/**
 * The places a held fact shows in (the forms that ask it); the details page when none does. A
 * place that holds no answer of its own shows the value carried over from the other answers
 * (`carried`), so it is not said to be typed there.
 */
export function factPlaces(ref: PersonFactRef, ctx?: AuditContext): Place[] {
  const printed = printTable().get(refKey(ref)) ?? [];
  // One place per form: the first item that prints it stands for the others.
  const seen = new Set<string>();
  if (printed.length === 0)
    return [
      {
        kind: 'details',
        source: { en: 'Your details', ko: '내 정보' },
        item: { en: '', ko: '' },
        link: { to: '/f6' },
      },
    ];
  const places: Place[] = [];
  for (const p of printed) {
    const key = p.place.source.en;
    if (seen.has(key)) continue;
    seen.add(key);
    places.push(typedThere(ctx, p.own) ? p.place : { ...p.place, carried: true });
  }
  return places;
}

/** A typed fact with the places it prints in, or nothing when the person does not hold it. */
export function typedFact(ctx: AuditContext, ref: PersonFactRef): Array<{ value: string; place: Place }> {
  const value = factValue(ctx.people, ref);
  if (value === undefined) return [];
  return factPlaces(ref, ctx).map((place) => ({ value, place }));
}

/**
 * The passport in force: with several passports read (one renewed), the one expiring last. An
 * older passport's number and dates are not compared with the forms (a renewed passport is fine).
 */
export function currentPassport(ctx: AuditContext): ReadDocument | undefined {
  return ctx.documents
    .filter((d) => d.type === 'passport')
    .reduce<ReadDocument | undefined>(
      (best, d) => (!best || (d.data.passportExpiryDate ?? '') > (best.data.passportExpiryDate ?? '') ? d : best),
      undefined,
    );
}

export const mrz: Localized = { en: 'machine-readable zone', ko: '기계판독영역' };

export function passportValue(
  ctx: AuditContext,
  key: string,
): { value: string; place: Place; doc: ReadDocument } | undefined {
  const doc = currentPassport(ctx);
  const value = doc?.data[key]?.trim();
  if (!doc || !value) return undefined;
  return { value, place: documentPlace(doc.fileName, mrz, doc.confidence?.[key]), doc };
}

export const certificate = (ctx: AuditContext): ReadDocument | undefined =>
  ctx.documents.find((d) => d.type === 'marriageCertificate');

/** The certificate's party that is the applicant (or the sponsor), by the role it says. */
export function certificateParty(doc: ReadDocument, who: 'applicant' | 'sponsor'): 'groom' | 'bride' | undefined {
  const applicantRole = doc.data.applicantRole;
  if (applicantRole !== 'groom' && applicantRole !== 'bride') return undefined;
  if (who === 'applicant') return applicantRole;
  return applicantRole === 'groom' ? 'bride' : 'groom';
}

export const certificateText: Localized = { en: 'certificate text', ko: '증명서 내용' };
