// The Korean glossary and register rules (D22), enforced by `npm run i18n:check` on the
// catalogs (locales/ko/common.json, locales-pending/*.ko.json) and on the Korean text in the domain
// (src/domain/**). One term per concept; 해요체 in UI text; particles chosen from the preceding
// syllable. Each rule says what to write instead, so a failure tells the author how to fix it.

/**
 * @typedef {{ id: string; pattern: RegExp; use: string; why: string; allow?: RegExp[] }} GlossaryRule
 * `allow`: patterns for the text around a hit (the whole line) where the variant is right, e.g. an
 * official form's printed label quoted as printed.
 */

/** @type {GlossaryRule[]} */
export const glossaryRules = [
  {
    id: 'korean-criminal-record',
    pattern: /(?<!FBI\s?)범죄경력증명서|범죄경력조회서|범죄경력\s회보서|신원조회서|범죄경력\s조회/gu,
    use: '범죄경력회보서 (the Korean record) or "FBI 범죄경력증명서" (the FBI Identity History Summary)',
    why: 'one term for each of the two criminal records',
  },
  {
    id: 'health-certificate',
    pattern: /건강검진서?|건강증명서|건강\s진단서/gu,
    use: '건강진단서',
    why: 'one term for the health certificate',
  },
  {
    id: 'timeline',
    pattern: /타임라인|일정표/gu,
    use: '일정 계획',
    why: 'one term for the timeline planner',
  },
  {
    id: 'marriage-report',
    pattern: /혼인\s신고(?!서)/gu,
    use: '혼인신고',
    why: 'one spelling of the marriage report',
  },
  {
    id: 'visa-document',
    pattern: /비자\s?발급\s?(신청서|인정서)/gu,
    use: '사증발급신청서 / 사증발급인정서 (the legal documents keep 사증; plain prose says 비자)',
    why: '사증 for the legal document, 비자 in plain prose',
  },
  {
    id: 'consulate',
    pattern: /(?<!재외)공관/gu,
    use: '영사관 (재외공관 only where the law names it, e.g. a marriage report at an overseas mission)',
    why: 'one term for the consulate, as in the English "consulate"',
  },
  {
    id: 'relationship-evidence',
    pattern: /교제\s?(?:입증\s?자료|증빙)|관계\s?증빙|관계\s?입증자료|관계입증/gu,
    use: '관계 입증 자료',
    why: 'one term for the evidence of the relationship',
  },
  {
    id: 'sponsor',
    pattern: /한국인\s?배우자|국민\s?배우자/gu,
    use: '초청인 (the Korean spouse who invites); 배우자 alone for "spouse" in general',
    why: 'one term for the sponsor',
    // The official forms' printed titles, quoted as printed; "초청인(한국인 배우자)" where the term is
    // explained; the visa form's F-6-3 options, about a spouse who died or caused the divorce.
    allow: [/외국인 배우자 초청장|「[^」]*」|초청인\(한국인 배우자\)|사망했거나 실종|주로 한국인 배우자의 책임/u],
  },
  {
    id: 'tb-hospital',
    pattern: /(?<!재외공관 )지정\s?병원|(?:대사관|영사관)\s?지정\s?(?:의료기관|병원)/gu,
    use: '재외공관 지정 병원',
    why: 'one name for the hospital the mission designates',
  },
  {
    id: 'document-request',
    pattern: /(?:증명서|회보서|진단서|증명원|등본|초본|증명)(?:\([^)]*\))?(?:을|를)?\s신청(?!서|인|일|하는 나라)/gu,
    use: '발급 신청 (for a document); 신청 alone means applying for the visa',
    why: '신청 means the visa application; asking for a document is 발급 신청',
  },
  {
    id: 'iso-date',
    pattern: /\d{4}-\d{2}-\d{2}/gu,
    use: 'the date written out, e.g. 2027년 1월 15일 (domain/common.ts koDate for a computed date)',
    why: 'no ISO dates inside Korean sentences',
    // English text that names a Korean form or law, and code comments, may keep the ISO date.
    allow: [/^\s*(?:[a-z]+:\s*)?['"`][A-Z][a-z]/u, /^\s*(?:\/\*\*?|\*|\/\/)/u],
  },
  {
    id: 'no',
    pattern: /아니오/gu,
    use: '아니요',
    why: '"아니오" only where an official form prints it as a checkbox, e.g. "[ ] 아니오"',
    allow: [/\[\s?\]\s?아니오/u],
  },
  {
    id: 'machine-particle',
    pattern: /\((?:이|가|을|를|은|는|와|과|으|이)\)(?:로|가|를|는|과|와)?|(?:이|을|은|와|과)\((?:가|를|는|과|와)\)/gu,
    use: 'the particle that fits the preceding syllable (src/lib/josa.ts for interpolated words), or a wording without one',
    why: 'no machine-like particles such as 이(가), 을(를), (으)로',
  },
  {
    id: 'register',
    pattern: /[가-힣](?:습니다|ㅂ니다|니다)(?=[\s.!,"'”)\]]|$)|[가-힣]십시오/gu,
    use: '해요체 (e.g. "있어요", "적으세요", "해요")',
    why: 'UI text uses 해요체 throughout; official labels are quoted as printed',
    // The printed sentence of form 19-2 quoted in a help text.
    allow: [/"[^"]*초청합니다"/u],
  },
];

/**
 * Files whose Korean is not UI text, with the reason. The personal statements' fixed sentences are
 * part of a document the applicant signs, written in the formal register on purpose.
 */
export const exemptFiles = new Map([
  ['src/domain/statements.ts', 'document text in the formal register (the signed statement)'],
  // 사증발급신청서's pre-printed instructions, notices and declaration, quoted as printed (D22).
  ['src/domain/visa-application/layout-pages-1-2.ts', 'official form text quoted as printed (visa application form)'],
  ['src/domain/visa-application/layout-pages-3-5.ts', 'official form text quoted as printed (visa application form)'],
  // The official forms' layouts quote their labels, notices and tick boxes as printed (D22).
  ['src/domain/package/layouts/invitation-letter.ts', 'official form text as printed (별지 제19호의2서식)'],
  ['src/domain/package/layouts/invitation-letter-items.ts', 'official form labels as printed (별지 제19호의2서식)'],
  ['src/domain/package/layouts/spouse-information.ts', 'official form text as printed (별지 제19호의3서식)'],
  ['src/domain/package/layouts/personal-guarantee.ts', 'official form text as printed (별지 제129호서식)'],
  ['src/domain/package/layouts/build.ts', 'the forms\' printed tick boxes "[ ] 예 [ ] 아니오"'],
]);

/**
 * Problems in one piece of Korean text.
 * @param {string} text
 * @returns {Array<{ rule: string; found: string; use: string; why: string }>}
 */
export function findGlossaryProblems(text) {
  const problems = [];
  for (const rule of glossaryRules) {
    for (const match of text.matchAll(rule.pattern)) {
      if (rule.allow?.some((ok) => ok.test(text))) continue;
      problems.push({ rule: rule.id, found: match[0], use: rule.use, why: rule.why });
    }
  }
  return problems;
}

/**
 * Problems in a catalog (flat { key: korean }).
 * @param {Record<string, unknown>} catalog
 * @param {string} file
 */
export function checkCatalog(catalog, file) {
  const out = [];
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value !== 'string') continue;
    for (const p of findGlossaryProblems(value)) out.push(formatProblem(`${file} ${key}`, p));
  }
  return out;
}

/**
 * Problems in a source file: every line with Hangul, comments included (they document the terms too).
 * @param {string} source
 * @param {string} file
 */
export function checkSource(source, file) {
  if (exemptFiles.has(file)) return [];
  const out = [];
  source.split('\n').forEach((line, i) => {
    if (!/[가-힣]/u.test(line)) return;
    for (const p of findGlossaryProblems(line)) out.push(formatProblem(`${file}:${i + 1}`, p));
  });
  return out;
}

/** @param {string} where @param {{ rule: string; found: string; use: string; why: string }} p */
const formatProblem = (where, p) =>
  `${where}: "${p.found}" breaks the Korean glossary (${p.rule}: ${p.why}); write ${p.use}`;
