/**
 * The visa application form and the people records (D20): a field tagged with a person fact
 * shows the person's value; editing it edits the person (features/final-application/repo.ts).
 */
import { applicationFormSections, type ApplicationForms } from '../application';
import { factAsAsked, factValue, isOtherScript, type People, type PersonFactRef } from '../people';
import { visaSectionDef } from './questions';
import { withFactsFromForms, type OfficialAnswers } from './from-forms';

/**
 * The stored sections with every tagged field read from the people records where a fact is held,
 * and (given the official forms' answers) every empty field those forms already answer filled from
 * them (facts once: the marriage, the visits to Korea, the children, the family in Korea).
 */
export function resolveVisaForms(
  stored: ApplicationForms,
  people: People | undefined,
  official?: OfficialAnswers,
  today = new Date().toISOString().slice(0, 10),
): ApplicationForms {
  const forms = official ? withFactsFromForms(stored, official, today, people) : stored;
  if (!people) return forms;
  let out: ApplicationForms | null = null;
  for (const section of applicationFormSections) {
    for (const field of visaSectionDef(section).fields) {
      if (!field.person) continue;
      const held = factValue(people, field.person);
      const values = (out ?? forms)[section] ?? {};
      if (held === undefined) {
        // D26: a kept answer in Hangul is the Korean version; the box asks for the Latin one.
        if (!isOtherScript(field.person, values[field.id])) continue;
        out ??= { ...forms };
        const { [field.id]: _other, ...rest } = values as Record<string, unknown>;
        out[section] = rest as typeof values;
        continue;
      }
      // The visa application form is written in English capitals, as in the passport.
      const value = factAsAsked(field.person.fact, held, values[field.id], 'passport');
      if (values[field.id] === value) continue;
      out ??= { ...forms };
      out[section] = { ...values, [field.id]: value };
    }
  }
  return out ?? forms;
}

/** The person fact a field of a section asks, if any. */
export const visaFieldFact = (
  section: (typeof applicationFormSections)[number],
  fieldId: string,
): PersonFactRef | undefined => visaSectionDef(section).fields.find((f) => f.id === fieldId)?.person;
