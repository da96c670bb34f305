/**
 * The two relationship statements of the application: the applicant's personal statement and the
 * Korean spouse's (sponsor's) statement. Neither is an official form: the foreign spouse's form
 * 19-3 asks nothing about how the couple met, and the courtship story officially lives in the
 * sponsor's invitation, items 2.4 and 2.5 (official-forms.md §0). These statements support that
 * story with the couple's own words.
 *
 * Nothing here invents facts: a statement is assembled from the user's answers, in topic order,
 * with headings and a one-line opening and closing only.
 */
import type { Statement, StatementTopic } from './application';
import { statementTopics } from './application';
import { pick, type Locale, type Localized } from './common';
import { answerIn, WORDING_BLANK, type StatementWordings } from './statement-wording';
import { topicGuides, type StatementKind } from './statement-topics';
import { signedBy } from './statement-gaps';

export { isLeftOut, isSignerLine, leftOutPassages, statementWordingGaps } from './statement-gaps';

export { topicGuides, type StatementKind, type TopicGuide } from './statement-topics';
export {
  answeredTopics,
  compositionSource,
  isCompositionStale,
  questionCount,
  type StatementAnswers,
} from './statement-composition';
import {
  answeredTopics,
  compositionSource,
  composedLanguage,
  isFilled,
  questionCount,
  type StatementAnswers,
} from './statement-composition';

const l = (en: string, ko: string): Localized => ({ en, ko });

export const statementKinds: StatementKind[] = ['personal', 'sponsor'];
export const statementSectionKey = { personal: 'personalStatement', sponsor: 'sponsorStatement' } as const;

/**
 * The spec's currentSuggestions: topics still missing, those officers weigh most for this writer
 * first, each group in topic order.
 */
export function statementSuggestions(kind: StatementKind, answers: StatementAnswers): StatementTopic[] {
  const missing = statementTopics.filter((topic) => !isFilled(answers[topic]));
  return [
    ...missing.filter((topic) => topicGuides[topic].core.includes(kind)),
    ...missing.filter((topic) => !topicGuides[topic].core.includes(kind)),
  ];
}

const statementTitle: Record<StatementKind, Localized> = {
  personal: l('Personal statement of the applicant', '신청인 진술서'),
  sponsor: l('Statement of the Korean spouse (sponsor)', '초청인(한국인 배우자) 진술서'),
};
const opening: Record<StatementKind, Localized> = {
  personal: l(
    'In this statement I describe, in my own words, my relationship with my spouse.',
    '이 진술서에서 저는 배우자와의 관계를 제 말로 설명합니다.',
  ),
  sponsor: l(
    'In this statement I, the Korean spouse, describe in my own words my relationship with the spouse I am inviting.',
    '이 진술서에서 저는 초청인으로서 제가 초청하는 배우자와의 관계를 제 말로 설명합니다.',
  ),
};
const closing = l(
  'Everything in this statement is true to the best of my knowledge.',
  '이 진술서의 내용은 제가 아는 한 모두 사실입니다.',
);
/** Trims each answer and collapses runs of blank lines; the words stay exactly the user's. */
const tidy = (text: string): string =>
  text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * The statement assembled from the user's answers in topic order, in `locale`: a title, a one-line
 * opening, one headed paragraph per answered topic, a one-line closing and, if known, the signer's
 * name. Empty when nothing is answered. An answer written in the other language prints in the
 * user's wording of it (`wordings`), or as a blank to write on by hand: never in two languages.
 */
export function composeStatement(
  kind: StatementKind,
  answers: StatementAnswers,
  locale: Locale,
  signer?: string,
  wordings?: StatementWordings,
): string {
  const topics = answeredTopics(answers);
  if (topics.length === 0) return '';
  const blocks = [pick(statementTitle[kind], locale), pick(opening[kind], locale)];
  for (const topic of topics) {
    const text = answerIn({ extractedInfo: answers, wordings }, locale, topic);
    blocks.push(`${pick(topicGuides[topic].title, locale)}\n${text === null ? WORDING_BLANK : tidy(text)}`);
  }
  blocks.push(pick(closing, locale));
  if (signer && signer.trim()) blocks.push(`${pick(signedBy, locale)}: ${signer.trim()}`);
  return blocks.join('\n\n');
}

/** Words separated by white space (for Korean, 어절). */
export const wordCount = (text: string): number => (text.trim() ? text.trim().split(/\s+/).length : 0);

// ---- Pure updates of a stored statement (the feature's repo applies them in one transaction).

/**
 * Saves one topic's answer: extractedInfo, the Q&A log (one question and one answer per topic,
 * updated in place so typing does not grow it), questionCount and currentSuggestions.
 */
export function applyAnswer(
  statement: Statement,
  kind: StatementKind,
  topic: StatementTopic,
  text: string,
  now: string,
  questionLocale: Locale,
): Statement {
  const extractedInfo: StatementAnswers = { ...statement.extractedInfo };
  let messages = statement.messages.filter((m) => m.topic !== topic || isFilled(text));
  if (isFilled(text)) {
    extractedInfo[topic] = text;
    const answerIndex = messages.findIndex((m) => m.topic === topic && m.role === 'user');
    if (answerIndex >= 0)
      messages = messages.map((m, i) => (i === answerIndex ? { ...m, text, at: now, replacedAt: m.at } : m));
    else
      messages = [
        ...messages,
        {
          role: 'assistant',
          topic,
          text: topicGuides[topic].questions[kind].map((q) => pick(q, questionLocale)).join(' '),
          at: now,
        },
        { role: 'user', topic, text, at: now },
      ];
  } else {
    delete extractedInfo[topic];
  }
  return {
    ...statement,
    extractedInfo,
    messages,
    questionCount: questionCount(extractedInfo),
    currentSuggestions: statementSuggestions(kind, extractedInfo),
  };
}

/** Fills `content` from the answers; a new composition must be marked final again. */
export function applyComposition(
  statement: Statement,
  kind: StatementKind,
  locale: Locale,
  signer?: string,
): Statement {
  const content = composeStatement(kind, statement.extractedInfo, locale, signer, statement.wordings);
  if (!content) return statement;
  return {
    ...statement,
    content,
    generated: true,
    completedAt: null,
    language: locale,
    composedFrom: compositionSource(statement, locale),
  };
}

/** "Keep as is": the text stays, and counts as composed from the answers as they are now. */
export const applyKeepComposition = (statement: Statement): Statement =>
  statement.composedFrom
    ? { ...statement, composedFrom: compositionSource(statement, composedLanguage(statement.composedFrom)) }
    : statement;

/** The user's edit of the text; emptying it clears the final mark. */
export const applyContent = (statement: Statement, content: string): Statement => ({
  ...statement,
  content,
  completedAt: content.trim() ? statement.completedAt : null,
});

export const canMarkFinal = (statement: Statement): boolean =>
  statement.generated && statement.content.trim().length > 0;

export const applyFinal = (statement: Statement, final: boolean, now: string): Statement =>
  final
    ? canMarkFinal(statement)
      ? { ...statement, completedAt: now }
      : statement
    : { ...statement, completedAt: null };
