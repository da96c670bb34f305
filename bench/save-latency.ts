// Runs in Chromium (served by Vite): a single answer's save, repo call to committed,
// with all 101 questions of the three forms answered.
import { db } from '@/data';
import { saveAnswer } from '@/features/forms/repo';
import { forms, formIds } from '@/domain/forms';
import type { FieldValues } from '@/domain/forms/types';

const answerFor = (fields: { id: string; type: string }[], i: number): FieldValues =>
  Object.fromEntries(fields.map((f) => [f.id, f.type === 'yesNo' ? true : f.type === 'number' || f.type === 'krw' ? 1000 + i : `answer ${i}`]));

async function run() {
  await db.delete();
  await db.open();
  for (const id of formIds)
    for (const [i, q] of forms[id].questions.entries()) await saveAnswer(id, q.id, q.kind === 'group' ? [answerFor(q.fields, i)] : answerFor(q.fields, i));
  const samples: number[] = [];
  const question = forms['invitation-letter'].questions[0];
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    await saveAnswer('invitation-letter', question.id, answerFor(question.fields, i));
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))];
  const estimate = (await navigator.storage?.estimate?.()) ?? {};
  const result = {
    answered: (await db.formProgress.toArray()).reduce((n, f) => n + f.answeredQuestions, 0),
    median: pct(50),
    p95: pct(95),
    max: samples[samples.length - 1],
    usageBytes: (estimate as StorageEstimate).usage ?? null,
    heapBytes: (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? null,
  };
  document.getElementById('out')!.textContent = JSON.stringify(result);
  (window as unknown as { benchResult: unknown }).benchResult = result;
}

void run();
