/**
 * The home page's scope statement is true for every couple (D28): the app plans for any nationality and
 * any place to apply, so it never says it is made for couples applying in the US; it says what is checked
 * only for some missions. English and Korean.
 */
import { readFileSync } from 'node:fs';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { HomePage } from '@/features/home/components/home-page';
import { renderPage, resetDatabase } from '../../render';

const korean = () =>
  ({ ok: true, json: async () => JSON.parse(readFileSync('locales/ko/common.json', 'utf8')) }) as Response;

async function scope() {
  await renderPage(HomePage, { path: '/' });
  const words = (await screen.findByTestId('home-scope')).textContent ?? '';
  cleanup();
  return words;
}

describe('home scope statement', () => {
  beforeEach(resetDatabase);
  afterEach(() => activateLocale('en'));

  it('speaks to every couple in English', async () => {
    const words = await scope();
    expect(words).toMatch(/^Made for every couple applying for the F-6-1 visa/);
    expect(words).toContain('whatever their nationalities and wherever they apply');
    expect(words).not.toMatch(/couples applying at a Korean consulate in the United States/);
    // The known limit is still said: only some missions' practical rules are checked.
    expect(words).toContain('checked only for some missions');
  });

  it('speaks to every couple in Korean', async () => {
    await activateLocale('ko', korean as unknown as typeof fetch);
    const words = await scope();
    expect(words).toMatch(/^국적이나 신청하는 곳과 상관없이 F-6-1 비자를 신청하는 모든 부부/);
    expect(words).not.toContain('미국에 있는 한국 영사관에 신청하는 부부');
  });
});
