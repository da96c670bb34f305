/**
 * Where the couple married and where they first met (the couple's facts in two scripts, D26),
 * across the invitation (2.2, the meeting place's Korean version), the statements (the marriage
 * place's Korean version), the visa form (its place of marriage, the Latin version), the marriage certificate's reading, eligibility's country of marriage and
 * the statements. A Korean and a Latin name of one place never disagree (place-names.ts); two
 * different places do. A reading of low confidence that alone disagrees is only worth a check.
 */
import type { Localized } from '../../common';
import { countryName, normalizeNationality } from '../../eligibility/nationality';
import type { StatementTopic } from '../../application';
import { topicTitles, type StatementKind } from '../../statement-topic-titles';
import { certificate, certificateText, factPlaces } from '../context';
import { comparePlaces, countryOf, anchorOf } from '../place-names';
import {
  answerField,
  documentPlace,
  eligibilityPlace,
  formPlace,
  statementPlace,
  str,
  visaQuestionPlace,
} from '../places';
import type { AuditContext, AuditRule, FindingValue, Place, RawFinding, Weight } from '../types';
import { factValue } from '../../people';

const l = (en: string, ko: string): Localized => ({ en, ko });

/** One stated place: a name of the place, or only a country (eligibility, a statement). */
type Observed = { value: string; place: Place; countries?: string[]; uncertain?: boolean };

function relation(a: Observed, b: Observed): 'same' | 'different' | 'unknown' {
  if (!a.countries && !b.countries) return comparePlaces(a.value, b.value);
  const named = (o: Observed) => o.countries ?? [countryOf(o.value)].filter((c): c is string => !!c);
  const [ca, cb] = [named(a), named(b)];
  if (ca.length === 0 || cb.length === 0) return 'unknown';
  return ca.some((c) => cb.includes(c)) ? 'same' : 'different';
}

/** The finding over the observed places: the values in conflict, grouped by the place they name. */
function placeFinding(observed: Observed[], key: string, fact: Localized, explanation: Localized): RawFinding[] {
  const conflicts = observed.flatMap((a, i) =>
    observed.slice(i + 1).flatMap((b) => (relation(a, b) === 'different' ? [[a, b] as const] : [])),
  );
  if (conflicts.length === 0) return [];
  const involved = observed.filter((o) => conflicts.some((c) => c.includes(o)));
  const groups: Observed[][] = [];
  for (const o of involved) {
    const group = groups.find((g) => g.every((m) => relation(m, o) !== 'different'));
    if (group) group.push(o);
    else groups.push([o]);
  }
  const values: FindingValue[] = groups.map((g) => ({ value: g[0].value, places: g.map((o) => o.place) }));
  const weight: Weight | undefined = conflicts.every(([a, b]) => a.uncertain || b.uncertain) ? 'check' : undefined;
  return [{ key, fact, explanation, values, ...(weight && { weight }) }];
}

const statementKinds: StatementKind[] = ['personal', 'sponsor'];

/** Each statement that names a country on a topic, as an observation of those countries only. */
function statementCountries(ctx: AuditContext, topic: StatementTopic): Observed[] {
  return statementKinds.flatMap((kind) => {
    const text = str(ctx.statements[kind].extractedInfo?.[topic]);
    const named = text ? anchorOf(text).countries : [];
    if (named.length === 0) return [];
    const names = named.map((c) => countryName(c)?.en ?? c).join(', ');
    return [{ value: names, place: statementPlace(kind, topicTitles[topic]), countries: named }];
  });
}

/** Eligibility's answer on where they married: Korea, or abroad in a country. */
function eligibilityCountry(ctx: AuditContext): Observed[] {
  const e = ctx.eligibility;
  const where = l('Where you married', '혼인한 곳');
  if (e.marriagePlace === 'korea')
    return [{ value: 'Republic of Korea', place: eligibilityPlace(where), countries: ['KR'] }];
  const code = e.marriagePlace === 'abroad' ? normalizeNationality(e.marriageCountry) : undefined;
  if (!code || code === 'KR') return [];
  return [{ value: countryName(code)?.en ?? code, place: eligibilityPlace(where), countries: [code] }];
}

/**
 * The Korean version of the place of marriage, typed with the statements. A wedding ceremony's place
 * (the invitation's 2.8) is not compared: a couple can marry in one city and celebrate in another.
 * Until 2026-11-28 the ceremony's place was held as this version; a held value that is still the
 * ceremony's answer is that copy, and is left out.
 */
function koreanMarriagePlace(ctx: AuditContext): Observed[] {
  const ko = str(factValue(ctx.people, { role: 'couple', fact: 'marriagePlace', script: 'ko' }));
  if (!ko) return [];
  const ceremony = str(answerField(ctx.resolved['invitation-letter'] ?? {}, 'il.wedding', 'place'));
  if (ceremony && ceremony === ko) return [];
  const place: Place = {
    kind: 'statement',
    source: l('Statements', '진술서'),
    item: l('Place of marriage, in Korean', '혼인 장소 (한글)'),
    link: { to: '/enhancement' },
  };
  return [{ value: ko, place }];
}

export const marriagePlaceRule: AuditRule = {
  kind: 'marriage-place',
  weight: 'ask',
  run(ctx) {
    const observed: Observed[] = [...koreanMarriagePlace(ctx)];
    const visa = str(ctx.resolvedVisa.relationshipDetails?.marriagePlace);
    if (visa)
      observed.push({
        value: visa,
        place: visaQuestionPlace('relationshipDetails', l('Place of marriage', '혼인 장소')),
      });
    const cert = certificate(ctx);
    const read = cert && str(cert.data.marriagePlace);
    if (read)
      observed.push({
        value: read,
        place: documentPlace(cert!.fileName, certificateText, cert!.confidence?.marriagePlace),
        uncertain: cert!.confidence?.marriagePlace === 'low',
      });
    observed.push(...eligibilityCountry(ctx), ...statementCountries(ctx, 'marriage_details'));
    return placeFinding(
      observed,
      'couple',
      l('Place of marriage', '혼인 장소'),
      l(
        'These give different places of marriage. A Korean and an English name of one place are fine; two different places are not.',
        '혼인 장소가 서로 달라요. 같은 곳을 한글과 영문으로 적은 것은 괜찮지만, 서로 다른 곳이면 안 돼요.',
      ),
    );
  },
};

/** The first meeting's place: the invitation's 2.2, a Latin version if one is held, and the statements. */
export const meetingPlaceRule: AuditRule = {
  kind: 'story',
  weight: 'ask',
  run(ctx) {
    const observed: Observed[] = [];
    const il = ctx.resolved['invitation-letter'] ?? {};
    const place = str(answerField(il, 'il.first-meeting', 'place'));
    if (place) observed.push({ value: place, place: formPlace('invitation-letter', 'il.first-meeting', '2.2') });
    const latin = { role: 'couple', fact: 'meetingPlace', script: 'latin' } as const;
    const held = factValue(ctx.people, latin);
    if (held) observed.push(...factPlaces(latin).map((p) => ({ value: held, place: p })));
    observed.push(...statementCountries(ctx, 'how_met'));
    return placeFinding(
      observed,
      'first-meeting-place',
      l('Place of the first meeting', '처음 만난 장소'),
      l(
        'These place your first meeting in different places. An officer asks each of you separately: tell it the same way.',
        '처음 만난 장소가 서로 달라요. 심사관은 두 사람에게 따로 물어봐요. 같은 이야기로 맞춰 주세요.',
      ),
    );
  },
};
