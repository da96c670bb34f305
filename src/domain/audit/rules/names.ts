/**
 * The applicant's name against the passport (its machine-readable zone): spelling, order (family
 * and given names swapped) and middle names; also eligibility's name and the marriage certificate.
 * A name changed by marriage is not a conflict when the marriage background statement lists it as
 * another name used (item 1.6, with the reason).
 *
 * The name is one fact (D20): an edit in any form changes it everywhere, deliberately. What was typed
 * in a place that keeps its own copy (eligibility's whole name, a form's own answer) stays there,
 * so a later edit elsewhere that dropped or changed a name shows here as two values, never lost.
 * The name written on the statement's signature line is compared too.
 */
import { earlierFullName } from '../../eligibility/people';
import { passportName, personFields } from '../../forms/resolve';
import { formShapes } from '../../forms/structure';
import type { FormId } from '../../forms/types';
import { factValue } from '../../people';
import { currentPassport, certificate, certificateParty, certificateText, mrz, typedFact } from '../context';
import { answerField, documentPlace, eligibilityPlace, formPlace, normName, str } from '../places';
import type { AuditRule, Place, FindingValue } from '../types';

const tokens = (s: string) => normName(s).split(' ').filter(Boolean).sort().join(' ');

type Observed = { family: string; given: string; whole?: boolean; place: Place; value: string };
type Ctx = Parameters<AuditRule['run']>[0];

/** The passport's name (its machine-readable zone), family and given apart. */
function passportNameRead(ctx: Ctx): Observed[] {
  const passport = currentPassport(ctx);
  if (!passport || !(passport.data.lastName || passport.data.firstName)) return [];
  const family = passport.data.lastName ?? '';
  const given = passport.data.firstName ?? '';
  return [
    {
      family,
      given,
      value: `${family} ${given}`.trim(),
      place: documentPlace(passport.fileName, mrz, passport.confidence?.lastName),
    },
  ];
}

/** The name held in the people records, once per place it was typed in. */
function typedName(ctx: Ctx): Observed[] {
  const family = factValue(ctx.people, { role: 'applicant', fact: 'familyName' });
  const given = factValue(ctx.people, { role: 'applicant', fact: 'givenNames' });
  if (family === undefined && given === undefined) return [];
  const places = [
    ...typedFact(ctx, { role: 'applicant', fact: 'familyName' }),
    ...typedFact(ctx, { role: 'applicant', fact: 'givenNames' }),
  ].map((o) => o.place);
  // One place per form; typed there when either name was typed there (not only carried over).
  const unique = places
    .filter((p, i) => places.findIndex((q) => q.source.en === p.source.en) === i)
    .map((p) => (places.some((q) => q.source.en === p.source.en && !q.carried) ? { ...p, carried: undefined } : p));
  const value = `${family ?? ''} ${given ?? ''}`.trim();
  return unique.map((place) => ({ family: family ?? '', given: given ?? '', value, place }));
}

/** Eligibility's whole name counts only where it is its own (the person holds no name, D20). */
function eligibilityName(ctx: Ctx): Observed[] {
  const whole = str(earlierFullName(ctx.eligibility, ctx.people) ?? undefined);
  if (!whole) return [];
  return [
    { family: '', given: '', whole: true, value: whole, place: eligibilityPlace({ en: 'Full name', ko: '이름' }) },
  ];
}

const asTypedThere = (place: Place): Place => ({
  ...place,
  item: { en: `${place.item.en}, as you typed it there`, ko: `${place.item.ko}에 적은 값` },
  ownCopy: true,
});

/**
 * The copies a place keeps of what was typed there, where they differ (by their words) from the
 * name held now: eligibility's whole name and each form's own answer to a name field.
 */
function ownCopies(ctx: Ctx): Observed[] {
  const held = passportName(ctx.people, 'applicant');
  if (held === undefined) return [];
  const out: Observed[] = [];
  const checked = str(ctx.eligibility.fullName);
  if (checked && tokens(checked) !== tokens(held))
    out.push({
      family: '',
      given: '',
      whole: true,
      value: checked,
      place: asTypedThere(eligibilityPlace({ en: 'Full name', ko: '이름' })),
    });
  const family = factValue(ctx.people, { role: 'applicant', fact: 'familyName' }) ?? '';
  const given = factValue(ctx.people, { role: 'applicant', fact: 'givenNames' }) ?? '';
  for (const form of Object.values(formShapes)) {
    const own = ctx.forms[form.id as FormId] ?? {};
    for (const { questionId, field } of personFields(form)) {
      const ref = field.person!;
      if (ref.role !== 'applicant' || (ref.fact !== 'familyName' && ref.fact !== 'givenNames')) continue;
      const typed = str(answerField(own, questionId, field.id));
      if (!typed) continue;
      const name = ref.fact === 'familyName' ? { family: typed, given } : { family, given: typed };
      if (normName(name.family) === normName(family) && normName(name.given) === normName(given)) continue;
      const value = `${name.family} ${name.given}`.trim();
      out.push({ ...name, value, place: asTypedThere(formPlace(form.id as FormId, questionId)) });
    }
  }
  return out;
}

/** The name written on the marriage background statement's signature line (its own answer). */
function signatureName(ctx: Ctx): Observed[] {
  const signed = str(answerField(ctx.forms['spouse-information'] ?? {}, 'si.signature', 'applicantName'));
  if (!signed) return [];
  return [
    { family: '', given: '', whole: true, value: signed, place: formPlace('spouse-information', 'si.signature') },
  ];
}

