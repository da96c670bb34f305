import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileLinguiMessage } from '@/i18n/compile';
import { AppI18n } from '@/i18n/i18n';

// Production Lingui compiles nothing at run time (the tests' NODE_ENV does): the app's own compiler
// must turn the catalogs' plurals into Lingui's tokens, or the page shows "{count, plural, ...}" raw.
const render = (locale: 'en' | 'ko', message: string, values: Record<string, unknown>) => {
  const i18n = new AppI18n({ locale, messages: { [locale]: { m: message } } });
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

describe('the catalogs count with plurals, never "1 items"', () => {
  const catalog = (lang: 'en' | 'ko') =>
    JSON.parse(readFileSync(`locales/${lang}/common.json`, 'utf8')) as Record<string, string>;
  const en = catalog('en');
  const ko = catalog('ko');
  const say = (lang: 'en' | 'ko', id: string, values: Record<string, unknown>) =>
    render(lang, (lang === 'en' ? en : ko)[id].replace(/\{\{(\w+)\}\}/g, '{$1}'), values);

  it.each([
    [
      'final.not_ready_body',
      { count: 1 },
      '1 item on the checklist still needs work',
      '3 items on the checklist still need work',
    ],
    ['final.sections_left', { sectionsLeft: 1 }, '1 of 5 sections still has', '3 of 5 sections still have'],
    [
      'final.open_findings_first',
      { openFindings: 1 },
      '1 fact in your answers does not agree',
      '3 facts in your answers do not agree',
    ],
    ['status.form.missing', { count: 1 }, '1 question still needs an answer', '3 questions still need an answer'],
    ['progress.left.documents_not_ready', { count: 1 }, '1 document not ready', '3 documents not ready'],
    [
      'progress.left.official_form',
      { count: 1, form: 'Invitation letter' },
      'Invitation letter: 1 question left',
      'Invitation letter: 3 questions left',
    ],
    ['status.form.left', { count: 1 }, '1 question left', '3 questions left'],
    [
      'status.task.disagrees_form',
      { count: 1, form: 'Invitation letter' },
      'Invitation letter has 1 question left',
      'Invitation letter has 3 questions left',
    ],
    ['status.evidence.elsewhere', { photos: 1, messages: 1 }, '1 photo and 1 message', '3 photos and 3 messages'],
    ['progress.left.eligibility_failing', { count: 1 }, '1 check not met', '3 checks not met'],
    ['documents.count_ready', { total: 1, added: '0' }, '0 of 1 document ready', '0 of 3 documents ready'],
    ['eligibility.answered', { total: 1, answered: '0' }, '0 of 1 question answered', '0 of 3 questions answered'],
    ['guides.evidence.messages_chosen', { total: 1, count: '0' }, '0 of 1 message chosen', '0 of 3 messages chosen'],
    ['rehearsal.status.none', { total: 1 }, 'Not rehearsed yet · 1 question', 'Not rehearsed yet · 3 questions'],
    ['statements.topics_answered', { total: 1, answered: '0' }, '0 of 1 topic answered', '0 of 3 topics answered'],
    ['timeline.progress.completed_of', { total: 1, completed: '0' }, '0 of 1 task completed', '0 of 3 tasks completed'],
    ['logout.confirm_body', { count: 1 }, '1 recent change could not', '3 recent changes could not'],
  ] as const)('%s: one and other in English, the number in Korean', (id, one, singular, several) => {
    const three = Object.fromEntries(Object.entries(one).map(([k, v]) => [k, typeof v === 'number' ? 3 : v]));
    expect(say('en', id, one)).toContain(singular);
    expect(say('en', id, three)).toContain(several);
    const koThree = say('ko', id, three);
    expect(koThree).toMatch(/3/);
    expect(koThree).not.toMatch(/[{}#]|plural/);
  });

  it('no English count string prints a number before a fixed plural noun', () => {
    // A placeholder named like a count, directly before a plural noun, is the "1 items" shape.
    const fixed = Object.entries(en).filter(([, text]) =>
      /\{\{(count|n|total)\}\} (items|questions|documents|files|checks|answers|sections|findings|changes|visits|messages|topics|tasks)\b/.test(
        text,
      ),
    );
    expect(fixed).toEqual([]);
  });
});

describe('the number in a plural, written without Intl.NumberFormat', () => {
  // The app's I18n (src/i18n/i18n.ts): whole numbers from 1,000 grouped as English and Korean write them.
  const app = (locale: 'en' | 'ko', message: string) => {
    const i18n = new AppI18n({ locale, messages: { [locale]: { m: message } } });
    i18n.setMessagesCompiler(compileLinguiMessage);
    return i18n;
  };

  it('is the plural argument itself, grouped from 1,000, with the plural form still chosen by the number', () => {
    const en = app('en', '{total, plural, one {{count} of # message chosen} other {{count} of # messages chosen}}');
    expect(en._('m', { total: 1, count: 1 })).toBe('1 of 1 message chosen');
    expect(en._('m', { total: 999, count: 2 })).toBe('2 of 999 messages chosen');
    expect(en._('m', { total: 1000, count: 2 })).toBe('2 of 1,000 messages chosen');
    expect(en._('m', { total: 1234567, count: 15 })).toBe('15 of 1,234,567 messages chosen');
    expect(en._({ id: 'm', values: { total: 12345, count: 3 } })).toBe('3 of 12,345 messages chosen');
    expect(en.t({ id: 'm', values: { total: 2500, count: 0 } })).toBe('0 of 2,500 messages chosen');
    expect(en._('m', { total: 1.5, count: 1 })).toBe('1 of 1.5 messages chosen');
    expect(en._('m', { total: 1234.5, count: 1 })).toBe('1 of 1,234.5 messages chosen');
    const ko = app('ko', '{total, plural, other {메시지 #개 중 {count}개 선택}}');
    expect(ko._('m', { total: 4321, count: 7 })).toBe('메시지 4,321개 중 7개 선택');
  });

  it('the same text as Intl.NumberFormat writes, for every whole number tried', () => {
    const en = app('en', '{n, plural, one {# item} other {# items}}');
    const ko = app('ko', '{n, plural, other {#개}}');
    for (const n of [0, 1, 2, 7, 12, 999, 1000, 1001, 9999, 10000, 123456, 1000000, 98765432]) {
      expect(en._('m', { n })).toBe(`${new Intl.NumberFormat('en').format(n)} ${n === 1 ? 'item' : 'items'}`);
      expect(ko._('m', { n })).toBe(`${new Intl.NumberFormat('ko').format(n)}개`);
    }
  });

  it('leaves a plain placeholder as given: a year is never grouped', () => {
    const en = app('en', '{count, plural, one {# visit in {year}} other {# visits in {year}}}');
    expect(en._('m', { count: 1200, year: 2026 })).toBe('1,200 visits in 2026');
  });

  it("never reaches Lingui's plural, which builds an Intl.NumberFormat for every plural (its ICU set-up)", () => {
    // Lingui caches its formatter across calls, so a spy would see nothing once any plural ran: the
    // compiled form itself is checked, for every plural in both catalogs.
    for (const lang of ['en', 'ko'] as const) {
      const catalog = JSON.parse(readFileSync(`locales/${lang}/common.json`, 'utf8')) as Record<string, string>;
      for (const [id, text] of Object.entries(catalog)) {
        if (!text.includes(', plural,')) continue;
        const tokens = JSON.stringify(compileLinguiMessage(text.replace(/\{\{(\w+)\}\}/g, '{$1}')));
        expect(tokens, `${lang} ${id}`).not.toMatch(/"plural"|"#"/);
      }
    }
    const en = app('en', '{count, plural, =0 {none} one {# fact} other {# facts}}');
    expect([0, 1, 2, 3000].map((count) => en._('m', { count }))).toEqual(['none', '1 fact', '2 facts', '3,000 facts']);
  });
});
