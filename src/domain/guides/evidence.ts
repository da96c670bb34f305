/** Who the evidence bundle is prepared for: the US side (I-130) or the Korean consulate. */
export type EvidenceAudience = 'us' | 'korea';

export type EvidenceInputs = { audience: EvidenceAudience; redactionEnabled: boolean };

/** The spec's section 9 defaults. */
export const evidenceDefaults: EvidenceInputs = { audience: 'us', redactionEnabled: false };

export type EvidenceStrength = { photos: number; texts: number };

/**
 * The spec (section 4): "Evidence strength recompute sets photos and texts to 50 each".
 * Kept exactly so: the spec gives no scoring rule from the selected photos or messages.
 */
export const recomputeEvidenceStrength = (): EvidenceStrength => ({ photos: 50, texts: 50 });
