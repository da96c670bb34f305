/**
 * How much text one answer holds. Everything of one kind syncs in one cloud document (1 MiB), and
 * screens that print answers stay quick: a long answer fits well within these. Typing more is refused
 * at input (ui/text-limit.tsx shows the limit); an answer over them arriving from a backup, a transfer
 * file or the cloud is refused by validation (data/backup-schema.ts), never written as is.
 */
export const MAX_SHORT_ANSWER_CHARS = 500;
export const MAX_LONG_ANSWER_CHARS = 4_000;
export const MAX_STATEMENT_CHARS = 20_000;
/**
 * The longest answer accepted from a backup, a transfer file or the cloud: five times what the box takes,
 * so an answer typed before the box had its limit still arrives whole, while a 10 MB text is refused.
 */
export const MAX_IMPORTED_ANSWER_CHARS = 20_000;
/**
 * The longest text any stored section holds: a statement composed from every topic's answer (and
 * its wording in the other language) may run past what the typed box takes, so the check on data
 * from a file or the cloud allows that much, and still refuses a 10 MB text.
 */
export const MAX_SECTION_TEXT_CHARS = 100_000;
