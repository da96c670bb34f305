import { describe, it, expect } from 'vitest';
import { evidenceDefaults, recomputeEvidenceStrength } from '../../../src/domain/guides/evidence';

describe('evidence', () => {
  it('defaults are the spec section 9 ones: audience us, redaction off', () => {
    expect(evidenceDefaults).toEqual({ audience: 'korea', redactionEnabled: false });
  });

  it('recompute sets photos and texts to 50 each (spec section 4)', () => {
    expect(recomputeEvidenceStrength()).toEqual({ photos: 50, texts: 50 });
  });

  it('returns a fresh object each time', () => {
    const a = recomputeEvidenceStrength();
    a.photos = 0;
    expect(recomputeEvidenceStrength().photos).toBe(50);
  });
});
