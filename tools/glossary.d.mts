// Types for tools/glossary.mjs (plain JavaScript so `node tools/check-i18n.mjs` runs it directly).
export type GlossaryRule = { id: string; pattern: RegExp; use: string; why: string; allow?: RegExp[] };
export type GlossaryProblem = { rule: string; found: string; use: string; why: string };
export declare const glossaryRules: GlossaryRule[];
export declare const exemptFiles: Map<string, string>;
export declare function findGlossaryProblems(text: string): GlossaryProblem[];
export declare function checkCatalog(catalog: Record<string, unknown>, file: string): string[];
export declare function checkSource(source: string, file: string): string[];
