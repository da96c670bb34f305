/**
 * Where the applicant lives, typed letter by letter (D11, D28): what is stored is the country the
 * user typed, never a two-letter guess taken on the way ("Ph" read as the code PH, then shown as
 * "Philippines" under the cursor so that the next letters spoil it), and the timeline's mission reads it.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { deriveCouple } from '@/domain/couple';
import { missionOfCouple } from '@/domain/missions';
import { WhereYouLive } from '@/features/eligibility/components/where-you-live';
import type { EligibilityPatch, StoredEligibility } from '@/features/eligibility/model';
import { renderWithProviders } from '../render';

function Harness({ onStore }: { onStore: (answers: StoredEligibility) => void }) {
  const [answers, setAnswers] = useState({} as StoredEligibility);
  const onChange = (patch: EligibilityPatch) =>
    setAnswers((current) => {
      const next = { ...current, ...patch } as StoredEligibility;
      onStore(next);
      return next;
    });
  return <WhereYouLive answers={answers} onChange={onChange} />;
}

async function typeResidence(text: string): Promise<StoredEligibility> {
  let last = {} as StoredEligibility;
  renderWithProviders(<Harness onStore={(a) => (last = a)} />);
  const input = screen.getByTestId('eligibility-applicant-residence') as HTMLInputElement;
  await userEvent.type(input, text);
  return last;
}

const missionOf = (answers: StoredEligibility) =>
  missionOfCouple(
    deriveCouple({
      people: undefined as never,
      eligibility: answers as unknown as Record<string, unknown>,
      invitation: null,
      health: null as never,
    }),
  );

describe('the applicant’s country of residence, typed', () => {
  it.each([
    ['Philippines', 'PH', 'found'],
    ['Thailand', 'TH', 'unknown'],
    ['Republic of Korea', 'KR', 'in-korea'],
    ['Vietnam', 'VN', 'choose-region'],
  ])('"%s" is stored as the country %s, and the mission reads it', async (typed, code, kind) => {
    const answers = await typeResidence(typed);
    const input = screen.getByTestId('eligibility-applicant-residence') as HTMLInputElement;
    expect(input.value).toBe(typed);
    expect(answers.applicantResidence).toBe(code);
    const mission = missionOf(answers);
    expect(mission.kind).toBe(kind);
    if (mission.kind !== 'found') expect(mission.country).toBe(code);
  });

  it('text that names no listed country stays as typed, for the readers to match or say unknown', async () => {
    const answers = await typeResidence('korea');
    expect((screen.getByTestId('eligibility-applicant-residence') as HTMLInputElement).value).toBe('korea');
    expect(missionOf(answers)).toMatchObject({ kind: 'in-korea', country: 'KR' });
  });
});
