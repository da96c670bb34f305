import { describe, expect, it } from 'vitest';
import { guideSources } from '@/domain/guides/sources';
import { baseIncomeDocuments, employeeIncomeDocuments, financialCaseGuides } from '@/domain/guides/financial';
import { baseRelationshipChecklist, relationshipRiskFlags } from '@/domain/guides/relationship';
import { healthRequirements } from '@/domain/guides/health';
import { timelineTasks, timeSensitiveDocs } from '@/domain/timeline';

/**
 * What the timeline and the guides show comes from these catalogs. Users read clean sentences:
 * no editor's tags ("[SECONDARY]"), no references to sections of our own research brief ("(7.1)"),
 * no bare web addresses as citations (sources are shown as sources: title, link, as-of date).
 * A source's title is its link text and may name the publishing site; sites a user must visit to
 * do a task (edo.cjis.gov) may be named in the task's own text.
 */
const sitesUsersVisit = new Set(['edo.cjis.gov', 'socinet.go.kr', 'travel.state.gov']);

const TAG = /\[[A-Z][A-Z -]+\]/;
const SECTION = /\(\s*\d+(\.\d+)+\s*\)|\b(section|brief)\s+\d+(\.\d+)?\b|§\s*\d/i;
const DOMAIN = /\b(?:[a-z0-9-]+\.)+(?:com|net|org|kr|ai|gov|im|io)\b(?:\/\S*)?/gi;

type Hit = { path: string; text: string; why: string };

const scan = (value: unknown, path: string, hits: Hit[], inSource = false) => {
  if (typeof value === 'string') {
    if (TAG.test(value)) hits.push({ path, text: value, why: 'tag' });
    if (SECTION.test(value)) hits.push({ path, text: value, why: 'section number' });
    for (const match of value.match(DOMAIN) ?? []) {
      if (
        !sitesUsersVisit.has(
          match
            .replace(/\/.*$/, '')
            .replace(/^www\./, '')
            .toLowerCase(),
        )
      )
        hits.push({ path, text: value, why: `domain ${match}` });
    }
    return;
  }
  if (Array.isArray(value)) return value.forEach((v, i) => scan(v, `${path}[${i}]`, hits, inSource));
  if (value && typeof value === 'object') {
    const isSource = 'asOf' in value;
    for (const [key, v] of Object.entries(value)) {
      if (key === 'url' || key === 'id' || key === 'asOf' || key === 'taskId') continue;
      // A source's title is the link text: the name of the publication, which may be a site.
      if (isSource && key === 'title') continue;
      if (isSource && key === 'ko' && v && typeof v === 'object') {
        scan({ ...(v as object), title: undefined }, `${path}.ko`, hits, true);
        continue;
      }
      scan(v, `${path}.${key}`, hits, inSource || isSource);
    }
  }
};

describe('user-facing catalog text', () => {
  const catalogs: Record<string, unknown> = {
    timelineTasks,
    timeSensitiveDocs,
    guideSources,
    financialCaseGuides,
    baseIncomeDocuments,
    employeeIncomeDocuments,
    baseRelationshipChecklist,
    relationshipRiskFlags: relationshipRiskFlags({
      introducedBy: 'agency',
      ageGapYears: 20,
      metInPersonCount: 0,
      sharedLanguage: false,
    } as never),
    healthRequirements: [
      healthRequirements({}),
      healthRequirements({ pregnant: true, submittingFrom: 'korea' } as never),
    ],
  };

  for (const [name, catalog] of Object.entries(catalogs)) {
    it(`${name}: no bracketed tags, section numbers of the brief or bare web addresses, in English and Korean`, () => {
      const hits: Hit[] = [];
      scan(catalog, name, hits);
      expect(hits.map((h) => `${h.path}: ${h.why}: ${h.text}`)).toEqual([]);
    });
  }

  it('catches what the tester saw', () => {
    const hits: Hit[] = [];
    scan({ note: 'Document list is [SECONDARY] (inblog.ai/kvisa, koreabyme.com 2022).' }, 'x', hits);
    scan({ note: 'Sources disagree on processing times (7.1).' }, 'y', hits);
    expect(hits.map((h) => h.why)).toEqual([
      'tag',
      'domain inblog.ai/kvisa,',
      'domain koreabyme.com',
      'section number',
    ]);
  });
});
