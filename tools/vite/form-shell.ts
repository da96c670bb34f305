import { runnerImport } from 'vite';
import { resolve } from 'node:path';
import type { FormDef, FormId, QuestionDef } from '../../src/domain/forms/types';

/**
 * The static first screen of a form that has not been started: the wizard's progress lines and the
 * first question's card (who answers, in which language, the official items, its title and help),
 * in both languages, read from the form definitions themselves. A deep link to a form then shows
 * the question a new user is about to answer before any script arrives, laid out as the wizard
 * lays it out, so nothing larger appears when React takes over (the help text was the page's
 * largest text, painted 5 s in on a slow phone). A started form (src/lib/form-started.ts) or a
 * link to another question (?q=) shows only the heading: the static screen never shows a question
 * the wizard will not.
 */
export type Text = (key: string, vars?: Record<string, string | number>) => string;

type Loaded = { forms: Record<FormId, FormDef>; displayItems: (q: QuestionDef) => string[] };

export async function loadForms(root: string): Promise<Loaded> {
  const config = {
    configFile: false as const,
    root,
    logLevel: 'error' as const,
    resolve: { alias: { '@': resolve(root, 'src') } },
  };
  const [{ module: forms }, { module: skip }] = await Promise.all([
    runnerImport<Pick<Loaded, 'forms'>>(resolve(root, 'src/domain/forms/index.ts'), config),
    runnerImport<Pick<Loaded, 'displayItems'>>(resolve(root, 'src/domain/forms/skip.ts'), config),
  ]);
  return { forms: forms.forms, displayItems: skip.displayItems };
}

/** Text into HTML text or a double-quoted attribute (the shells are written as strings). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const both = (en: string, ko: string) =>
  `<span class="s-en">${escapeHtml(en)}</span><span class="s-ko">${escapeHtml(ko)}</span>`;

export function firstQuestionHtml(loaded: Loaded, formId: FormId, text: Text): string {
  const form = loaded.forms[formId];
  const question = form.questions[0];
  const total = form.questions.length;
  const language = { ko: 'forms.lang.ko', en: 'forms.lang.en', 'ko-or-en': 'forms.lang.ko_or_en', any: null }[
    question.answerLanguage
  ];
  const items = loaded.displayItems(question);
  const badges =
    `<span class="s-badge s-${question.answeredBy === 'sponsor' ? 'grape' : 'blue'}">${text(question.answeredBy === 'sponsor' ? 'forms.by_sponsor' : 'forms.by_applicant')}</span>` +
    (language ? `<span class="s-badge s-outline">${text(language)}</span>` : '') +
    (items.length > 0
      ? `<span class="s-items">${text('forms.official_items', { items: items.join(', ') })}</span>`
      : '');
  return (
    `<div class="s-q">` +
    `<div class="s-row"><b>${text('forms.question_of', { number: 1, total })}</b><span>${text('forms.answered_pct', { answered: 0, total, pct: 0 })}</span></div>` +
    `<div class="s-bar"></div>` +
    `<div class="s-row s-save"><span>${text('save.idle')}</span><b>${text('forms.all_questions')}</b></div>` +
    `<div class="s-card"><div class="s-badges">${badges}</div>` +
    `<h2>${both(question.title.en, question.title.ko || question.title.en)}</h2>` +
    `<p>${both(question.help.en, question.help.ko || question.help.en)}</p></div>` +
    `</div>`
  );
}
