import { deriveCouple, type Couple } from '@/domain/couple';
import { db } from './index';
import { readPeople } from './people';
import { readSection } from './sections';

/**
 * The couple's facts (D28), read from where each is held: the people records, the eligibility
 * answers, the invitation letter's answers and the health guide. Every feature that plans or checks
 * by the couple reads this, never the raw answers.
 */
export async function readCouple(): Promise<Couple> {
  const [people, eligibility, invitation, health] = await Promise.all([
    readPeople(),
    readSection('eligibility'),
    db.formProgress.get('invitation-letter'),
    readSection('health'),
  ]);
  return deriveCouple({
    people,
    eligibility: eligibility as unknown as Record<string, unknown>,
    invitation: (invitation?.formData ?? null) as Record<string, unknown> | null,
    health: health as unknown as Record<string, unknown>,
  });
}
