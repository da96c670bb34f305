import { describe, expect, it } from 'vitest';
import { missionFor, type Residence } from '@/domain/missions';
import { buildTimeline } from '@/features/timeline/model';
import type { TimelineState } from '@/features/timeline/repo';

/** The plan of a couple applying from `residence`, with every step's source as the timeline shows it. */
const sourcesFor = (residence: Residence) => {
  const state: TimelineState = {
    targetDate: '2027-03-15',
    exemptions: { criminalRecordCheck: 'required', healthCheck: 'required' },
    progress: {},
    mission: missionFor(residence),
  };
  const view = buildTimeline(state, '2026-11-26', 'all');
  return (view.schedule ?? []).map((e) => ({ id: e.taskId, source: e.task.source }));
};

const usPage = /overseas\.mofa\.go\.kr\/us-/;

describe("the timeline's sources follow the mission (D28)", () => {
  it.each([
    [
      'Manila',
      { country: 'PH' },
      'https://overseas.mofa.go.kr/ph-ko/index.do',
      '주필리핀 대한민국 대사관(마닐라) 누리집',
    ],
    [
      'Osaka',
      { country: 'JP', region: 'osaka' },
      'https://overseas.mofa.go.kr/jp-osaka-ko/index.do',
      '주오사카 총영사관 누리집',
    ],
  ])(
    'a couple applying in %s: the mission\'s own site, marked "confirm", never a US consulate page',
    (_c, residence, url, ko) => {
      const rows = sourcesFor(residence);
      expect(rows.length).toBeGreaterThan(10);
      for (const { id, source } of rows) {
        expect(source.url ?? '', id).not.toMatch(usPage);
        expect(`${source.title} ${source.ko?.title ?? ''}`, id).not.toMatch(/Seattle|Los Angeles|시애틀|로스앤젤레스/);
      }
      const photos = rows.find((r) => r.id === 'passport-photos')?.source;
      expect(photos?.url).toBe(url);
      expect(photos?.secondary).toBe(true);
      expect(photos?.ko?.title).toBe(ko);
      expect(photos?.note).toMatch(/holds no page of the Korean .* for this step/);
      // An estimate keeps its badge and its reason beside the mission's.
      const booking = rows.find((r) => r.id === 'book-appointment')?.source;
      expect(booking?.estimate).toBe(true);
      expect(booking?.note).toMatch(/planning assumption/);
    },
  );

  it('no residence given: whom to ask, no US consulate page', () => {
    for (const { source } of sourcesFor({})) expect(source.url ?? '').not.toMatch(usPage);
  });

  it('a couple applying in Washington state keeps the Seattle consulate page', () => {
    const photos = sourcesFor({ country: 'US', region: 'WA' }).find((r) => r.id === 'passport-photos')?.source;
    expect(photos?.url).toMatch(/us-seattle/);
    expect(photos?.secondary).toBeUndefined();
  });
});
