import { describe, expect, it } from 'vitest';
import { languageOfDocuments, translationsFromFiles, type TranslationDraft } from '@/domain/package/translations';

const file = (role: string | null, fileName: string, issueDate: string | null = null) => ({
  role,
  fileName,
  issueDate,
});

describe('번역문 drafts for foreign documents held as files but not read', () => {
  it('a Vietnamese marriage certificate not read gets a template in Vietnamese with the issue date typed', () => {
    const [draft, ...rest] = translationsFromFiles(
      { marriageCertificate: { files: [file('foreign-certificate', 'giay-ket-hon.jpg', '2026-03-02')] } },
      { marriedAbroad: true, marriageCountry: 'VN', applicantResidence: 'VN' },
      [],
    );
    expect(rest).toEqual([]);
    expect(draft).toEqual({
      document: '혼인증명서',
      language: '베트남어',
      fileName: 'giay-ket-hon.jpg',
      rows: [
        ['발급일', '2026. 03. 02.'],
        ['발급 기관', ''],
        ['문서 번호', ''],
      ],
    });
  });

  it('none for the certificate when it was read, a translation is uploaded, or they married in Korea', () => {
    const read: TranslationDraft[] = [{ document: '혼인증명서', language: '영어', fileName: 'a.jpg', rows: [] }];
    const abroad = { marriedAbroad: true, marriageCountry: 'US' };
    const foreign = { files: [file('foreign-certificate', 'a.jpg')] };
    expect(translationsFromFiles({ marriageCertificate: foreign }, abroad, read)).toEqual([]);
    const translated = { files: [...foreign.files, file('translation', 'b.pdf')] };
    expect(translationsFromFiles({ marriageCertificate: translated }, abroad, [])).toEqual([]);
    expect(translationsFromFiles({ marriageCertificate: foreign }, { marriedAbroad: false }, [])).toEqual([]);
  });

  it("the applicant's health certificate from abroad gets one; from Korea, or the sponsor's, none", () => {
    const health = { files: [file('applicant', 'health.pdf', '2026-10-01'), file('sponsor', 'kr.pdf')] };
    const drafts = translationsFromFiles(
      { healthCertificate: health },
      { marriedAbroad: false, applicantResidence: 'PH' },
      [],
    );
    expect(drafts.map((d) => [d.document, d.language, d.fileName])).toEqual([['건강진단서', '영어', 'health.pdf']]);
    expect(
      translationsFromFiles({ healthCertificate: health }, { marriedAbroad: false, applicantResidence: 'KR' }, []),
    ).toEqual([]);
  });

  it('an unknown country leaves the language for the translator to write', () => {
    expect(languageOfDocuments('ZZ')).toBe('(원문 언어: 번역자가 기재)');
    expect(languageOfDocuments(undefined)).toBe('(원문 언어: 번역자가 기재)');
  });
});
