/**
 * The copies another device's newer answers replaced, on /progress: a statement's topic is named as
 * the statements page names it, in English and Korean, and Restore makes this device's answer current.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/data';
import { readSection, updateSection } from '@/data/sections';
import { emptyStatement } from '@/domain/application';
import { applyAnswer } from '@/domain/statements';
import { ProgressPage } from '@/features/progress/components/progress-page';
import { activateLocale } from '@/i18n/i18n';
import { koFetch, renderPage, resetDatabase } from '../render';

beforeEach(resetDatabase);
afterEach(async () => {
  cleanup();
  await activateLocale('en', koFetch);
});

const mine = applyAnswer(
  emptyStatement(),
  'sponsor',
  'how_met',
  'In Busan, through my cousin',
  '2026-11-20T09:00:00.000Z',
  'en',
);

async function seedConflict() {
  await updateSection('sponsorStatement', (s) =>
    applyAnswer(s, 'sponsor', 'how_met', 'In Jeju, on a trip', '2026-11-20T10:00:00.000Z', 'en'),
  );
  await db.revisions.add({
    section: 'sponsorStatement',
    statement: mine,
    topics: ['how_met'],
    reason: 'conflict',
    at: '2026-11-20T11:00:00.000Z',
    seenAt: null,
  });
}

describe('a statement replaced by another device', () => {
  it('is named with its topic, and Restore puts this device’s answer back', async () => {
    await seedConflict();
    await renderPage(ProgressPage, { path: '/progress' });
    const card = await screen.findByTestId('revisions', {}, { timeout: 15_000 });
    expect(card.textContent).toContain('Sponsor statement (Korean spouse) · edited');
    expect(within(card).getByTestId('revision-questions').textContent).toBe('Your answers to: How we met');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Restore my answers' }));
    await waitFor(async () =>
      expect((await readSection('sponsorStatement')).extractedInfo.how_met).toBe('In Busan, through my cousin'),
    );
    await waitFor(() => expect(screen.queryByTestId('revisions')).toBeNull());
  });

  it('reads in Korean', async () => {
    await seedConflict();
    await activateLocale('ko', koFetch);
    await renderPage(ProgressPage, { path: '/progress' });
    const card = await screen.findByTestId('revisions', {}, { timeout: 15_000 });
    expect(within(card).getByTestId('revision-questions').textContent).toContain('우리가 만난 과정');
  });
});
