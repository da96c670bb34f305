import { describe, expect, it } from 'vitest';
import { statementTopics } from '../../src/domain/application';
import { topicGuides } from '../../src/domain/statement-topics';
import { topicTitles } from '../../src/domain/statement-topic-titles';

const filled = (s: string | undefined) => typeof s === 'string' && s.trim().length > 0;

describe('statement topics: titles and guides', () => {
  it('every topic has its title, questions and hint in English and Korean', () => {
    for (const topic of statementTopics) {
      const guide = topicGuides[topic];
      expect(guide.topic, topic).toBe(topic);
      expect(filled(topicTitles[topic].en) && filled(topicTitles[topic].ko), `${topic} title`).toBe(true);
      expect(guide.title).toBe(topicTitles[topic]);
      expect(filled(guide.hint.en) && filled(guide.hint.ko), `${topic} hint`).toBe(true);
      for (const kind of ['personal', 'sponsor'] as const) {
        expect(guide.questions[kind].length, `${topic} ${kind}`).toBeGreaterThan(0);
        for (const q of guide.questions[kind]) expect(filled(q.en) && filled(q.ko), `${topic} ${kind}`).toBe(true);
      }
    }
  });

  it('names no topic that does not exist', () => {
    const topics = new Set<string>(statementTopics);
    expect(Object.keys(topicTitles).filter((t) => !topics.has(t))).toEqual([]);
    expect(Object.keys(topicGuides).filter((t) => !topics.has(t))).toEqual([]);
  });
});
