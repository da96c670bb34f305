import { describe, expect, it } from 'vitest';
import type { Localized } from '../../../src/domain/common';
import { questionTotals, progressKeys } from '../../../src/domain/progress';
import {
  formIds,
  formReference,
  forms,
  formTotals,
  getForm,
  getQuestion,
  isFormId,
  progressKeyOf,
} from '../../../src/domain/forms';
import type { FormDef, QuestionDef } from '../../../src/domain/forms/types';

const HANGUL = /[\uAC00-\uD7A3]/;
const allForms: FormDef[] = formIds.map((id) => forms[id]);
const allQuestions: QuestionDef[] = allForms.flatMap((f) => f.questions);

function localizedTexts(form: FormDef): Array<[string, Localized]> {
  const out: Array<[string, Localized]> = [
    [`${form.id} title`, form.title],
    [`${form.id} officialName`, form.officialName],
    [`${form.id} description`, form.description],
    ...form.sections.map((s): [string, Localized] => [`${form.id} section ${s.id}`, s.title]),
  ];
  for (const q of form.questions) {
    out.push([`${q.id} title`, q.title], [`${q.id} help`, q.help]);
    if (q.group) out.push([`${q.id} rowLabel`, q.group.rowLabel]);
    for (const f of q.fields) {
      out.push([`${q.id}.${f.id} label`, f.label]);
      if (f.help) out.push([`${q.id}.${f.id} help`, f.help]);
      if (f.placeholder) out.push([`${q.id}.${f.id} placeholder`, f.placeholder]);
      for (const o of f.options ?? []) out.push([`${q.id}.${f.id} option ${o.value}`, o.label]);
    }
  }
  return out;
}

describe('form registry', () => {
  it('has the spec totals: 19, 52 and 30 questions', () => {
    expect(forms['personal-guarantee'].questions).toHaveLength(19);
    expect(forms['invitation-letter'].questions).toHaveLength(52);
    expect(forms['spouse-information'].questions).toHaveLength(30);
    expect(formTotals).toEqual({ 'personal-guarantee': 19, 'invitation-letter': 52, 'spouse-information': 30 });
  });

  it('agrees with the progress module on totals and progress keys', () => {
    expect(formTotals).toEqual(questionTotals);
    for (const id of formIds) expect(progressKeyOf(id)).toBe(progressKeys[id]);
  });

  it('has the official item counts 25, 79 and 13', () => {
    expect(forms['personal-guarantee'].officialItems).toHaveLength(25);
    expect(forms['invitation-letter'].officialItems).toHaveLength(79);
    expect(forms['spouse-information'].officialItems).toHaveLength(13);
  });

  it('keys every form by its own id and answers who fills it in which language', () => {
    for (const id of formIds) expect(getForm(id).id).toBe(id);
    expect(forms['personal-guarantee']).toMatchObject({
      answeredBy: 'sponsor',
      answerLanguage: 'ko',
      progressKey: 'personalGuarantee',
    });
    expect(forms['invitation-letter']).toMatchObject({
      answeredBy: 'sponsor',
      answerLanguage: 'ko',
      progressKey: 'invitationLetter',
    });
    expect(forms['spouse-information']).toMatchObject({
      answeredBy: 'applicant',
      answerLanguage: 'ko-or-en',
      progressKey: 'spouseInformation',
    });
  });

  it.each([
    ['personal-guarantee', true],
    ['invitation-letter', true],
    ['spouse-information', true],
    ['personalGuarantee', false],
    ['', false],
    [undefined, false],
    [42, false],
    ['toString', false],
  ])('isFormId(%s) is %s', (value, expected) => {
    expect(isFormId(value)).toBe(expected);
  });

  it('records a source checked on 2026-11-22 for every form', () => {
    for (const form of allForms) {
      expect(form.source.asOf).toBe('2026-11-22');
      expect(form.source.title).not.toBe('');
    }
  });
});

