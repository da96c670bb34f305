import { setupI18n } from '@lingui/core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileLinguiMessage } from '@/i18n/compile';

// Production Lingui compiles nothing at run time (the tests' NODE_ENV does): the app's own compiler
// must turn the catalogs' plurals into Lingui's tokens, or the page shows "{count, plural, ...}" raw.
const render = (locale: 'en' | 'ko', message: string, values: Record<string, unknown>) => {
  const i18n = setupI18n({ locale, messages: { [locale]: { m: message } } });
  i18n.setMessagesCompiler(compileLinguiMessage);
  return i18n._('m', values);
};

describe('plurals in the production compiler', () => {
  it('picks the English form by count, with # as the number and other placeholders filled', () => {
    const m = '{count, plural, =0 {none for {who}} one {# fact for {who}} other {# facts for {who}}}';
    expect(render('en', m, { count: 0, who: 'Jane' })).toBe('none for Jane');
    expect(render('en', m, { count: 1, who: 'Jane' })).toBe('1 fact for Jane');
    expect(render('en', m, { count: 3, who: 'Jane' })).toBe('3 facts for Jane');
  });

  it('Korean (one form) and select, nested', () => {
    expect(render('ko', '{count, plural, other {#개 달라요}}', { count: 4 })).toBe('4개 달라요');
    const m = '{who, select, sponsor {초청인 {n, plural, other {#번}}} other {신청인}}';
    expect(render('ko', m, { who: 'sponsor', n: 2 })).toBe('초청인 2번');
    expect(render('ko', m, { who: 'x', n: 2 })).toBe('신청인');
  });

  it('every plural in both catalogs compiles, never shows as written', () => {
    for (const lang of ['en', 'ko'] as const) {
      const catalog = JSON.parse(readFileSync(`locales/${lang}/common.json`, 'utf8')) as Record<string, string>;
      for (const [id, text] of Object.entries(catalog)) {
        if (!/,\s*(plural|select)\s*,/.test(text)) continue;
        const shown = render(lang, text.replace(/\{\{(\w+)\}\}/g, '{$1}'), { count: 2, n: 2 });
        expect(shown, `${lang} ${id}`).not.toMatch(/plural|select|\{/);
      }
    }
  });

  it('text that does not parse is shown as written, never a crash', () => {
    expect(render('en', '{count, plural, one {# x}', { count: 1 })).toBe('{count, plural, one {# x}');
  });
});
