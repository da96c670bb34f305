/** Who the evidence bundle is prepared for: the US side (I-130) or the Korean consulate. */
export type EvidenceAudience = 'us' | 'korea';

export type EvidenceInputs = { audience: EvidenceAudience; redactionEnabled: boolean };

/** The spec's section 9 defaults, but the Korean consulate first (an F-6 app). */
export const evidenceDefaults: EvidenceInputs = { audience: 'korea', redactionEnabled: false };

export type EvidenceStrength = { photos: number; texts: number };

/**
 * The spec (section 4): "Evidence strength recompute sets photos and texts to 50 each". D23
 * makes this the starting point with nothing selected; evidence/strength.ts follows the selection.
 */
export const recomputeEvidenceStrength = (): EvidenceStrength => ({ photos: 50, texts: 50 });
