/**
 * How the audit card says where a value comes from: a place that keeps its own copy already says
 * "as you typed it there" in its item, so it is not followed by a second "(typed by you)".
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { runAudit } from '@/domain/audit';
import { withFact } from '@/domain/people';
import { FindingItem } from '@/features/final-application/components/audit-card';
import { activateLocale } from '@/i18n/i18n';
import { completeAudit } from '../fixtures/audit';
import { renderPage, koFetch } from '../render';

afterEach(async () => {
  cleanup();
  await activateLocale('en', koFetch);
});

function nameFinding() {
  const input = completeAudit();
  input.documents = [];
  input.people = withFact(input.people, { role: 'applicant', fact: 'givenNames' }, 'MARIA', '2026-02-01T00:00:00.000Z');
  input.eligibility.fullName = 'DOE MARIA CLARA';
  return runAudit(input).find((f) => f.kind === 'name-vs-passport')!;
}

describe('the audit card names each place once', () => {
  it.each(['en', 'ko'] as const)('an own copy is not also "typed by you" (%s)', async (locale) => {
    await activateLocale(locale, koFetch);
    const finding = nameFinding();
    await renderPage(() => <FindingItem finding={finding} />, { path: '/final-application' });
    const card = await screen.findByTestId('finding');
    const text = card.textContent ?? '';
    if (locale === 'en') {
      expect(text).toContain('Eligibility check, Full name, as you typed it there');
      expect(text).not.toMatch(/as you typed it there \(typed by you\)/);
      // A place that holds the value typed (not an own copy) still says so.
      expect(text).toMatch(/\(typed by you\)/);
      expect(text).not.toMatch(/as the passport does/);
    } else {
      expect(text).toContain('자격 확인, 이름에 적은 값');
      expect(text).not.toMatch(/적은 값 \(/);
      expect(text).toMatch(/\(직접 입력함\)/);
    }
  });
});
