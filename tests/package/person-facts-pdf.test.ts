// @vitest-environment node
/**
 * D20 and 21 together: a fact typed once on the people records (and on no form) is printed
 * in every box of the four official PDFs that asks it, on that item's page, and the package cover
 * does not list any of those items as blank. The newcomer tester found the visa application form's
 * 1.5 국적 blank in the package while the screen showed "UNITED STATES" from the details.
 */
import { i18n } from '@lingui/core';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { db } from '@/data';
import { saveFacts } from '@/data/people';
import { applicationFormSections, type ApplicationForms } from '@/domain/application';
import { getForm } from '@/domain/forms';
import { personFields } from '@/domain/forms/resolve';
import type { FormId } from '@/domain/forms/types';
import { formItemValues } from '@/domain/package/item-values';
import { formLayouts } from '@/domain/package/layouts';
import type { FormLayout, ItemValues } from '@/domain/package/layout-types';
import {
  factAsAsked,
  type FactHolder,
  type FactLanguage,
  type PersonFactKey,
  type PersonFactRef,
  type Script,
} from '@/domain/people';
import { migrateSectionValues } from '@/domain/visa-application/migrate';
import { resolveVisaForms } from '@/domain/visa-application/people';
import { visaSectionDef } from '@/domain/visa-application/questions';
import { isShown } from '@/domain/visa-application/validate';
import { readSection, updateSection } from '@/data/sections';
import { saveAnswer } from '@/features/forms/repo';
import { buildFormPdf, buildPackage } from '@/features/final-application/pdf/build-package';
import { formText, itemLabel, slashText } from '@/features/final-application/pdf/render-form';
import { readPackageInput } from '@/features/final-application/package-input';
import { pageTexts, squash, testEngine } from './pdf-text';

/**
 * Every fact of both people, each different from every other so each can be told apart on paper;
 * a fact held in two scripts (D26) has both versions, and each form prints the one it asks.
 */
const facts: Record<FactHolder, Partial<Record<PersonFactKey, string | Record<Script, string>>>> = {
  applicant: {
    familyName: 'QUOKKA',
    givenNames: 'ZELDA MAY',
    hangulName: '쿼카젤다',
    dateOfBirth: '1991-02-13',
    sex: 'female',
    nationality: 'US',
    passportNumber: 'Q98765432',
    passportIssueDate: '2019-03-14',
    passportExpiryDate: '2029-03-13',
    addressKorea: { ko: '서울특별시 용산구 이태원로 77', latin: '77 ITAEWON-RO YONGSAN-GU SEOUL' },
    addressAbroad: { ko: '미국 스프링필드 에버그린 테라스 742', latin: '742 EVERGREEN TERRACE SPRINGFIELD' },
    phone: '+1 206 555 0147',
    email: 'zelda.quokka@example.org',
    occupation: { ko: '회사원', latin: 'employed' },
    employer: { ko: '퀴카상사', latin: 'QUOKKA TRADING' },
    school: { ko: '스프링필드 대학교', latin: 'SPRINGFIELD UNIVERSITY' },
    placeOfBirth: { ko: '캐나다', latin: 'CANADA' },
  },
  sponsor: {
    familyName: 'PARK',
    givenNames: 'JOONHO',
    hangulName: '박준호',
    dateOfBirth: '1987-08-21',
    sex: 'male',
    nationality: 'KR',
    passportNumber: 'M55544433',
    passportIssueDate: '2020-05-06',
    passportExpiryDate: '2030-05-05',
    addressKorea: { ko: '부산광역시 해운대구 해운대로 264', latin: '264 HAEUNDAE-RO HAEUNDAE-GU BUSAN' },
    addressAbroad: { ko: '미국 시애틀 파인 스트리트 1200', latin: '1200 PINE STREET SEATTLE' },
    phone: '010-5555-7777',
    email: 'joonho.park@example.kr',
    occupation: { ko: '직장인', latin: 'employed' },
    employer: { ko: '해운대전자', latin: 'HAEUNDAE ELECTRONICS' },
    school: { ko: '부산대학교', latin: 'PUSAN NATIONAL UNIVERSITY' },
    placeOfBirth: { ko: '일본', latin: 'JAPAN' },
  },
  // The couple's facts (D26): the invitation prints the Korean versions (2.2, 2.8).
  couple: {
    marriagePlace: { ko: '미국 텍사스주 오스틴', latin: 'AUSTIN, TEXAS, USA' },
    meetingPlace: { ko: '서울 마포구의 한 카페', latin: 'A CAFE IN MAPO-GU, SEOUL' },
  },
};

type Asked = { where: string; ref: PersonFactRef; language: FactLanguage };

/** Every field of a form that asks a person fact, and the language its form asks it in. */
function askedBy(formId: FormId | 'visa-application', visa?: ApplicationForms): Asked[] {
  if (formId === 'visa-application')
    return applicationFormSections.flatMap((section) =>
      visaSectionDef(section)
        // A field its form shows only on another answer (the spouse's address abroad) is asked only then.
        // A product question matching no printed item (the place of marriage) prints nowhere on it.
        .fields.filter(
          (f) => f.person && f.items.length > 0 && isShown(f, migrateSectionValues(section, visa?.[section])),
        )
        .map((f) => ({
          where: `${section}.${f.id}`,
          ref: f.person!,
          language: 'passport' as const,
        })),
    );
  const form = getForm(formId);
  return personFields(form).map(({ questionId, field }) => ({
    where: `${questionId}.${field.id}`,
    ref: field.person!,
    language: form.questions.find((q) => q.id === questionId)?.answerLanguage === 'en' ? 'passport' : 'ko',
  }));
}

