import { describe, expect, it } from 'vitest';
import { missionFor, missionListSource, missionSpecific, type Residence } from '@/domain/missions';
import { parseIcs, toIcs } from '@/domain/timeline';
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
      '주필리핀 대한민국 대사관(마닐라) 누리집 (이 단계 확인용)',
    ],
    [
      'Osaka',
      { country: 'JP', region: 'osaka' },
      'https://overseas.mofa.go.kr/jp-osaka-ko/index.do',
      '주오사카 총영사관 누리집 (이 단계 확인용)',
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
      // Verified on the day the mission's address was listed, not the US page's date.
      expect(photos?.asOf).toBe(missionListSource.asOf);
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

  it("a US couple in New York cites the New York consulate, never Seattle's page (D11)", () => {
    const rows = sourcesFor({ country: 'US', region: 'NY' });
    for (const { id, source } of rows) {
      expect(source.url ?? '', id).not.toMatch(/us-seattle|us-losangeles|us-sanfrancisco/);
      expect(`${source.title} ${source.ko?.title ?? ''}`, id).not.toMatch(/Seattle|시애틀/);
    }
    const photos = rows.find((r) => r.id === 'passport-photos')?.source;
    expect(photos?.url).toBe('https://overseas.mofa.go.kr/us-newyork-en/index.do');
    expect(photos?.secondary).toBe(true);
    expect(photos?.note).toMatch(
      /written from the page of the Korean Consulate General in Seattle, which is not your consulate/,
    );
    expect(photos?.ko?.note).toMatch(/주시애틀 총영사관 안내를 바탕으로/);
  });

  it.each([
    ['no state given', { country: 'US' }],
    ['a state split between consulates (California)', { country: 'US', region: 'CA' }],
  ])('a US couple with %s: no consulate is named as theirs', (_c, residence) => {
    const rows = sourcesFor(residence);
    for (const { id, source } of rows) expect(source.url ?? '', id).not.toMatch(usPage);
    const photos = rows.find((r) => r.id === 'passport-photos')?.source;
    expect(photos?.title).toMatch(/not named yet/);
    expect(photos?.note).toMatch(/may not be yours/);
  });
});

describe("the timeline's texts follow the mission, on screen and in the calendar file (D28)", () => {
  const viewFor = (residence: Residence) =>
    buildTimeline(
      {
        targetDate: '2027-03-15',
        exemptions: { criminalRecordCheck: 'required', healthCheck: 'required' },
        progress: {},
        mission: missionFor(residence),
      },
      '2026-11-26',
      'all',
    );
  const usOnly = /FBI|Seattle|시애틀|Chicago|시카고|US\$|달러|US consulates|미국의 영사관|2×2/;
  const mine = ['passport-photos', 'book-appointment', 'submit-application', 'applicant-health-certificate'];

  it.each([
    ['Ho Chi Minh City', { country: 'VN' }],
    ['Manila', { country: 'PH' }],
    ['Osaka', { country: 'JP', region: 'osaka' }],
  ])('a couple applying from %s: no US example in the steps or the .ics', (_c, residence) => {
    const view = viewFor(residence);
    for (const e of view.schedule!.filter((x) => mine.includes(x.taskId))) {
      expect(e.task.description.en, e.taskId).not.toMatch(usOnly);
      expect(e.task.description.ko, e.taskId).not.toMatch(usOnly);
    }
    for (const locale of ['en', 'ko'] as const) {
      const events = parseIcs(toIcs(view.visible, locale, '2026-11-26T00:00:00Z', {}));
      const photo = events.find((ev) => ev.uid.startsWith('f6-task-passport-photos@'))!;
      const submit = events.find((ev) => ev.uid.startsWith('f6-task-submit-application@'))!;
      for (const ev of [photo, submit]) expect(ev.description).not.toMatch(usOnly);
    }
    // What is not known for the mission says whom to ask, as the mission card does.
    const photo = view.schedule!.find((e) => e.taskId === 'passport-photos')!.task.description;
    const ask = missionSpecific(missionFor(residence), 'photo');
    expect(ask.known).toBe(false);
    expect(photo.en).toContain(`Photo: ${(ask as { ask: { en: string } }).ask.en}`);
  });

  it("a couple applying in Seattle reads Seattle's own photo, fee and processing, named", () => {
    const view = viewFor({ country: 'US', region: 'WA' });
    const text = (id: string) => view.schedule!.find((e) => e.taskId === id)!.task.description.en;
    expect(text('passport-photos')).toMatch(/Photo: One 2×2 in photo .* \(the Korean Consulate General in Seattle\)/);
    expect(text('submit-application')).toMatch(
      /Fee: US\$45 for US citizens \(the Korean Consulate General in Seattle\)/,
    );
    expect(text('applicant-health-certificate')).toMatch(/US consulates designate no hospital/);
    const ics = parseIcs(toIcs(view.visible, 'ko', '2026-11-26T00:00:00Z', {}));
    expect(ics.find((ev) => ev.uid.startsWith('f6-task-submit-application@'))!.description).toMatch(
      /수수료: 미국 국민 45달러\. \(주시애틀 총영사관\)/,
    );
  });
});
