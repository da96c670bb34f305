import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compileLinguiMessage, parseCatalog } from '@/i18n/compile';
import { icuProblem } from '@/i18n/validate';
import { resolveLocale } from '@/i18n/locale';
import type * as AppI18n from '@/i18n/i18n';
import english from '../../locales/en/common.json';
// @ts-expect-error plain ESM tool module
import { fromFileText, jsonCatalogFormat, toFileText } from '../../tools/json-catalog-format.mjs';

const response = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } });

// The app's own i18n instance as it starts (test files share a worker's modules, and tests/render.tsx
// switches the missing-key handler off for the components' tests).
let activateLocale: typeof AppI18n.activateLocale;
let i18n: typeof AppI18n.i18n;
beforeEach(async () => {
  vi.resetModules();
  const fresh = await import('@/i18n/i18n');
  fresh.setBuiltInEnglish(english);
  ({ activateLocale, i18n } = fresh);
});

describe('resolveLocale', () => {
  it.each([
    ['?lang=ko', null, 'ko'],
    ['?lang=en', 'ko', 'en'],
    ['?lang=fr', 'ko', 'ko'],
    ['?lang=fr', null, 'en'],
    ['', 'ko', 'ko'],
    ['', 'de', 'en'],
    ['?lang=KO', null, 'en'],
  ])('%s with saved %s -> %s', (search, saved, expected) => expect(resolveLocale(search, saved)).toBe(expected));
});

describe('the production message path', () => {
  it('compiles {{name}} placeholders into Lingui tokens', () => {
    expect(compileLinguiMessage('{{answered}} of {{ total }} answered')).toEqual([
      ['answered'],
      ' of ',
      ['total'],
      ' answered',
    ]);
    expect(compileLinguiMessage('no placeholders')).toEqual(['no placeholders']);
    expect(compileLinguiMessage('Lingui {answered} of {{total}}')).toEqual([
      'Lingui ',
      ['answered'],
      ' of ',
      ['total'],
    ]);
  });
  it('accepts only a flat object of strings', () => {
    expect(() => parseCatalog(['x'])).toThrow();
    expect(parseCatalog({ a: 'A', b: 3, c: '' })).toEqual({ a: 'A' });
  });
});

describe('activateLocale', () => {
  afterEach(() => vi.restoreAllMocks());

  it('merges the served Korean over the built-in English; a missing key falls back to English', async () => {
    const fetcher = vi.fn(async () =>
      response(
        200,
        JSON.stringify({
          'home.apply_now': '지금 신청하기',
          'home.form_answered': '{{total}}개 중 {{answered}}개 답변',
        }),
      ),
    );
    await activateLocale('ko', fetcher as unknown as typeof fetch);
    expect(i18n._('home.apply_now')).toBe('지금 신청하기');
    expect(i18n._('home.form_answered', { answered: 3, total: 19 })).toBe('19개 중 3개 답변');
    expect(i18n._('common.logout')).toBe('Logout');
    expect(i18n._('totally.unknown_key')).toBe('Unknown key');
  });

  it('keeps the built-ins and logs the status when the file is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await activateLocale('ko', (async () => response(404, 'Not found')) as unknown as typeof fetch);
    expect(i18n._('home.apply_now')).toBe('Apply now');
    expect(warn).toHaveBeenCalledWith('Failed to load translations: 404');
  });

  it('shows English as English and says so when the file is unusable (empty, not strings); the language stays chosen', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('locale', 'ko');
    for (const body of ['{}', JSON.stringify({ 'home.apply_now': 42 }), '<html></html>']) {
      await activateLocale('ko', (async () => response(200, body)) as unknown as typeof fetch);
      expect(i18n.locale).toBe('en');
      expect(document.documentElement.lang).toBe('en');
      expect(i18n._('home.apply_now')).toBe('Apply now');
    }
    expect(localStorage.getItem('locale')).toBe('ko');
  });

  it('shows English for an entry whose placeholders are not the English ones (a number would vanish)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const served = { 'status.form.count': '{{zzz}}개 중 {{answered}}개 답변', 'home.apply_now': '지금 신청하기' };
    await activateLocale('ko', (async () => response(200, JSON.stringify(served))) as unknown as typeof fetch);
    expect(i18n._('status.form.count', { answered: 3, total: 19 })).toBe('3 answered of 19');
    expect(i18n._('home.apply_now')).toBe('지금 신청하기');
  });

  it('keeps the built-ins when the file is broken', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await activateLocale('ko', (async () => response(200, '{"home.apply_now": ')) as unknown as typeof fetch);
    expect(i18n._('home.apply_now')).toBe('Apply now');
  });
});

describe('catalog file format', () => {
  it('converts top-level placeholders and leaves ICU alone, both ways', () => {
    for (const s of ['Hello {name}', '{count, plural, one {# task} other {# tasks}}', 'No braces', 'A {x} and {y}']) {
      expect(fromFileText(toFileText(s))).toBe(s);
    }
    expect(toFileText('Question {number} of {total}')).toBe('Question {{number}} of {{total}}');
  });
  it('round-trips the real English file through parse and serialize', () => {
    const format = jsonCatalogFormat();
    const text = readFileSync(resolve(process.cwd(), 'locales/en/common.json'), 'utf8');
    const catalog = format.parse(text, { locale: 'en', sourceLocale: 'en', filename: 'x' });
    expect(format.serialize(catalog, { locale: 'en', sourceLocale: 'en', filename: 'x', existing: text })).toBe(text);
  });

  it('shows English for an entry that does not parse (a broken plural), logs it, and keeps the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const served = {
      'home.apply_now': '{count, plural, one {# 개} other {# 개}',
      'common.logout': '로그아웃',
      'save.saved': 'a } b',
    };
    await activateLocale('ko', (async () => response(200, JSON.stringify(served))) as unknown as typeof fetch);
    expect(i18n._('home.apply_now')).toBe('Apply now');
    expect(i18n._('save.saved')).toBe('Saved on this device');
    expect(i18n._('common.logout')).toBe('로그아웃');
    expect(warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('does not parse'))).toHaveLength(2);
  });
});

describe('icuProblem (the check the app and npm run i18n:check share)', () => {
  it.each([
    ['Hello {{name}}', true],
    ['{count, plural, one {# file} other {# files}}', true],
    ['x {gender, select, male {he} other {they}} y', true],
    ['{count, plural, one {# file} other {# files}', false],
    ['{count, plural, one {# file}}', false],
    ['{count, plurl, other {x}}', false],
    ['a } b', false],
    ['{{name', false],
  ])('%s parses: %s', (text, ok) => expect(icuProblem(text) === null).toBe(ok));
});
