import { describe, expect, it } from 'vitest';
import type { DocumentEntry, DocumentFileRef, DocumentFileRole } from '@/domain/application';
import { issueDateFromText } from '@/domain/documents/issue-date';
import { defaultRole, missingInSlot, rolesFor, rolesForFile, rolesOf } from '@/domain/documents/slots';
import { slotValidity, validityOf, validityWindowOf } from '@/domain/documents/validity';
import { sixMonthsFromIssue, threeMonthsFromIssue } from '@/domain/timeline/durations';

const file = (id: string, role: DocumentFileRole | null, issueDate: string | null = null): DocumentFileRef => ({
  id,
  fileName: `${id}.pdf`,
  size: 1,
  type: 'application/pdf',
  uploadedAt: '2026-11-01T00:00:00.000Z',
  role,
  issueDate,
});

describe('validity against the target date', () => {
  const today = '2026-11-23';
  it.each([
    // Issued within 3 months: accepted through issue + 3 months.
    ['valid on the target date', '2026-11-01', '2027-01-15', 'valid', '2027-02-01'],
    ['the last accepted day is the target date', '2026-11-01', '2027-02-01', 'valid', '2027-02-01'],
    ['one day too late for the target date', '2026-11-01', '2027-02-02', 'expires-before-target', '2027-02-01'],
    ['already expired', '2026-08-01', '2026-12-01', 'expired', '2026-11-01'],
    ['no target date: judged against today', '2026-09-01', null, 'valid', '2026-12-01'],
    ['a target date in the past is ignored', '2026-09-01', '2026-10-01', 'valid', '2026-12-01'],
  ] as const)('%s', (_name, issueDate, targetDate, status, validUntil) => {
    const v = validityOf(threeMonthsFromIssue, issueDate, { today, targetDate });
    expect(v.status).toBe(status);
    expect(v.validUntil).toBe(validUntil);
  });

  it('asks for a date it does not have, and flags one after today', () => {
    expect(validityOf(sixMonthsFromIssue, null, { today, targetDate: null }).status).toBe('needs-date');
    expect(validityOf(sixMonthsFromIssue, 'not a date', { today, targetDate: null }).status).toBe('needs-date');
    expect(validityOf(sixMonthsFromIssue, '2026-11-24', { today, targetDate: null }).status).toBe('future-date');
  });

  it('uses the windows of the timeline tasks: 3 months for the Korean certificate, 6 for health certificates, none elsewhere', () => {
    expect(validityWindowOf('marriageCertificate', 'korean-certificate')).toBe(threeMonthsFromIssue);
    expect(validityWindowOf('marriageCertificate', 'translation')).toBeNull();
    expect(validityWindowOf('healthCertificate', 'sponsor')).toBe(sixMonthsFromIssue);
    expect(validityWindowOf('passport', null)).toBeNull();
  });

  it('judges a slot by its worst dated file', () => {
    const entry: DocumentEntry = { files: [file('a', 'applicant', '2026-10-01'), file('s', 'sponsor', '2026-03-01')] };
    expect(slotValidity('healthCertificate', entry, { today, targetDate: '2027-01-10' })?.status).toBe('expired');
    expect(slotValidity('financialDocuments', { files: [file('f', null)] }, { today, targetDate: null })).toBeNull();
  });
});

describe('what a slot needs', () => {
  it.each([
    ['an empty marriage slot needs the Korean certificate', 'marriageCertificate', [], ['korean-certificate']],
    ['the Korean certificate alone fills it', 'marriageCertificate', [file('k', 'korean-certificate')], []],
    [
      'a foreign certificate brings its apostille and translation',
      'marriageCertificate',
      [file('k', 'korean-certificate'), file('f', 'foreign-certificate')],
      ['apostille', 'translation'],
    ],
    [
      'a translation alone is not the certificate',
      'marriageCertificate',
      [file('t', 'translation')],
      ['korean-certificate'],
    ],
    ['health: one for each spouse', 'healthCertificate', [file('a', 'applicant')], ['sponsor']],
    [
      'health: two applicant files are still one spouse',
      'healthCertificate',
      [file('a', 'applicant'), file('b', 'applicant')],
      ['sponsor'],
    ],
    ['any other slot: one file', 'housingDocuments', [file('h', null)], []],
    ['any other slot, empty', 'housingDocuments', [], ['file']],
  ] as const)('%s', (_name, slot, files, missing) => {
    expect(missingInSlot(slot, { files: [...files] })).toEqual(missing);
  });

  it('gives a new file the first role the slot still lacks', () => {
    expect(defaultRole('healthCertificate', [])).toBe('applicant');
    expect(defaultRole('healthCertificate', [file('a', 'applicant')])).toBe('sponsor');
    expect(defaultRole('marriageCertificate', [file('k', 'korean-certificate')])).toBe('foreign-certificate');
    expect(defaultRole('passport', [])).toBeNull();
    // Married in Korea: only the Korean certificate applies, whatever is stored.
    expect(defaultRole('marriageCertificate', [file('k', 'korean-certificate')], 'korea')).toBe('korean-certificate');
  });

  it('offers only the parts that apply: a marriage made in Korea has no foreign certificate, apostille or translation (D28)', () => {
    expect(rolesFor('marriageCertificate', 'korea')).toEqual(['korean-certificate']);
    expect(rolesFor('marriageCertificate', 'abroad')).toEqual(rolesOf('marriageCertificate'));
    expect(rolesFor('marriageCertificate')).toEqual(rolesOf('marriageCertificate'));
    expect(rolesFor('healthCertificate', 'korea')).toEqual(['applicant', 'sponsor']);
    // A file already stored as a foreign part keeps its part on offer, so nothing is relabelled or hidden.
    expect(rolesForFile('marriageCertificate', file('f', 'foreign-certificate'), 'korea')).toEqual([
      'korean-certificate',
      'foreign-certificate',
    ]);
    expect(rolesForFile('marriageCertificate', file('k', 'korean-certificate'), 'korea')).toEqual([
      'korean-certificate',
    ]);
    // A foreign certificate stored before the answer: the slot still asks its apostille and translation, so they are offered.
    expect(rolesFor('marriageCertificate', 'korea', [file('f', 'foreign-certificate')])).toEqual([
      'korean-certificate',
      'apostille',
      'translation',
    ]);
  });
});

describe('the issue date printed on a certificate', () => {
  it.each([
    ['Korean 발급일 with 년 월 일', '혼인관계증명서\n...\n발급일 : 2026년 11월 02일\n신청인 김민수', '2026-11-02'],
    ['Korean 발급일시 with a time', '발급일시: 2026년 9월 5일 14시 30분', '2026-09-05'],
    ['Korean dotted date', '발행일자 2026. 10. 7.', '2026-10-07'],
    ['English "Date of issue"', 'Certificate of Health\nDate of issue: March 3, 2026', '2026-03-03'],
    ['English "Issued on" day first', 'Issued on 14 February 2026', '2026-02-14'],
    ['no label: nothing is guessed', 'Date of marriage: 2024-05-01', null],
    ['an ambiguous date is not taken', 'Date of issue: 03/04/2026', null],
  ])('%s', (_name, text, expected) => {
    expect(issueDateFromText(text)).toBe(expected);
  });
});
