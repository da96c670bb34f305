/**
 * The suggestion hint names where a value came from once: a value taken from the user's other answers
 * is already typed by them, so "typed by you" beside "other answers" would say it twice (English and Korean).
 */
import { readFileSync } from 'node:fs';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { SuggestionHint, type SuggestionView } from '@/ui/suggestion-hint';
import { renderWithProviders } from '../render';

const korean = () =>
  ({ ok: true, json: async () => JSON.parse(readFileSync('locales/ko/common.json', 'utf8')) }) as Response;

const text = (suggestion: SuggestionView) => {
  renderWithProviders(<SuggestionHint suggestion={suggestion} onAccept={() => {}} />);
  const words = screen.getByTestId('suggestion').textContent;
  cleanup();
  return words;
};

describe('SuggestionHint', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('says "from your other answers" once, without "typed by you"', () => {
    const words = text({ value: 'NGUYEN THI MAI', source: 'manual', confidence: 'high' });
    expect(words).toContain('Suggested from your other answers: NGUYEN THI MAI');
    expect(words).not.toContain('typed by you');
    expect(text({ value: 'X', source: undefined, confidence: 'low' })).toContain(
      'Suggested from your other answers: X',
    );
  });

  it('keeps the reading confidence, or "typed by you", for a document', () => {
    expect(text({ value: 'M1', source: 'passport', confidence: 'high' })).toContain(
      'Suggested from your passport (high confidence): M1',
    );
    expect(text({ value: 'M1', source: 'passport', confidence: 'high', typed: true })).toContain(
      'Suggested from your passport (typed by you): M1',
    );
  });

  it('says it once in Korean too', async () => {
    await activateLocale('ko', korean as unknown as typeof fetch);
    const words = text({ value: '응우옌', source: 'manual', confidence: 'high' });
    expect(words).toContain('다른 답변에서 찾은 제안: 응우옌');
    expect(words).not.toContain('직접 입력함');
  });
});
