/**
 * Each statement topic's heading, apart from its questions and hints (statement-topics.ts): the audit
 * names a statement's topic where it found a date or a place (D27), and so loads these with the status.
 */
import type { StatementTopic } from './application';
import type { Localized } from './common';

export type StatementKind = 'personal' | 'sponsor';

const l = (en: string, ko: string): Localized => ({ en, ko });

export const topicTitles: Record<StatementTopic, Localized> = {
  how_met: l('How we met', '우리가 만난 과정'),
  relationship_development: l('How our relationship grew', '관계의 발전'),
  cultural_exchange: l('Sharing our cultures', '서로의 문화 나누기'),
  future_plans: l('Our plans for the future', '앞으로의 계획'),
  language_adaptation: l('Language and communication', '언어와 의사소통'),
  family_integration: l('Our families', '양가 가족'),
  marriage_details: l('Our marriage', '우리의 결혼'),
  living_arrangements: l('Where we will live', '함께 살 곳'),
  work_plans: l('Work and livelihood', '일과 생계'),
  challenges_overcome: l('Challenges we have overcome', '함께 극복한 어려움'),
};