describe('question definitions', () => {
  it('uses ids unique across all forms, prefixed by form', () => {
    const ids = allQuestions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    const prefix = { 'personal-guarantee': 'pg.', 'invitation-letter': 'il.', 'spouse-information': 'si.' } as const;
    for (const q of allQuestions) {
      expect(q.id.startsWith(prefix[q.formId])).toBe(true);
      expect(q.id.slice(3)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(getQuestion(q.id)).toBe(q);
    }
  });

  it('keeps each question in its own form and in one of its sections', () => {
    for (const form of allForms) {
      const sectionIds = new Set(form.sections.map((s) => s.id));
      for (const q of form.questions) {
        expect(q.formId).toBe(form.id);
        expect(sectionIds.has(q.sectionId), `${q.id} section ${q.sectionId}`).toBe(true);
      }
      for (const s of form.sections)
        expect(
          form.questions.some((q) => q.sectionId === s.id),
          `empty section ${s.id}`,
        ).toBe(true);
    }
  });

  it('uses field ids unique within a question, with options for choices only', () => {
    for (const q of allQuestions) {
      const ids = q.fields.map((f) => f.id);
      expect(q.fields.length, q.id).toBeGreaterThan(0);
      expect(new Set(ids).size, q.id).toBe(ids.length);
      for (const f of q.fields) {
        const isChoice = f.type === 'choice' || f.type === 'multiChoice';
        expect(Boolean(f.options?.length), `${q.id}.${f.id}`).toBe(isChoice);
        if (f.options) expect(new Set(f.options.map((o) => o.value)).size).toBe(f.options.length);
        if (f.min !== undefined && f.max !== undefined) expect(f.min).toBeLessThan(f.max);
      }
    }
  });

  it('has non-empty English and Korean text everywhere, and the Korean is in Hangul', () => {
    for (const form of allForms) {
      for (const [where, text] of localizedTexts(form)) {
        expect(text.en.trim(), `${where} (en)`).not.toBe('');
        expect(text.ko.trim(), `${where} (ko)`).not.toBe('');
        expect(HANGUL.test(text.ko), `${where} (ko) has no Hangul: ${text.ko}`).toBe(true);
      }
    }
  });

  it('gives real help, not a repeat of the title', () => {
    for (const q of allQuestions) {
      expect(q.help.en.length, q.id).toBeGreaterThan(20);
      expect(q.help.en).not.toBe(q.title.en);
      expect(q.help.ko).not.toBe(q.title.ko);
    }
  });

  it('sets who answers each question as the form does', () => {
    for (const form of allForms) for (const q of form.questions) expect(q.answeredBy, q.id).toBe(form.answeredBy);
  });

  it('groups exactly the table questions, with sensible row bounds', () => {
    for (const q of allQuestions) {
      expect(q.kind === 'group', q.id).toBe(q.group !== undefined);
      if (q.group) {
        expect(q.group.minRows).toBeGreaterThanOrEqual(0);
        expect(q.group.maxRows).toBeGreaterThanOrEqual(Math.max(1, q.group.minRows));
      }
    }
    expect(getQuestion('il.witnesses')?.group).toMatchObject({ minRows: 2, maxRows: 2 });
    expect(getQuestion('il.family-awareness')?.group?.minRows).toBe(2);
    expect(getQuestion('si.latest-korea-visit')?.kind).toBe('fields');
    expect(getQuestion('si.earlier-korea-visits')?.group?.maxRows).toBe(2);
  });

  it('marks a question optional only when none of its fields is required', () => {
    for (const q of allQuestions) {
      if (q.kind === 'fields') expect(q.required, q.id).toBe(q.fields.some((f) => f.required));
      else expect(q.required, q.id).toBe(true);
    }
  });

  it('bounds birth and marriage dates to the past', () => {
    for (const q of allQuestions)
      for (const f of q.fields)
        if (f.type === 'date' && /dateOfBirth|naturalisation/i.test(f.id))
          expect(f.notInFuture, `${q.id}.${f.id}`).toBe(true);
    expect(getQuestion('il.marriage-report')?.fields[0].notInFuture).toBe(true);
  });

  it('limits the guarantee to 2..4 years', () => {
    const years = getQuestion('pg.guarantee-period')?.fields.find((f) => f.id === 'years');
    expect(years).toMatchObject({ type: 'number', min: 2, max: 4 });
  });
});

describe('official item coverage', () => {
  it.each(formIds)('%s: every official item is covered by exactly one question', (id) => {
    const form = forms[id];
    const covered = form.questions.flatMap((q) => q.officialItems);
    expect(new Set(form.officialItems).size).toBe(form.officialItems.length);
    expect([...covered].sort()).toEqual([...form.officialItems].sort());
  });

  it.each(formIds)('%s: a question without items continues an item listed by an earlier question', (id) => {
    const form = forms[id];
    const seen = new Set<string>();
    for (const q of form.questions) {
      if (q.officialItems.length === 0) {
        expect(q.partOf, `${q.id} has neither officialItems nor partOf`).toBeDefined();
        expect(seen.has(q.partOf as string), `${q.id} partOf ${q.partOf}`).toBe(true);
      } else {
        expect(q.partOf, q.id).toBeUndefined();
      }
      q.officialItems.forEach((item) => seen.add(item));
    }
  });

  it('spreads the statement over 30 questions and gathers the guarantee and the invitation', () => {
    expect(forms['spouse-information'].questions.filter((q) => q.partOf).length).toBe(17);
    expect(forms['personal-guarantee'].questions.every((q) => q.officialItems.length >= 1)).toBe(true);
  });
});

describe('skip rules and conditional fields', () => {
  it('refer only to an earlier question of the same form and one of its fields', () => {
    for (const form of allForms) {
      form.questions.forEach((q, index) => {
        for (const rule of q.skipWhen ?? []) {
          const sourceIndex = form.questions.findIndex((s) => s.id === rule.questionId);
          expect(sourceIndex, `${q.id} -> ${rule.questionId}`).toBeGreaterThanOrEqual(0);
          expect(sourceIndex, `${q.id} -> ${rule.questionId}`).toBeLessThan(index);
          const field = form.questions[sourceIndex].fields.find((f) => f.id === rule.fieldId);
          expect(field, `${q.id} -> ${rule.questionId}.${rule.fieldId}`).toBeDefined();
          expect(rule.in.length).toBeGreaterThan(0);
          for (const value of rule.in) {
            if (field?.type === 'yesNo') expect(typeof value).toBe('boolean');
            if (field?.type === 'choice' || field?.type === 'multiChoice')
              expect(field.options?.map((o) => o.value)).toContain(value);
          }
        }
      });
    }
  });

  it("follow the invitation's own routing", () => {
    const rules = (id: string) => getQuestion(id)?.skipWhen ?? [];
    expect(rules('il.introducer-details')).toContainEqual({
      questionId: 'il.introduced',
      fieldId: 'introduced',
      in: [false],
    });
    expect(rules('il.previous-invitations')).toContainEqual({
      questionId: 'il.previously-married',
      fieldId: 'previouslyMarried',
      in: [false],
    });
    expect(rules('il.programme-exemption')).toContainEqual({
      questionId: 'il.programme-country',
      fieldId: 'listedCountry',
      in: [false],
    });
    expect(rules('il.past-jobs').map((r) => r.questionId)).toEqual(
      expect.arrayContaining(['il.child-together', 'il.current-job-income', 'il.past-year-jobs']),
    );
  });

  it('condition fields on an earlier sibling field of the same question', () => {
    for (const q of allQuestions) {
      q.fields.forEach((f, index) => {
        if (!f.showWhen) return;
        const siblingIndex = q.fields.findIndex((s) => s.id === f.showWhen?.fieldId);
        expect(siblingIndex, `${q.id}.${f.id}`).toBeGreaterThanOrEqual(0);
        expect(siblingIndex, `${q.id}.${f.id}`).toBeLessThan(index);
        const sibling = q.fields[siblingIndex];
        for (const value of f.showWhen.in) {
          if (sibling.type === 'yesNo') expect(typeof value).toBe('boolean');
          else
            expect(
              sibling.options?.map((o) => o.value),
              `${q.id}.${f.id}`,
            ).toContain(value);
        }
      });
    }
  });
});

describe('how a form names itself', () => {
  it('gives the number as printed and the revision date in the reader’s own way, never English in Korean', () => {
    const letter = getForm('invitation-letter');
    expect(formReference(letter, 'en')).toBe('별지 제19호의2서식 (rev. December 14, 2023)');
    expect(formReference(letter, 'ko')).toBe('별지 제19호의2서식 (개정 2023. 12. 14.)');
    for (const id of formIds) expect(formReference(getForm(id), 'ko')).not.toMatch(/[A-Za-z]/);
  });

  it('labels a single yes/no answer with what it is about, not with one of the answers', () => {
    const answerLabels = formIds.flatMap((id) =>
      getForm(id).questions.flatMap((q) =>
        q.fields.filter((f) => f.type === 'yesNo').map((f) => ({ id: `${q.id}.${f.id}`, ...f.label })),
      ),
    );
    expect(answerLabels.length).toBeGreaterThan(20);
    for (const label of answerLabels) {
      expect(label.en, label.id).not.toMatch(/^(Yes|No)\b/);
      expect(label.ko, label.id).not.toMatch(/^(예|아니요)\b/u);
    }
  });
});
