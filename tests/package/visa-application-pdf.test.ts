// @vitest-environment node
import { describe, expect, test } from 'vitest';
import type { AnswerBox, FormLayout } from '@/domain/package/layout-types';
import { visaItems } from '@/domain/visa-application';
import { visaApplicationLayout as layout } from '@/domain/visa-application/layout';
import { visaFormValues } from '@/domain/visa-application/layout-values';
import { buildFormPdf } from '@/features/final-application/pdf/build-package';
import { newDocument } from '@/features/final-application/pdf/engine';
import { Pen } from '@/features/final-application/pdf/pen';
import { layoutKeys, renderForm, slashText } from '@/features/final-application/pdf/render-form';
import { fullVisaAnswers } from '../fixtures/visa-application';
import { pageTexts, squash, testEngine } from './pdf-text';

function checkOptions(l: FormLayout): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (box: AnswerBox) => {
    if (box.kind !== 'check') return;
    out.set(box.item, new Set([...(out.get(box.item) ?? []), ...box.options.map((o) => o.value)]));
  };
  for (const page of l.pages)
    for (const b of page.blocks) {
      if (b.type === 'question' && b.answer) add(b.answer);
      const rows = b.type === 'row' ? [b] : b.type === 'group' ? b.rows : [];
      for (const r of rows) for (const c of r.cells) if (c.type === 'answer') add(c.box);
    }
  return out;
}

const render = async (values: ReturnType<typeof visaFormValues>) => {
  const engine = await testEngine();
  const { doc, font, fallbacks } = await newDocument(engine);
  const pen = new Pen(engine.lib, doc, font, fallbacks);
  const report = renderForm(pen, layout, values);
  return { report, pen, texts: await pageTexts(await doc.save()) };
};

describe('사증발급신청서 as a PDF', () => {
  const values = visaFormValues(fullVisaAnswers());

  test('five A4 pages with the form number, every item in order, a box for every value', () => {
    expect(layout.pages.map((pg) => pg.mark)).toEqual([
      '(제1쪽 / Page1)',
      '(제2쪽 / Page2)',
      '(제3쪽 / Page3)',
      '(제4쪽 / Page4)',
      '(제5쪽 / Page5)',
    ]);
    const keys = layoutKeys(layout);
    expect(keys).toEqual(layout.items.map((i) => i.key));
    for (const key of Object.keys(values)) expect(keys, `box for value ${key}`).toContain(key);
    // Each numbered item of the inventory has at least one box (the photo, date and signature are boxes for the hand).
    for (const item of visaItems.filter((it) => /^\d+\.\d+$/.test(it.no)))
      expect(
        keys.some((k) => k.split('#')[0] === item.no),
        item.no,
      ).toBe(true);
  });

  test('ticked values are boxes the form prints', () => {
    const options = checkOptions(layout);
    for (const [key, v] of Object.entries(values))
      if (v?.kind === 'check')
        for (const chosen of v.chosen) expect(options.get(key), `${key}=${chosen}`).toContain(chosen);
    expect(values['2.1']).toEqual({ kind: 'check', chosen: ['long'] });
    expect(values['8.1']).toEqual({ kind: 'check', chosen: ['marriageMigrant'] });
  });

  test('each answer stands on the page of its item; nothing unanswered, nothing overfull', async () => {
    const { report, pen, texts } = await render(values);
    expect(report.overfull).toEqual([]);
    expect(report.unanswered).toEqual([]);
    // 1.2 asks for Chinese characters (the Hanja font draws them) under the printed label "한자성명 漢字姓名".
    expect(texts[0]).toContain('杜珍');
    expect(texts[0]).toContain('1.2한자성명漢字姓名');
    expect(pen.unrenderable.map((u) => `${u.where}: ${u.chars.join('')}`)).toEqual([]);
    expect(report.pageCount).toBe(5);
    expect(texts[0]).toContain(squash('[별지 제17호서식]'));
    const pageOf: Record<string, number> = Object.fromEntries(visaItems.map((it) => [it.no, it.page - 1]));
    let checked = 0;
    for (const [key, v] of Object.entries(values)) {
      const page = report.placed.get(key);
      // The box is on the page the official form prints the item on.
      expect(page, key).toBe(pageOf[key.split('#')[0]]);
      if (v?.kind === 'text') {
        expect(texts[page ?? -1] ?? '', `${key} on page ${page}`).toContain(squash(slashText(v.text)).slice(0, 40));
        checked++;
      }
      if (v?.kind === 'rows')
        for (const cell of v.rows.flat().filter(Boolean)) {
          expect(texts[page ?? -1] ?? '', `${key} cell on page ${page}`).toContain(squash(slashText(cell)));
          checked++;
        }
    }
    expect(checked).toBeGreaterThan(60);
  });

  test('blank application: follow-ups that do not apply stay blank and unlisted; the rest is listed', async () => {
    const forms = {
      basicInfo: { usedOtherNames: false, livesElsewhere: false },
      spouseInfo: null,
      relationshipDetails: null,
      financialInfo: { occupation: 'retired' },
      travelHistory: null,
    };
    const { report } = await render(visaFormValues(forms));
    const unanswered = report.unanswered.map((u) => u.key);
    expect(unanswered).toContain('1.1#familyName');
    expect(unanswered).toContain('8.6');
    for (const key of ['1.8#familyName', '1.8#givenNames', '4.2', '7.2#name', '1.2', '1.7', '2.1', '8.1', '8.1#other'])
      expect(unanswered, key).not.toContain(key);
  });

  test('a long table continues on the attached sheet', async () => {
    const forms = fullVisaAnswers();
    forms.travelHistory.koreaVisits = 30;
    forms.travelHistory.koreaVisitList = Array.from({ length: 30 }, (_, n) => ({
      purpose: `Visit number ${n + 1}`,
      from: '2023-01-01',
      to: '2023-01-05',
    }));
    const { report, texts } = await render(visaFormValues(forms));
    expect(report.continued).toContain('8.6#rows');
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.slice(5).join('')).toContain(squash('Visit number 30'));
  });
});

test('on its own: one PDF of five pages named for the applicant', async () => {
  const result = await buildFormPdf(
    'visa-application',
    {
      answers: {} as never,
      names: { applicant: 'DOE JANE ALICE', applicantLatin: 'DOE JANE ALICE', sponsor: '김민수' },
      today: '2026-11-23',
      visaForm: { layout, values: visaFormValues(fullVisaAnswers()) },
    },
    await testEngine(),
  );
  expect(result.pageCount).toBe(5);
  expect(result.fileName).toContain('사증발급신청서');
  expect(result.fileName).toContain('DOE JANE ALICE');
  expect((await pageTexts(result.bytes))[2]).toContain('AcmeRobotics');
});

test.skipIf(!process.env.PKG_DUMP)('dump the fixture visa form for a look', async () => {
  const { writeFileSync } = await import('node:fs');
  const engine = await testEngine();
  const { doc, font } = await newDocument(engine);
  const report = renderForm(new Pen(engine.lib, doc, font), layout, visaFormValues(fullVisaAnswers()));
  writeFileSync(`${process.env.PKG_DUMP}/visa-application.pdf`, await doc.save());
  expect(report.pageCount).toBe(5);
});
