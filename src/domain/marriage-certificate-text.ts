/**
 * Marriage-certificate fields from a PDF's text layer, by labels only: what is not labelled plainly
 * is left for the user to type. Values found this way are medium confidence (the characters are
 * exact, the label match is the guess); the user confirms them.
 *
 * Two layouts are recognised:
 * - English certificates with labelled lines ("Date of marriage: ...", "Groom's name: ...",
 *   "Bride date of birth: ...", husband/wife as synonyms);
 * - the Korean 혼인관계증명서, which is the Korean spouse's record: the 본인 row is the Korean
 *   spouse and the 배우자 row the applicant, the sex column (남/여) says who is the groom, and
 *   the marriage date is the [신고일] (in Korea a marriage takes effect when it is reported).
 */
import type { ExtractedField, MarriageCertificateExtraction, Party, PartyField, PartyRole } from './autofill';

const medium = (value: string): ExtractedField => ({ value, confidence: 'medium' });

const months: Record<string, string> = {
  jan: '01',
  feb: '02',
  mar: '03',
  apr: '04',
  may: '05',
  jun: '06',
  jul: '07',
  aug: '08',
  sep: '09',
  oct: '10',
  nov: '11',
  dec: '12',
};

/** A date as ISO when its form is unambiguous; otherwise the text as written. */
export function certificateDate(raw: string): string {
  const s = raw.trim().replace(/\s+/g, ' ');
  const pad = (n: string) => n.padStart(2, '0');
  let m = /^(\d{4})\s*[년./-]\s*(\d{1,2})\s*[월./-]\s*(\d{1,2})\s*일?\.?/.exec(s);
  if (m) return `${m[1]}-${pad(m[2])}-${pad(m[3])}`;
  m = /^([A-Za-z]{3,})\.? (\d{1,2}),? (\d{4})/.exec(s);
  if (m && months[m[1].slice(0, 3).toLowerCase()])
    return `${m[3]}-${months[m[1].slice(0, 3).toLowerCase()]}-${pad(m[2])}`;
  m = /^(\d{1,2}) ([A-Za-z]{3,})\.?,? (\d{4})/.exec(s);
  if (m && months[m[2].slice(0, 3).toLowerCase()])
    return `${m[3]}-${months[m[2].slice(0, 3).toLowerCase()]}-${pad(m[1])}`;
  return s;
}

const lineValue = (text: string, label: RegExp): string | null => {
  for (const line of text.split(/\r?\n/)) {
    const m = label.exec(line);
    if (m) {
      const value = line
        .slice(m.index + m[0].length)
        .replace(/^\s*[:：\-–]?\s*/, '')
        .trim();
      if (value) return value;
    }
  }
  return null;
};

const partyLabels: Record<PartyField, string> = {
  name: "(?:'s)?\\s*(?:full\\s+)?name",
  dateOfBirth: "(?:'s)?\\s*(?:date\\s+of\\s+birth|birth\\s*date|d\\.?o\\.?b\\.?)",
  placeOfBirth: "(?:'s)?\\s*(?:place\\s+of\\s+birth|birth\\s*place)",
  address: "(?:'s)?\\s*(?:residence|address)",
  fatherName: "(?:'s)?\\s*father(?:'s)?\\s*(?:full\\s+)?name",
  motherName: "(?:'s)?\\s*mother(?:'s)?\\s*(?:(?:maiden\\s+|full\\s+)?name)",
};
const roleWords: Record<PartyRole, string> = { groom: '(?:groom|husband)', bride: '(?:bride|wife)' };

function englishParty(text: string, role: PartyRole): Party {
  const party: Party = {};
  for (const field of Object.keys(partyLabels) as PartyField[]) {
    let value = lineValue(text, new RegExp(`\\b${roleWords[role]}${partyLabels[field]}\\b`, 'i'));
    // "Groom: KIM MINJUN" counts as the groom's name.
    if (!value && field === 'name') value = lineValue(text, new RegExp(`^\\s*${roleWords[role]}\\s*(?=[:：])`, 'i'));
    if (value) party[field] = medium(field === 'dateOfBirth' ? certificateDate(value) : value);
  }
  return party;
}

/** A row of the Korean certificate's table: 구분, 성명, 출생연월일, 주민등록번호, 성별, 본. */
function koreanRow(text: string, label: '본인' | '배우자'): { party: Party; role: PartyRole | null } | null {
  const row = new RegExp(`^\\s*${label}\\s+(.+?)\\s+(\\d{4}\\s*년\\s*\\d{1,2}\\s*월\\s*\\d{1,2}\\s*일)(.*)$`, 'm').exec(
    text,
  );
  if (!row) return null;
  const name = row[1].replace(/\s*\(.*?\)\s*/g, ' ').trim();
  const sex = /\s(남|여)(\s|$)/.exec(row[3])?.[1];
  return {
    party: { name: medium(name), dateOfBirth: medium(certificateDate(row[2])) },
    role: sex === '남' ? 'groom' : sex === '여' ? 'bride' : null,
  };
}

const hasAny = (p: Party) => Object.keys(p).length > 0;

/** What the text says, or null when it does not look like a marriage certificate at all. */
export function marriageCertificateFromText(text: string): MarriageCertificateExtraction | null {
  const out: MarriageCertificateExtraction = { documentType: 'marriageCertificate' };

  const self = koreanRow(text, '본인');
  const spouse = koreanRow(text, '배우자');
  if (self || spouse) {
    const reported = /\[?신고일\]?\s*[:：]?\s*(\d{4}\s*년\s*\d{1,2}\s*월\s*\d{1,2}\s*일)/.exec(text);
    if (reported) out.marriageDate = medium(certificateDate(reported[1]));
    const selfRole = self?.role ?? (spouse?.role ? (spouse.role === 'groom' ? 'bride' : 'groom') : null);
    if (selfRole) {
      const applicantRole: PartyRole = selfRole === 'groom' ? 'bride' : 'groom';
      if (self) out[selfRole] = self.party;
      if (spouse) out[applicantRole] = spouse.party;
      out.applicantRole = applicantRole;
    }
    return out;
  }

  const date = lineValue(text, /\b(?:date\s+of\s+marriage|marriage\s+date|date\s+married)\b/i);
  if (date) out.marriageDate = medium(certificateDate(date));
  const place = lineValue(text, /\b(?:place\s+of\s+marriage|marriage\s+place|place\s+married)\b/i);
  if (place) out.marriagePlace = medium(place);
  const groom = englishParty(text, 'groom');
  const bride = englishParty(text, 'bride');
  if (hasAny(groom)) out.groom = groom;
  if (hasAny(bride)) out.bride = bride;
  return out.marriageDate || out.marriagePlace || out.groom || out.bride ? out : null;
}