const digits = (s: string) => s.replace(/\D/g, '');
const isDate = (fact: PersonFactKey) => /dateOfBirth|Date$/.test(fact);

/** The item keys whose value prints this fact (dates in whatever form the form prints them). */
function keysPrinting(values: ItemValues, a: Asked): string[] {
  const cell = facts[a.ref.role][a.ref.fact]!;
  const held = typeof cell === 'string' ? cell : cell[a.ref.script!];
  const shown = factAsAsked(a.ref.fact, held, undefined, a.language);
  return Object.entries(values)
    .filter(([, v]) => {
      if (v?.kind === 'check') return v.chosen.includes(held);
      if (v?.kind !== 'text') return false;
      return isDate(a.ref.fact) ? digits(v.text).includes(digits(held)) : squash(v.text).includes(squash(shown));
    })
    .map(([key]) => key);
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

beforeEach(async () => {
  db.close();
  await db.delete();
  await db.open();
  // Typed on the details page only: no form holds any of these.
  await saveFacts(
    (['applicant', 'sponsor', 'couple'] as const).flatMap((role) =>
      Object.entries(facts[role]).flatMap(([fact, value]) =>
        typeof value === 'string'
          ? [{ ref: { role, fact: fact as PersonFactKey }, value }]
          : (['ko', 'latin'] as const).map((script) => ({
              ref: { role, fact: fact as PersonFactKey, script },
              value: value[script],
            })),
      ),
    ),
  );
  // The answers of the invitation that are not person facts but decide whether it asks the workplace.
  await saveAnswer('invitation-letter', 'il.current-employment', { employed: true });
  // And the one that decides whether it asks the sponsor's country of birth by name.
  await saveAnswer('invitation-letter', 'il.sponsor-birth', { birthCountry: 'abroad' });
  // And the one that decides whether it asks the place of the wedding (2.8).
  await saveAnswer('invitation-letter', 'il.wedding', { held: true });
});

describe('each person fact typed once is printed in every official form that asks it', () => {
  test.each([
    ['invitation-letter', null],
    ['spouse-information', null],
    ['personal-guarantee', null],
    ['visa-application', 'korea'],
    ['visa-application', 'abroad'],
  ] as const)('%s (spouse lives in: %s)', async (formId, spouseLivesIn) => {
    // The one answer of the visa form that is not a person fact but decides which address it asks.
    if (spouseLivesIn)
      await updateSection('applicationForms', (forms) => ({
        ...forms,
        spouseInfo: { spouseLivesIn },
      }));
    const input = await readPackageInput('en', '2026-11-23');
    const values =
      formId === 'visa-application'
        ? input.visaForm!.values
        : formItemValues(formId, input.answers[formId], input.people);
    const layout: FormLayout = formId === 'visa-application' ? input.visaForm!.layout : formLayouts[formId];
    const { bytes, report } = await buildFormPdf(formId, input, await testEngine());
    const texts = await pageTexts(bytes);
    const asked = askedBy(
      formId,
      formId === 'visa-application' ? resolveVisaForms(await readSection('applicationForms'), input.people) : undefined,
    );
    expect(asked.length).toBeGreaterThan(0);
    const blank = new Set(report.unanswered.map((u) => u.key));
    for (const a of asked) {
      const keys = keysPrinting(values, a);
      const what = `${formId} ${a.where} (${a.ref.role} ${a.ref.fact})`;
      expect(keys, `${what}: no item prints it`).not.toEqual([]);
      for (const key of keys) {
        const page = report.placed.get(key);
        expect(page, `${what}: ${key} has no box`).toBeDefined();
        const v = values[key];
        if (v?.kind === 'text')
          expect(texts[page!], `${what}: ${key} on page ${page! + 1}`).toContain(
            squash((formId === 'visa-application' ? slashText : formText)(v.text)).slice(0, 40),
          );
        expect(blank.has(key), `${what}: ${key} (${itemLabel(layout, key).ko}) listed as blank`).toBe(false);
      }
    }
  });

  test('the package prints 1.5 국적 of the visa form and its cover does not list it as blank', async () => {
    const input = await readPackageInput('en', '2026-11-23');
    const result = await buildPackage(input, i18n, () => {}, await testEngine());
    const texts = await pageTexts(result.bytes);
    const visaFirst = texts.findIndex((t) => t.includes(squash('[별지 제17호서식]')));
    expect(visaFirst).toBeGreaterThan(0);
    expect(texts[visaFirst]).toContain('UNITEDSTATES');
    // The guide's list of blank items runs from its heading to the next heading.
    const all = (await pageTexts(result.guide.bytes)).join('\n');
    const from = all.indexOf('Itemsstillblankontheforms');
    expect(from).toBeGreaterThan(0);
    const blanks = all.slice(from);
    expect(blanks).not.toContain('1.5국적');
    expect(blanks).not.toContain('1.1여권에기재된영문성명');
  });
});