/** The certificate's name for the applicant; a name used before the marriage is fine when listed. */
function certificateName(ctx: Ctx, first: Observed | undefined): Observed[] {
  const cert = certificate(ctx);
  const party = cert && certificateParty(cert, 'applicant');
  const certName = party ? str(cert!.data[`${party}.name`]) : undefined;
  if (!certName || !/[A-Za-z]/.test(certName)) return [];
  const otherNames = normName(str(answerField(ctx.forms['spouse-information'] ?? {}, 'si.other-names', 'names')) ?? '');
  const known = new Set([...otherNames.split(' '), ...tokens(first?.value ?? '').split(' ')]);
  const listed = normName(certName)
    .split(' ')
    .every((t) => known.has(t));
  if (listed && otherNames) return [];
  return [
    {
      family: '',
      given: '',
      whole: true,
      value: certName,
      place: documentPlace(cert!.fileName, certificateText, cert!.confidence?.[`${party}.name`]),
    },
  ];
}

/** Split names compare family and given apart (order matters); a whole name by its words. */
function groupNames(observed: Observed[]): Array<FindingValue & { split?: string; words: string }> {
  const groups: Array<FindingValue & { split?: string; words: string }> = [];
  for (const o of observed) {
    const split = o.whole ? undefined : `${normName(o.family)}|${normName(o.given)}`;
    const words = tokens(o.value);
    const g = groups.find((x) => (split && x.split ? x.split === split : x.words === words));
    if (g) g.places.push(o.place);
    else groups.push({ value: o.value, places: [o.place], split, words });
  }
  return groups;
}

/** Against the passport's reading when there is one; otherwise against the name held in eligibility. */
const explanations = {
  passport: {
    order: {
      en: 'The same names in a different order: the family name and the given names are swapped somewhere. Write them as the passport does.',
      ko: '같은 이름이 다른 순서로 적혀 있어요. 성과 이름이 바뀐 곳이 있어요. 여권에 적힌 대로 적어 주세요.',
    },
    part: {
      en: 'Every form must give the name exactly as the passport does.',
      ko: '모든 서류에 여권과 똑같이 적어야 해요.',
    },
    spelling: {
      en: 'The name is spelled differently. Every form must give it exactly as the passport does.',
      ko: '이름의 철자가 서로 달라요. 모든 서류에 여권과 똑같이 적어야 해요.',
    },
  },
  held: {
    order: {
      en: 'The same names in a different order: the family name and the given names are swapped somewhere. No passport has been read, so this compares the name held in eligibility with the other places; upload the passport to check it against the passport too.',
      ko: '같은 이름이 다른 순서로 적혀 있어요. 성과 이름이 바뀐 곳이 있어요. 읽은 여권이 없어서 자격 확인에 있는 이름과 다른 곳을 비교했어요. 여권을 올리면 여권과도 비교해요.',
    },
    part: {
      en: 'No passport has been read, so this compares the name held in eligibility with the other places; upload the passport to check it against the passport too.',
      ko: '읽은 여권이 없어서 자격 확인에 있는 이름과 다른 곳을 비교했어요. 여권을 올리면 여권과도 비교해요.',
    },
    spelling: {
      en: 'The name is spelled differently. No passport has been read, so this compares the name held in eligibility with the other places; upload the passport to check it against the passport too.',
      ko: '이름의 철자가 서로 달라요. 읽은 여권이 없어서 자격 확인에 있는 이름과 다른 곳을 비교했어요. 여권을 올리면 여권과도 비교해요.',
    },
  },
};

/**
 * The words of the name written in some places and not in others (a given name left out or added). Any of
 * them may be dropped, not only a "middle" name (NGUYEN THI MAI typed NGUYEN THI), so the finding names them.
 * Only when the number of words differs: a same-length difference is a spelling one.
 */
function partsNotEverywhere(names: string[]): string[] {
  if (new Set(names.map((n) => n.split(' ').length)).size < 2) return [];
  const sets = names.map((n) => new Set(n.split(' ')));
  const all = [...new Set(names.flatMap((n) => n.split(' ')))];
  return all.filter((word) => word && sets.some((set) => !set.has(word)));
}

function partExplanation(words: string[], against: { en: string; ko: string }) {
  const list = words.map((w) => `“${w}”`).join(', ');
  return {
    en: `Part of the name (${list}) is written in some places and left out in others. ${against.en}`,
    ko: `이름의 일부(${list})가 어떤 곳에는 적혀 있고 어떤 곳에는 빠져 있어요. ${against.ko}`,
  };
}

export const namesRule: AuditRule = {
  kind: 'name-vs-passport',
  weight: 'refused',
  run(ctx) {
    const read = passportNameRead(ctx);
    const observed = [...read, ...typedName(ctx), ...eligibilityName(ctx), ...ownCopies(ctx), ...signatureName(ctx)];
    observed.push(...certificateName(ctx, observed[0]));
    if (observed.length < 2) return [];
    const groups = groupNames(observed);
    if (groups.length < 2) return [];
    const order = groups.every((g) => g.words === groups[0].words);
    const against = explanations[read.length > 0 ? 'passport' : 'held'];
    const part = order ? [] : partsNotEverywhere(groups.map((g) => g.words));
    return [
      {
        key: 'applicant',
        fact: { en: "Applicant's name", ko: '신청인의 이름' },
        explanation: order ? against.order : part.length > 0 ? partExplanation(part, against.part) : against.spelling,
        values: groups.map(({ value, places }) => ({ value, places })),
      },
    ];
  },
};
