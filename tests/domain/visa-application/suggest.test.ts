import { describe, expect, it } from 'vitest';
import { visaSuggestionFor } from '@/domain/visa-application';
import { sectionDef } from '@/features/final-application/model';
import type { AutoFillData } from '@/domain/autofill-fields';

const field = (id: string) => sectionDef('basicInfo').fields.find((f) => f.id === id)!;
const read = (nationality: string) =>
  ({
    nationality,
    confidenceScores: { nationality: 'high' },
    sources: { nationality: 'passport' },
  }) as unknown as AutoFillData;

describe('a passport’s three-letter nationality as the visa form asks a country (D26)', () => {
  it('"PHL" is offered as PHILIPPINES for the nationality and the issuing country', () => {
    expect(visaSuggestionFor(field('nationality'), read('PHL'))?.value).toBe('PHILIPPINES');
    expect(visaSuggestionFor(field('passportCountry'), read('PHL'))?.value).toBe('PHILIPPINES');
    expect(visaSuggestionFor(field('nationality'), read('USA'))?.value).toBe('UNITED STATES');
  });

  it('a code the app has no name for is offered as read', () => {
    expect(visaSuggestionFor(field('nationality'), read('deu'))?.value).toBe('DEU');
  });
});

describe('only what the box takes is offered (a trial: a Chinese husband, a Korean wife)', () => {
  const data = (values: Record<string, string>) =>
    ({
      ...values,
      confidenceScores: Object.fromEntries(Object.keys(values).map((k) => [k, 'high'])),
      sources: Object.fromEntries(Object.keys(values).map((k) => [k, 'passport'])),
    }) as unknown as AutoFillData;
  const of = (section: 'basicInfo' | 'spouseInfo' | 'relationshipDetails', id: string) =>
    sectionDef(section).fields.find((f) => f.id === id)!;

  it('a place of birth that is a city is not offered as the country of birth; one naming a country is', () => {
    expect(visaSuggestionFor(field('placeOfBirth'), data({ placeOfBirth: 'HARBIN' }))).toBeNull();
    expect(visaSuggestionFor(field('placeOfBirth'), data({ placeOfBirth: 'HARBIN, CHINA' }))?.value).toBe('CHINA');
  });

  it('a Hangul spouse name is not offered for the English name boxes, a Latin one is', () => {
    const boxes = sectionDef('spouseInfo').fields.filter((f) => f.suggestFrom === 'spouseName');
    expect(boxes.length).toBe(2);
    for (const box of boxes) expect(visaSuggestionFor(box, data({ spouseName: '박지은' }))).toBeNull();
    expect(boxes.map((b) => visaSuggestionFor(b, data({ spouseName: 'PARK JIEUN' }))?.value).sort()).toEqual([
      'JIEUN',
      'PARK',
    ]);
  });

  it('a place of marriage in Chinese characters is not offered for the English box', () => {
    const place = of('relationshipDetails', 'marriagePlace');
    expect(visaSuggestionFor(place, data({ marriagePlace: '辽宁省沈阳市' }))).toBeNull();
    expect(visaSuggestionFor(place, data({ marriagePlace: 'Shenyang, China' }))?.value).toBe('Shenyang, China');
  });
});
