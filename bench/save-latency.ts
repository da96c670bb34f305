// Runs in Chromium (served by Vite): a single answer's save, repo call to committed, with all 101
// questions of the three forms and every section of the visa application form answered.
// Three kinds of save: a plain answer; an answer that is a person fact (it edits the people
// record too, D20); a person-fact field of the visa application form.
import { db } from '@/data';
import { saveAnswer } from '@/features/forms/repo';
import { saveSectionField } from '@/features/final-application/repo';
import { applicationFormSections } from '@/domain/application';
import { forms, formIds } from '@/domain/forms';
import type { FieldValues } from '@/domain/forms/types';
import { fullVisaAnswers } from '../tests/fixtures/visa-application';

const answerFor = (fields: { id: string; type: string }[], i: number): FieldValues =>
  Object.fromEntries(
    fields.map((f) => [
      f.id,
      f.type === 'yesNo' ? true : f.type === 'number' || f.type === 'krw' ? 1000 + i : `answer ${i}`,
    ]),
  );

const percentiles = (samples: number[]) => {
  samples.sort((a, b) => a - b);
  const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))];
  return { median: pct(50), p95: pct(95), max: samples[samples.length - 1] };
};

async function measure(save: (i: number) => Promise<unknown>, runs = 300) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await save(i);
    samples.push(performance.now() - t0);
  }
  return percentiles(samples);
}

async function run() {
  await db.delete();
  await db.open();
  for (const id of formIds)
    for (const [i, q] of forms[id].questions.entries())
      await saveAnswer(id, q.id, q.kind === 'group' ? [answerFor(q.fields, i)] : answerFor(q.fields, i));
  const visa = fullVisaAnswers();
  for (const section of applicationFormSections)
    for (const [fieldId, value] of Object.entries(visa[section]))
      await saveSectionField(section, fieldId, value as never);

  const plainQuestion = forms['invitation-letter'].questions[0];
  const plain = await measure((i) =>
    saveAnswer('invitation-letter', plainQuestion.id, answerFor(plainQuestion.fields, i)),
  );
  const person = await measure((i) =>
    saveAnswer('personal-guarantee', 'pg.applicant-name', {
      familyName: `SMITH${String.fromCharCode(65 + (i % 26))}`,
      givenNames: 'JANE',
    }),
  );
  const visaPerson = await measure((i) => saveSectionField('basicInfo', 'phone', `+1 555 010 ${String(1000 + i)}`));
  const estimate = (await navigator.storage?.estimate?.()) ?? {};
  const result = {
    answered: (await db.formProgress.toArray()).reduce((n, f) => n + f.answeredQuestions, 0),
    ...plain,
    person,
    visaPerson,
    usageBytes: (estimate as StorageEstimate).usage ?? null,
    heapBytes: (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? null,
  };
  document.getElementById('out')!.textContent = JSON.stringify(result);
  (window as unknown as { benchResult: unknown }).benchResult = result;
}

void run();
