/**
 * The applicant's name against the passport (its machine-readable zone): spelling, order (family
 * and given names swapped) and middle names; also eligibility's name and the marriage certificate.
 * A name changed by marriage is not a conflict when the marriage background statement lists it as
 * another name used (item 1.6, with the reason).
 */
import { earlierFullName } from '../../eligibility/people';
import { factValue } from '../../people';
import { currentPassport, certificate, certificateParty, certificateText, mrz, typedFact } from '../context';
import { answerField, documentPlace, eligibilityPlace, normName, str } from '../places';
import type { AuditRule, Place, FindingValue } from '../types';

const tokens = (s: string) => normName(s).split(' ').filter(Boolean).sort().join(' ');

export const namesRule: AuditRule = {
  kind: 'name-vs-passport',
  weight: 'refused',
  run(ctx) {
    const passport = currentPassport(ctx);
    const family = factValue(ctx.people, { role: 'applicant', fact: 'familyName' });
    const given = factValue(ctx.people, { role: 'applicant', fact: 'givenNames' });
    const observed: Array<{ family: string; given: string; whole?: boolean; place: Place; value: string }> = [];
    if (passport && (passport.data.lastName || passport.data.firstName)) {
      const f = passport.data.lastName ?? '';
      const g = passport.data.firstName ?? '';
      observed.push({
        family: f,
        given: g,
        value: `${f} ${g}`.trim(),
        place: documentPlace(passport.fileName, mrz, passport.confidence?.lastName),
      });
    }
    if (family !== undefined || given !== undefined) {
      const places = [
        ...typedFact(ctx, { role: 'applicant', fact: 'familyName' }),
        ...typedFact(ctx, { role: 'applicant', fact: 'givenNames' }),
      ].map((o) => o.place);
      const unique = places.filter((p, i) => places.findIndex((q) => q.source.en === p.source.en) === i);
      for (const place of unique)
        observed.push({
          family: family ?? '',
          given: given ?? '',
          value: `${family ?? ''} ${given ?? ''}`.trim(),
          place,
        });
    }
    // Eligibility's whole name counts only where it is its own (the person holds no name, ruling 20).
    const whole = str(earlierFullName(ctx.eligibility, ctx.people) ?? undefined);
    if (whole)
      observed.push({
        family: '',
        given: '',
        whole: true,
        value: whole,
        place: eligibilityPlace({ en: 'Full name', ko: '이름' }),
      });
    // The certificate's name for the applicant; a name used before the marriage is fine when listed.
    const cert = certificate(ctx);
    const party = cert && certificateParty(cert, 'applicant');
    const certName = party ? str(cert!.data[`${party}.name`]) : undefined;
    const otherNames = normName(
      str(answerField(ctx.forms['spouse-information'] ?? {}, 'si.other-names', 'names')) ?? '',
    );
    if (certName && /[A-Za-z]/.test(certName)) {
      const listed = normName(certName)
        .split(' ')
        .every(
          (t) =>
            otherNames.split(' ').includes(t) ||
            tokens(observed[0]?.value ?? '')
              .split(' ')
              .includes(t),
        );
      if (!listed || !otherNames)
        observed.push({
          family: '',
          given: '',
          whole: true,
          value: certName,
          place: documentPlace(cert!.fileName, certificateText, cert!.confidence?.[`${party}.name`]),
        });
    }
    if (observed.length < 2) return [];
    // Split names compare family and given apart (order matters); a whole name by its words.
    const groups: Array<FindingValue & { split?: string; words: string }> = [];
    for (const o of observed) {
      const split = o.whole ? undefined : `${normName(o.family)}|${normName(o.given)}`;
      const words = tokens(o.value);
      const g = groups.find((x) => (split && x.split ? x.split === split : x.words === words));
      if (g) g.places.push(o.place);
      else groups.push({ value: o.value, places: [o.place], split, words });
    }
    if (groups.length < 2) return [];
    const order = groups.every((g) => g.words === groups[0].words);
    const words = groups.map((g) => g.words.split(' ').length);
    const middle = !order && new Set(words).size > 1;
    return [
      {
        key: 'applicant',
        fact: { en: "Applicant's name", ko: '신청인의 이름' },
        explanation: order
          ? {
              en: 'The same names in a different order: the family name and the given names are swapped somewhere. Write them as the passport does.',
              ko: '같은 이름이 다른 순서로 적혀 있어요. 성과 이름이 바뀐 곳이 있어요. 여권에 적힌 대로 적어 주세요.',
            }
          : middle
            ? {
                en: 'A middle name is missing or added somewhere. Every form must give the name exactly as the passport does.',
                ko: '중간 이름이 빠지거나 더해진 곳이 있어요. 모든 서류에 여권과 똑같이 적어야 해요.',
              }
            : {
                en: 'The name is spelled differently. Every form must give it exactly as the passport does.',
                ko: '이름의 철자가 서로 달라요. 모든 서류에 여권과 똑같이 적어야 해요.',
              },
        values: groups.map(({ value, places }) => ({ value, places })),
      },
    ];
  },
};
