/**
 * An answer beside what the forms, the statements or the other spouse say, compared by facts.
 * A fact differs when the reference states one the answer does not agree with AND the answer states
 * one of the same kind the reference does not: a changed date, place, name or number. Leaving a
 * fact out, or adding one, is not a difference (the answer only says less or more).
 */
import type { Localized } from '../common';
import type { FactKind, Spouse } from './catalog';
import { factsOf, formatPartialDate, sameDate, sameName, type Facts, type PartialDate } from './facts';
import { placeName, samePlace } from './places';
import type { Reference, RehearsalQuestion } from './questions';

export type FactCheck = {
  kind: FactKind;
  /** same: they agree; different: a mismatch; unsaid: the reference states it, the answer does not. */
  status: 'same' | 'different' | 'unsaid';
  /** The facts as each side states them, for display ("2019-03-15", "Busan" / "부산", "3"). */
  expected: Localized[];
  said: Localized[];
};

type Compared = {
  values: (f: Facts) => unknown[];
  same: (a: never, b: never) => boolean;
  show: (v: never) => Localized;
};
const both = (text: string): Localized => ({ en: text, ko: text });

const kinds: Record<Exclude<FactKind, 'yesNo'>, Compared> = {
  date: {
    values: (f) => f.dates,
    same: sameDate as (a: never, b: never) => boolean,
    show: ((d: PartialDate) => both(formatPartialDate(d))) as (v: never) => Localized,
  },
  place: {
    values: (f) => f.places,
    same: samePlace as (a: never, b: never) => boolean,
    show: ((id: string) => ({ en: placeName(id, 'latin'), ko: placeName(id, 'hangul') })) as (v: never) => Localized,
  },
  name: {
    values: (f) => f.names,
    same: sameName as (a: never, b: never) => boolean,
    show: ((n: string) => both(n)) as (v: never) => Localized,
  },
  number: {
    values: (f) => f.numbers,
    same: ((a: number, b: number) => a === b) as (a: never, b: never) => boolean,
    show: ((n: number) => both(String(n))) as (v: never) => Localized,
  },
};

const yesNoText = (v: boolean | undefined): Localized[] =>
  v === undefined ? [] : [v ? { en: 'yes', ko: '예' } : { en: 'no', ko: '아니요' }];

/** The checks of `answer` against `reference` for the kinds asked. A kind the reference does not state is left out. */
export function compareFacts(reference: string, answer: string, checks: FactKind[], known: string[] = []): FactCheck[] {
  const ref = factsOf(reference, known);
  const said = factsOf(answer, known);
  const out: FactCheck[] = [];
  for (const kind of checks) {
    if (kind === 'yesNo') {
      if (ref.yesNo === undefined) continue;
      out.push({
        kind,
        status: said.yesNo === undefined ? 'unsaid' : said.yesNo === ref.yesNo ? 'same' : 'different',
        expected: yesNoText(ref.yesNo),
        said: yesNoText(said.yesNo),
      });
      continue;
    }
    const k = kinds[kind];
    const r = k.values(ref) as never[];
    const a = k.values(said) as never[];
    if (!r.length) continue;
    const unmatchedRef = r.filter((x) => !a.some((y) => k.same(x, y)));
    const unmatchedAnswer = a.filter((y) => !r.some((x) => k.same(x, y)));
    const status = !a.length ? 'unsaid' : unmatchedRef.length && unmatchedAnswer.length ? 'different' : 'same';
    out.push({ kind, status, expected: unique(r.map(k.show)), said: unique(a.map(k.show)) });
  }
  return out;
}

const unique = (xs: Localized[]) => xs.filter((x, i) => xs.findIndex((y) => y.en === x.en) === i);

/**
 * One reference's text for comparing: both languages where a choice or a yes/no was translated, and
 * both versions of a couple's place (an answer in either script is checked against what is held).
 */
const referenceText = (r: Reference) =>
  r.text.en === r.text.ko ? r.text.en : [r.text.en, r.text.ko].filter(Boolean).join('\n');

export type ReferenceResult = { reference: Reference; checks: FactCheck[]; mismatch: boolean };
export type QuestionReview = {
  question: RehearsalQuestion;
  answer: string;
  references: ReferenceResult[];
  /** The other spouse's answer, once they have finished a round. */
  other?: { spouse: Spouse; answer: string; checks: FactCheck[]; mismatch: boolean };
  mismatch: boolean;
};

const hasMismatch = (checks: FactCheck[]) => checks.some((c) => c.status === 'different');

/** Each answer of a finished round beside the references and (when given) the other spouse's answer. */
export function reviewRound(
  questions: RehearsalQuestion[],
  answers: Record<string, string>,
  known: string[],
  other?: { spouse: Spouse; answers: Record<string, string> },
): QuestionReview[] {
  return questions.map((question) => {
    const answer = (answers[question.id] ?? '').trim();
    const references = question.references.map((reference) => {
      const checks = answer ? compareFacts(referenceText(reference), answer, question.checks, known) : [];
      return { reference, checks, mismatch: hasMismatch(checks) };
    });
    const otherAnswer = other?.answers[question.id]?.trim();
    const otherChecks =
      other && otherAnswer && answer && question.compareSpouses
        ? compareFacts(otherAnswer, answer, question.checks, known)
        : [];
    const otherResult =
      other && otherAnswer && question.compareSpouses
        ? { spouse: other.spouse, answer: otherAnswer, checks: otherChecks, mismatch: hasMismatch(otherChecks) }
        : undefined;
    return {
      question,
      answer,
      references,
      other: otherResult,
      mismatch: references.some((r) => r.mismatch) || !!otherResult?.mismatch,
    };
  });
}
