/**
 * A check no acknowledgement passes is named where it is counted (newcomer trial: "1 check that no
 * acknowledgement passes" on home and /progress, without saying which).
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { updateSection } from '@/data/sections';
import { ProgressPage } from '@/features/progress/components/progress-page';
import { renderPage, resetDatabase } from '../render';

beforeEach(resetDatabase);
afterEach(cleanup);

describe('the eligibility step names the check that blocks it', () => {
  it('a Chinese applicant whose spouse has not said the program is completed reads the program’s name', async () => {
    await updateSection('eligibility', (e) => ({
      ...e,
      fullName: 'Li Na',
      nationality: 'China',
      spouseName: '김민수',
      yearsMarried: 1,
      hasMarriageCertificate: true,
      relationshipProofLevel: 'strong',
      annualIncome: 40_000_000,
      hasHousingInKorea: true,
      koreanLanguageLevel: 'topik2plus',
      plansToLiveTogether: true,
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
