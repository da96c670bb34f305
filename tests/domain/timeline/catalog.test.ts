import { describe, expect, it } from 'vitest';
import type { Localized, Source } from '../../../src/domain/common';
import {
  BRIEF_AS_OF,
  getTask,
  getTimeSensitiveDoc,
  isKnownCost,
  timeSensitiveDocs,
  timelineTasks,
  topologicalOrder,
} from '../../../src/domain/timeline';

const HANGUL = /[\uAC00-\uD7A3]/;

const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' && value !== null && 'en' in value && 'ko' in value;

/** Every { en, ko } pair anywhere inside a value, with its path. */
const localizedStrings = (value: unknown, path = ''): Array<[string, Localized]> => {
  if (isLocalized(value)) return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => localizedStrings(item, `${path}[${i}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => localizedStrings(item, `${path}.${key}`));
  }
  return [];
};

const catalogs: Array<[string, ReadonlyArray<{ id: string; source: Source }>]> = [
  ['timeline tasks', timelineTasks],
  ['time-sensitive documents', timeSensitiveDocs],
];

describe('catalog strings and sources', () => {
  describe.each(catalogs)('%s', (_name, catalog) => {
    const strings = catalog.flatMap((item) => localizedStrings(item, item.id));

    it('has strings to check', () => {
      expect(strings.length).toBeGreaterThan(catalog.length);
    });

    it.each(strings)('%s is non-empty in en and ko, ko in Hangul', (_path, text) => {
      expect(text.en.trim()).not.toBe('');
      expect(text.ko.trim()).not.toBe('');
      expect(text.ko).toMatch(HANGUL);
    });

    it.each(catalog.map((item) => [item.id, item.source] as const))('%s has a source with asOf', (_id, source) => {
      expect(source.title.trim()).not.toBe('');
      expect(source.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(source.asOf).toBe(BRIEF_AS_OF);
      if (source.url) expect(source.url).toMatch(/^https:\/\//);
    });

    it('has unique ids', () => {
      const ids = catalog.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    });
  });
});

describe('timeline task catalog', () => {
  it('has between 12 and 30 tasks', () => {
    expect(timelineTasks.length).toBeGreaterThanOrEqual(12);
    expect(timelineTasks.length).toBeLessThanOrEqual(30);
  });

  it.each([
    'eligibility-check',
    'fbi-check',
    'fbi-apostille',
    'applicant-health-certificate',
    'sponsor-health-certificate',
    'tb-test',
    'topik-certificate',
    'communication-evidence',
    'sponsor-civil-documents',
    'sponsor-income-evidence',
    'sponsor-housing-evidence',
    'korean-marriage-registration',
    'marriage-guidance-program',
    'invitation-letter',
    'guarantee-letter',
    'marriage-background-statement',
    'passport-photos',
    'visa-application-form',
    'book-appointment',
    'submit-application',
  ])('includes %s', (id) => {
    expect(getTask(id)).toBeDefined();
  });

  it.each(timelineTasks.map((task) => [task.id, task] as const))(
    '%s: dependencies exist, durations sane',
    (_id, task) => {
      for (const dep of task.dependsOn) expect(getTask(dep), `${task.id} -> ${dep}`).toBeDefined();
      expect(task.dependsOn).not.toContain(task.id);
      expect(task.durationDays.min).toBeGreaterThanOrEqual(0);
      expect(task.durationDays.min).toBeLessThanOrEqual(task.durationDays.max);
      if (task.expedited) {
        expect(task.expedited.durationDays.min).toBeLessThanOrEqual(task.expedited.durationDays.max);
        expect(task.expedited.durationDays.max).toBeLessThanOrEqual(task.durationDays.max);
      }
      if (task.timeSensitive) expect(getTimeSensitiveDoc(task.timeSensitive)).toBeDefined();
    },
  );

  it('has no dependency cycles', () => {
    const order = topologicalOrder(timelineTasks);
    expect(order).toHaveLength(timelineTasks.length);
    const position = new Map(order.map((task, i) => [task.id, i]));
    for (const task of timelineTasks) {
      for (const dep of task.dependsOn) expect(position.get(dep)).toBeLessThan(position.get(task.id) as number);
    }
  });

  it('detects a cycle', () => {
    const cyclic = [
      { id: 'a', dependsOn: ['b'] },
      { id: 'b', dependsOn: ['a'] },
    ];
    expect(() => topologicalOrder(cyclic)).toThrow(/cycle/);
  });

  it('the apostille depends on the FBI check, with business-day processing for both', () => {
    expect(getTask('fbi-apostille')?.dependsOn).toContain('fbi-check');
    expect(getTask('fbi-check')?.businessDays).toBe(true);
    expect(getTask('fbi-apostille')?.businessDays).toBe(true);
  });

  it('every task is reached from the eligibility check and leads to submission', () => {
    const submit = getTask('submit-application');
    const reaches = (from: string, to: string): boolean =>
      from === to || (getTask(from)?.dependsOn ?? []).some((dep) => reaches(dep, to));
    for (const task of timelineTasks) {
      expect(reaches(task.id, 'eligibility-check'), task.id).toBe(true);
      expect(reaches('submit-application', task.id), task.id).toBe(true);
    }
    expect(submit?.category).toBe('submission');
  });

  it.each([
    ['fbi-check', 3, 'months'],
    ['sponsor-criminal-record', 3, 'months'],
    ['sponsor-civil-documents', 3, 'months'],
    ['tb-test', 3, 'months'],
    ['applicant-health-certificate', 6, 'months'],
    ['sponsor-health-certificate', 6, 'months'],
    ['passport-photos', 6, 'months'],
    ['topik-certificate', 2, 'years'],
  ] as const)('%s is valid %i %s', (id, amount, unit) => {
    expect(getTask(id)?.validity).toMatchObject({ amount, unit });
  });

  it.each(['fbi-check', 'fbi-apostille', 'topik-certificate'])('%s carries the brief’s uncertainty', (id) => {
    expect(getTask(id)?.source.uncertain).toBe(true);
    expect(getTask(id)?.source.note).toBeTruthy();
  });

  it.each(['korean-marriage-registration', 'book-appointment', 'sponsor-criminal-record', 'guarantee-letter'])(
    '%s: an assumed duration shows as an estimate with its reason in both languages (section 13 C13, D15)',
    (id) => {
      expect(getTask(id)?.source.estimate).toBe(true);
      expect(getTask(id)?.source.note).toBeTruthy();
      expect(getTask(id)?.source.ko?.note).toMatch(/추정치/);
    },
  );

  it('has tasks for both owners', () => {
    expect(timelineTasks.some((task) => task.owner === 'applicant')).toBe(true);
    expect(timelineTasks.some((task) => task.owner === 'sponsor')).toBe(true);
  });
});

describe('time-sensitive document catalog', () => {
  it('has the eight documents (the Korean record, and the records of the applicant’s and the sponsor’s countries, section 13 C7)', () => {
    expect(timeSensitiveDocs.map((doc) => doc.id).sort()).toEqual([
      'apostille',
      'applicant-criminal-record',
      'fbi-check',
      'korean-criminal-record',
      'medical-exam',
      'sponsor-residence-criminal-record',
      'tb-test',
      'topik',
    ]);
  });

  it('every task with a validity window that a document stands for is a time-sensitive task with its card', () => {
    const ids = new Set(timeSensitiveDocs.map((doc) => doc.id));
    for (const task of timelineTasks.filter((t) => t.timeSensitive)) expect(ids.has(task.timeSensitive!)).toBe(true);
    // The criminal records of either person are all time-sensitive (issued within 3 months).
    for (const id of ['sponsor-criminal-record', 'sponsor-residence-criminal-record', 'applicant-criminal-record'])
      expect(timelineTasks.find((t) => t.id === id)?.timeSensitive).toBeDefined();
  });

  it.each([
    ['fbi-check', 90, 68, 'USD'],
    ['apostille', null, 20, 'USD'],
    ['medical-exam', 180, null, null],
    ['tb-test', 90, null, null],
    ['topik', 730, null, null],
  ] as const)('%s: validity %s days, cost %s %s', (id, validityDays, amount, currency) => {
    const doc = getTimeSensitiveDoc(id);
    expect(doc?.validityDays).toBe(validityDays);
    if (amount === null) {
      expect(doc && isKnownCost(doc.cost)).toBe(false);
    } else {
      expect(doc?.cost).toMatchObject({ min: amount, max: amount, currency });
    }
  });

  it.each(timeSensitiveDocs.map((doc) => [doc.id, doc] as const))('%s: time and tasks agree', (id, doc) => {
    expect(doc.timeRequired.minDays).toBeLessThanOrEqual(doc.timeRequired.maxDays);
    const tasks = timelineTasks.filter((task) => task.timeSensitive === id);
    expect(tasks.length).toBeGreaterThan(0);
    for (const task of tasks) {
      expect(task.durationDays).toEqual({ min: doc.timeRequired.minDays, max: doc.timeRequired.maxDays });
      expect(Boolean(task.businessDays)).toBe(Boolean(doc.timeRequired.businessDays));
    }
    expect(doc.source.uncertain || doc.source.estimate).toBe(true);
  });

  it('FBI: electronic vs mail processing is explained, and expedite noted', () => {
    const fbi = getTimeSensitiveDoc('fbi-check');
    expect(fbi?.timeRequired.note?.en).toMatch(/48 hours/);
    expect(fbi?.alternatives.map((a) => a.en).join(' ')).toMatch(/12–14 weeks/);
    expect(fbi?.expedited?.en).toMatch(/channeler/);
    expect(fbi?.designatedInstitutions.some((i) => i.url === 'https://edo.cjis.gov')).toBe(true);
  });
});
