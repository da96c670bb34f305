/**
 * D28: what every couple reads (the statements' guiding questions and hints, the rehearsal's
 * questions, the financial guide's cases and documents) carries no US-only example: no FBI, no
 * Seattle, no US income or fee. US-only parts exist only where the couple's facts select them.
 */
import { describe, expect, it } from 'vitest';
import type { Localized } from '@/domain/common';
import { baseIncomeDocuments, employeeIncomeDocuments, financialCaseGuides } from '@/domain/guides/financial-catalog';
import { questionSpecs } from '@/domain/rehearsal/catalog';
import { topicGuides } from '@/domain/statement-topics';

const usOnly = /FBI|Seattle|시애틀|\bUS\b|U\.S\.|미국|apostille|아포스티유|\bstate\b|US\$|달러/;
const texts = (xs: Array<Localized | undefined>) => xs.flatMap((x) => (x ? [x.en, x.ko] : []));

describe('no US-only example in what every couple reads', () => {
  it('the statements: titles, guiding questions, hints and notes', () => {
    for (const g of Object.values(topicGuides)) {
      const all = texts([
        g.title,
        g.hint,
        ...g.questions.personal,
        ...g.questions.sponsor,
        g.note?.personal,
        g.note?.sponsor,
      ]);
      for (const t of all) expect(t, g.topic).not.toMatch(usOnly);
    }
  });

  it("the rehearsal's questions, as asked of each spouse", () => {
    for (const q of questionSpecs)
      for (const t of texts([q.ask.sponsor, q.ask.applicant])) expect(t, q.id).not.toMatch(usOnly);
  });

  it("the financial guide's cases and documents", () => {
    const items = [
      ...baseIncomeDocuments,
      ...employeeIncomeDocuments,
      ...Object.values(financialCaseGuides).flatMap((c) => c.documents),
    ];
    for (const c of Object.values(financialCaseGuides))
      for (const t of texts([c.title, c.summary])) expect(t, c.id).not.toMatch(usOnly);
    for (const item of items) for (const t of texts([item.label, item.detail])) expect(t, item.id).not.toMatch(usOnly);
  });
});
