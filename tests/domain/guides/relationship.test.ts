import { isTicked } from '@/domain/guides/sources';
import { describe, it, expect } from 'vitest';
import {
  baseRelationshipChecklist,
  relationshipChecklist,
  relationshipDefaults,
  relationshipRiskFlags,
  relationshipUsSource,
  type RelationshipInputs,
} from '../../../src/domain/guides/relationship';
import { collectText, hangul, isoDate } from '../eligibility/text-walk';

describe('relationshipDefaults (spec section 9)', () => {
  it('are exactly the spec defaults', () => {
    expect(relationshipDefaults).toEqual({
      introducedBy: 'none',
      longDistance: false,
      shortTimeline: false,
      minimalPhotos: false,
      priorDivorceOrNameChange: false,
      usSubmission: true,
    });
  });

  it('raise no flags', () => {
    expect(relationshipRiskFlags(relationshipDefaults)).toEqual([]);
    expect(relationshipRiskFlags()).toEqual([]);
  });
});

describe('relationshipRiskFlags', () => {
  it.each<[Partial<RelationshipInputs>, string[]]>([
    [{ introducedBy: 'agency' }, ['broker-introduction']],
    [{ introducedBy: 'online' }, ['online-introduction']],
    [{ introducedBy: 'friend-family' }, []],
    [{ introducedBy: 'other' }, []],
    [{ longDistance: true }, ['long-distance']],
    [{ shortTimeline: true }, ['short-courtship']],
    [{ minimalPhotos: true }, ['few-photos']],
    [{ priorDivorceOrNameChange: true }, ['prior-marriage-or-name-change']],
    [{ usSubmission: false }, []],
    [
      {
        introducedBy: 'online',
        longDistance: true,
        shortTimeline: true,
        minimalPhotos: true,
        priorDivorceOrNameChange: true,
      },
      ['online-introduction', 'long-distance', 'short-courtship', 'few-photos', 'prior-marriage-or-name-change'],
    ],
  ])('%o -> %o', (inputs, ids) => {
    expect(relationshipRiskFlags(inputs).map((f) => f.id)).toEqual(ids);
  });

  it('each flag carries checklist items', () => {
    const all = relationshipRiskFlags({
      introducedBy: 'agency',
      longDistance: true,
      shortTimeline: true,
      minimalPhotos: true,
      priorDivorceOrNameChange: true,
    });
    expect(all).toHaveLength(5);
    for (const f of all) expect(f.checklist.length).toBeGreaterThan(0);
  });

  it('the broker flag says its Marriage Brokerage Act part is unverified', () => {
    expect(relationshipRiskFlags({ introducedBy: 'agency' })[0].source.uncertain).toBe(true);
  });
});

describe('relationshipChecklist', () => {
  it('defaults: base items then the US items', () => {
    const ids = relationshipChecklist().map((i) => i.id);
    expect(ids.slice(0, baseRelationshipChecklist.length).every((id) => id.startsWith('base:'))).toBe(true);
    expect(ids.filter((id) => id.startsWith('us:'))).toEqual(['us:reuse-for-i130', 'us:english-translations']);
  });

  it('without US submission there are no US items', () => {
    expect(relationshipChecklist({ usSubmission: false }).some((i) => i.id.startsWith('us:'))).toBe(false);
  });

  it('adds each flag’s items with unique, flag-prefixed ids', () => {
    const items = relationshipChecklist({
      introducedBy: 'online',
      longDistance: true,
      shortTimeline: true,
      minimalPhotos: true,
      priorDivorceOrNameChange: true,
    });
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Travel records are a base item too: listed once, under the base's id, the flag's kept beside it.
    expect(items.find((i) => i.id === 'base:travel-records')?.also).toContain('online-introduction:travel-records');
    expect(ids).toContain('prior-marriage-or-name-change:detailed-marriage-record');
  });

  it('lists a thing several flags ask for once, and a tick under any of its places counts (a trial)', () => {
    const items = relationshipChecklist({ introducedBy: 'agency', longDistance: true, usSubmission: false });
    const labels = items.map((i) => i.label.en);
    expect(new Set(labels).size).toBe(labels.length);
    const travel = items.filter((i) => i.label.en.startsWith('Flight tickets'));
    expect(travel).toHaveLength(1);
    expect(travel[0].id).toBe('base:travel-records');
    expect(travel[0].also).toEqual(['broker-introduction:travel-records', 'long-distance:travel-records']);
    // A tick saved under the copy that is no longer listed still counts.
    expect(isTicked(travel[0], { 'long-distance:travel-records': true })).toBe(true);
    expect(isTicked(travel[0], {})).toBe(false);
  });

  it('texts are bilingual with Hangul, sources dated', () => {
    const everything = {
      flags: relationshipRiskFlags({
        introducedBy: 'agency',
        longDistance: true,
        shortTimeline: true,
        minimalPhotos: true,
        priorDivorceOrNameChange: true,
      }),
      online: relationshipRiskFlags({ introducedBy: 'online' }),
      checklist: relationshipChecklist({ introducedBy: 'online', longDistance: true }),
      relationshipUsSource,
    };
    const { localized, sources } = collectText(everything);
    expect(localized.length).toBeGreaterThan(20);
    for (const { path, value } of localized) {
      expect(value.en.trim(), path).not.toBe('');
      expect(value.ko, path).toMatch(hangul);
    }
    expect(sources.length).toBeGreaterThanOrEqual(6);
    for (const { path, value } of sources) expect(value.asOf, path).toMatch(isoDate);
  });
});
