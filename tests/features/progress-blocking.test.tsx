/**
 * A check no acknowledgement passes is named where it is counted (newcomer trial: "1 check that no
 * acknowledgement passes" on home and /progress, without saying which).
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { updateSection } from '@/data/sections';
import { ProgressPage } from '@/features/progress/components/progress-page';
import { renderPage, resetDatabase } from '../render';
import { eligibleCouple } from '../fixtures/eligibility';

beforeEach(resetDatabase);
afterEach(cleanup);

describe('the eligibility step names the check that blocks it', () => {
  it('a Chinese applicant whose spouse has not said the program is completed reads the program’s name', async () => {
    // The shared eligible couple, Chinese: only the program's answer is left open.
    await updateSection('eligibility', (e) => ({
      ...e,
      ...(eligibleCouple as Partial<typeof e>),
      nationality: 'China',
    }));
    await renderPage(ProgressPage, { path: '/progress' });
    await waitFor(
      () =>
        expect(screen.getByTestId('step-eligibility-left').textContent).toContain(
          'no acknowledgement passes (the International Marriage Guidance Program)',
        ),
      { timeout: 15_000 },
    );
  });
});
