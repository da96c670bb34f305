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
