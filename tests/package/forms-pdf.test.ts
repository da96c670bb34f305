// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { formIds } from '@/domain/forms';
import type { FormId } from '@/domain/forms/types';
import { formItemValues } from '@/domain/package/item-values';
import { emptyPeople, withFact, type PersonFactRef } from '@/domain/people';
import { formLayouts } from '@/domain/package/layouts';
import type { AnswerBox, FormLayout } from '@/domain/package/layout-types';
import { newDocument } from '@/features/final-application/pdf/engine';
import { Pen } from '@/features/final-application/pdf/pen';
import { formText, layoutKeys, renderForm } from '@/features/final-application/pdf/render-form';
import { fixtureAnswers } from './fixture';
import { pageTexts, squash, testEngine } from './pdf-text';

function checkOptions(layout: FormLayout): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (box: AnswerBox) => {
    if (box.kind !== 'check') return;
    const set = out.get(box.item) ?? new Set<string>();
    box.options.forEach((o) => set.add(o.value));
    out.set(box.item, set);
  };
  for (const page of layout.pages)
    for (const b of page.blocks) {
      if (b.type === 'question' && b.answer) add(b.answer);
      const rows = b.type === 'row' ? [b] : b.type === 'group' ? b.rows : [];
      for (const r of rows) for (const c of r.cells) if (c.type === 'answer') add(c.box);
    }
  return out;
}

// Every item answered: the guarantee's two 漢字 boxes too (the fixture's applicant has no Hanja name; here both do).
const everyItem: typeof fixtureAnswers = {
  ...fixtureAnswers,
  'personal-guarantee': {
    ...fixtureAnswers['personal-guarantee'],
    'pg.applicant-hanja': { hanjaName: '史珍' },
    'pg.guarantor-name': { fullName: '김민수', hanjaName: '金旼秀' },
  },
};

// The English back of the guarantee prints the Latin versions (D26): the people records hold them.
const latinVersions = [
  [{ role: 'applicant', fact: 'addressKorea', script: 'latin' }, '400 World Cup-buk-ro, Mapo-gu, Seoul'],
  [{ role: 'sponsor', fact: 'addressKorea', script: 'latin' }, '400 World Cup-buk-ro, Mapo-gu, Seoul'],
  [{ role: 'sponsor', fact: 'employer', script: 'latin' }, 'Hanbit Soft Co., Ltd.'],
  [{ role: 'sponsor', fact: 'familyName' }, 'KIM'],
  [{ role: 'sponsor', fact: 'givenNames' }, 'MINSU'],
] as const satisfies ReadonlyArray<readonly [PersonFactRef, string]>;
const latinPeople = latinVersions.reduce(
  (people, [ref, value]) => withFact(people, ref, value, '2026-11-01T00:00:00Z'),
  emptyPeople(),
);

describe.each(formIds)('%s as a PDF', (formId: FormId) => {
  const layout = formLayouts[formId];
  const values = formItemValues(formId, everyItem[formId], formId === 'personal-guarantee' ? latinPeople : undefined);

  test('every item of the layout has a value and every value a box', () => {
    const keys = new Set(layoutKeys(layout));
    for (const item of layout.items) expect(keys, `layout box for ${item.key}`).toContain(item.key);
    for (const key of keys)
      expect(
        layout.items.map((i) => i.key),
        `label for ${key}`,
      ).toContain(key);
    for (const key of Object.keys(values)) expect(keys, `box for value ${key}`).toContain(key);
  });

  test('ticked values are options the form prints', () => {
    const options = checkOptions(layout);
    expect(options.size).toBeGreaterThan(1);
    for (const [key, v] of Object.entries(values)) {
      if (v?.kind !== 'check') continue;
      // 9.1's "none" is the app's own answer: the form prints no box for it, so nothing is ticked.
      for (const chosen of v.chosen)
        if (!(key === '9.1' && chosen === 'none')) expect(options.get(key), `${key}=${chosen}`).toContain(chosen);
    }
  });

  test('each answer stands on the page of its item; nothing unanswered, nothing overfull', async () => {
    const engine = await testEngine();
    const { doc, font, fallbacks } = await newDocument(engine);
    const pen = new Pen(engine.lib, doc, font, fallbacks);
    const report = renderForm(pen, layout, values);
    expect(report.overfull).toEqual([]);
    expect(report.unanswered).toEqual([]);
    // Optional items too: every box of the form has its answer.
    // (The guarantee's English back leaves an optional box empty whose answer is only in Korean: D26.)
    for (const item of layout.items)
      if (!item.key.includes('sign') && !(item.optional && item.key.startsWith('en.')))
        expect(values[item.key]?.kind ?? 'missing', item.key).not.toBe('missing');
    expect(pen.unrenderable).toEqual([]);
    const texts = await pageTexts(await doc.save());
    expect(report.pageCount).toBe(texts.length);
    let checked = 0;
    for (const [key, v] of Object.entries(values)) {
      const page = report.placed.get(key);
      if (v?.kind === 'text') {
        expect(texts[page ?? -1] ?? '', `${key} on page ${page}`).toContain(squash(formText(v.text)).slice(0, 40));
        checked++;
      }
      if (v?.kind === 'rows')
        for (const cell of v.rows.flat().filter(Boolean)) {
          expect(texts[page ?? -1] ?? '', `${key} cell on page ${page}`).toContain(squash(formText(cell)));
          checked++;
        }
    }
    expect(checked).toBeGreaterThan(10);
    // The Hanja names stand in their boxes on both sides (Korean front, English back).
    if (formId === 'personal-guarantee')
      for (const side of [0, 1])
        for (const name of ['史珍', '金旼秀']) expect(texts[side], `${name} on side ${side}`).toContain(name);
  });
});

test.skipIf(!process.env.PKG_DUMP)('dump the fixture forms for a look', async () => {
  const { writeFileSync } = await import('node:fs');
  const engine = await testEngine();
  for (const formId of formIds) {
    const { doc, font, fallbacks } = await newDocument(engine);
    const pen = new Pen(engine.lib, doc, font, fallbacks);
    renderForm(pen, formLayouts[formId], formItemValues(formId, everyItem[formId]));
    const bytes = await doc.save();
    expect(bytes.length).toBeGreaterThan(0);
    writeFileSync(`${process.env.PKG_DUMP}/${formId}.pdf`, bytes);
  }
});
