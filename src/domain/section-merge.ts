/**
 * Two copies of one section of the application, from two devices or a backup (D5): the statements
 * combined per topic, the documents per file; every other section is the newer copy (undefined here).
 */
import { combineDocuments } from './documents/merge';
import { combineStatementSection } from './statement-merge';

export function combineSection(key: string, newer: unknown, older: unknown): unknown {
  if (key === 'documents') return combineDocuments(newer, older);
  return combineStatementSection(key, newer, older);
}
