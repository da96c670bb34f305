import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formTexts, forms } from '../../../src/domain/forms';
import { textsProblems } from '../../../src/domain/forms/merge';
import { formIds, formShapes } from '../../../src/domain/forms/structure';
import type { FormTexts } from '../../../src/domain/forms/types';

const copy = (texts: FormTexts): FormTexts => structuredClone(texts);

describe("the forms' structure and texts", () => {
  it.each(formIds)('%s: every question, field and option has its words in both languages, none orphaned', (id) => {
    expect(textsProblems(formShapes[id], formTexts[id])).toEqual([]);
  });

  it('finds a question id typo on either side', () => {
    const texts = copy(formTexts['invitation-letter']);
    texts.questions['il.home-typo'] = texts.questions['il.home'];
    delete texts.questions['il.home'];
    expect(textsProblems(formShapes['invitation-letter'], texts)).toEqual([
      'il.home: no texts',
      'il.home-typo: texts for a question the form does not have',
    ]);
  });

  it('finds a field or option without words, and words for a field or option that does not exist', () => {
    const texts = copy(formTexts['personal-guarantee']);
    const question = texts.questions['pg.applicant-birth-sex'];
    question.fields.sexe = question.fields.sex;
    delete question.fields.sex;
    const period = texts.questions['pg.guarantee-period'].fields.startsFrom;
    period.options = { entry: period.options!.entry, dated: period.options!.date };
    expect(textsProblems(formShapes['personal-guarantee'], texts)).toEqual([
      'pg.applicant-birth-sex.sex: no texts',
      'pg.applicant-birth-sex.sexe: texts for a field the question does not have',
      'pg.guarantee-period.startsFrom: option date has no label',
      'pg.guarantee-period.startsFrom: label for option dated, which the field does not have',
    ]);
  });

  it('finds a text in one language only, a missing row label and a section without a title', () => {
    const texts = copy(formTexts['spouse-information']);
    texts.questions['si.family-name'].help = { en: 'Copy it.', ko: '' };
    delete texts.questions['si.siblings'].rowLabel;
    delete texts.sections.family;
    expect(textsProblems(formShapes['spouse-information'], texts)).toEqual([
      'si.family-name: help not in both languages',
      'si.siblings: no row label',
      'section family: no title',
    ]);
  });

  it('merges the words onto the structure without changing it', () => {
    for (const id of formIds) {
      const shape = formShapes[id];
      const form = forms[id];
      expect(form.questions.map((q) => q.id)).toEqual(shape.questions.map((q) => q.id));
      form.questions.forEach((q, i) => {
        const s = shape.questions[i];
        expect(q.fields.map((f) => [f.id, f.type, f.required, f.options?.map((o) => o.value)])).toEqual(
          s.fields.map((f) => [f.id, f.type, f.required, f.options?.map((o) => o.value)]),
        );
        expect(q.skipWhen).toEqual(s.skipWhen);
        expect(q.title.en).toBe(formTexts[id].questions[q.id].title.en);
      });
    }
  });
});

/** The modules a file imports, followed through relative and `@/` paths (type-only imports too). */
function closure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  for (const [, spec] of source.matchAll(/(?:from |import\()'([^']+)'/g)) {
    if (!spec.startsWith('.') && !spec.startsWith('@/')) continue;
    const base = spec.startsWith('@/') ? resolve('src', spec.slice(2)) : resolve(dirname(entry), spec);
    for (const file of [`${base}.ts`, `${base}/index.ts`])
      try {
        readFileSync(file);
        closure(file, seen);
        break;
      } catch {
        // not this one
      }
  }
  return seen;
}

describe('what the structure brings', () => {
  it.each([
    'src/domain/forms/structure.ts',
    'src/domain/forms/completion.ts',
    'src/domain/forms/validate.ts',
    'src/data/index.ts',
    'src/domain/status/index.ts',
    'src/domain/audit/index.ts',
  ])('%s imports no texts module', (entry) => {
    const texts = [...closure(resolve(entry))].filter((f) =>
      /\.texts\.ts$|texts-common\.ts$|forms\/index\.ts$/.test(f),
    );
    expect(texts).toEqual([]);
  });
});
