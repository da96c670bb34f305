import { describe, expect, it } from 'vitest';
import * as common from '@/domain/common';
import * as coupleNeeds from '@/domain/documents/couple-needs';
import * as eligibility from '@/domain/eligibility/sources';
import * as invitation from '@/domain/forms/invitation-letter';
import * as guarantee from '@/domain/forms/personal-guarantee';
import * as spouse from '@/domain/forms/spouse-information';
import * as guides from '@/domain/guides/sources';
import * as missions from '@/domain/missions/data';
import * as rehearsal from '@/domain/rehearsal/catalog';
import * as timeline from '@/domain/timeline/sources';
import { timelineTasks, timeSensitiveDocs } from '@/domain/timeline';
import * as visa from '@/domain/visa/recommend';

/**
 * Every source a screen shows (title, note, Korean title) is read by users: it names the publication,
 * never our own working papers ("brief 5.4", "section 14", "ruling 28").
 */
const INTERNAL = /\bbrief\s+\d|\bthe brief\b|\bsections?\s+\d|\bruling\b|\bD\d{1,2}\b|\bC\d{1,2}\b/i;

const internalRefs = (root: unknown): string[] => {
  const hits: string[] = [];
  const seen = new Set<unknown>();
  const walk = (value: unknown, path: string, inSource: boolean) => {
    if (typeof value === 'string') {
      if (inSource && INTERNAL.test(value)) hits.push(`${path}: ${value}`);
      return;
    }
    if (typeof value === 'function' || !value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const isSource = 'asOf' in value;
    for (const [key, v] of Object.entries(value)) {
      if (key === 'url' || key === 'asOf' || key === 'id') continue;
      walk(v, `${path}.${key}`, inSource || isSource);
    }
  };
  walk(root, 'root', false);
  return hits;
};

describe('source texts carry no internal references', () => {
  const modules = {
    common,
    coupleNeeds,
    eligibility,
    invitation,
    guarantee,
    spouse,
    guides,
    missions,
    rehearsal,
    timeline,
    visa,
    timelineTasks,
    timeSensitiveDocs,
  };
  for (const [name, mod] of Object.entries(modules)) {
    it(`${name}: no "brief N", "section N" or "ruling" in a source`, () => {
      expect(internalRefs(mod)).toEqual([]);
    });
  }

  it('catches what a newcomer saw on the eligibility screen', () => {
    const source = {
      title: 'Sponsor naturalised through marriage, 3 years (hankookvisa.com/post/156; brief 5.4)',
      asOf: '2026-11-26',
    };
    expect(internalRefs({ source })).toHaveLength(1);
    expect(internalRefs({ source: { ...source, title: 'Sponsor naturalised through marriage, 3 years' } })).toEqual([]);
  });
});
