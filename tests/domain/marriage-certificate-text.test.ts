import { describe, expect, it } from 'vitest';
import { certificateDate, marriageCertificateFromText } from '../../src/domain/marriage-certificate-text';
import { mergeExtraction } from '../../src/domain/autofill';

const values = (p: object | undefined) =>
  p && Object.fromEntries(Object.entries(p).map(([k, v]) => [k, (v as { value: string }).value]));

describe('certificateDate', () => {
  it.each([
    ['2024년 05월 01일', '2024-05-01'],
    ['2024. 5. 1.', '2024-05-01'],
    ['2024-05-01', '2024-05-01'],
    ['May 1, 2024', '2024-05-01'],
    ['1 May 2024', '2024-05-01'],
    ['September 30 2023', '2023-09-30'],
    ['05/01/2024', '05/01/2024'], // ambiguous (US or day-first): kept as written
  ])('%s -> %s', (raw, iso) => expect(certificateDate(raw)).toBe(iso));
});

describe('marriageCertificateFromText', () => {
  it('reads an English certificate with labelled lines', () => {
    const text = [
      'CERTIFICATE OF MARRIAGE',
      'Date of Marriage: May 1, 2024',
      'Place of Marriage: Denver, Colorado',
      "Groom's Full Name: KIM MINJUN",
      'Groom Date of Birth: 4 March 1990',
      "Groom's Father's Name: KIM CHEOLSU",
      'Bride Name: ANNA MARIA SMITH',
      'Bride Place of Birth: Denver',
    ].join('\n');
    const out = marriageCertificateFromText(text)!;
    expect(out.marriageDate).toEqual({ value: '2024-05-01', confidence: 'medium' });
    expect(out.marriagePlace?.value).toBe('Denver, Colorado');
    expect(values(out.groom)).toEqual({ name: 'KIM MINJUN', dateOfBirth: '1990-03-04', fatherName: 'KIM CHEOLSU' });
    expect(values(out.bride)).toEqual({ name: 'ANNA MARIA SMITH', placeOfBirth: 'Denver' });
    expect(out.applicantRole).toBeUndefined();
  });

  it('takes "Husband:" and "Wife:" as the parties', () => {
    const out = marriageCertificateFromText('Husband: JOHN DOE\nWife: 이서연\nDate married: 2023-09-30')!;
    expect(values(out.groom)).toEqual({ name: 'JOHN DOE' });
    expect(values(out.bride)).toEqual({ name: '이서연' });
    expect(out.marriageDate?.value).toBe('2023-09-30');
  });

  it('reads the Korean 혼인관계증명서: 본인 is the Korean spouse, 배우자 the applicant', () => {
    const text = [
      '혼인관계증명서',
      '등록기준지 서울특별시 마포구 월드컵로 1',
      '구분 성명 출생연월일 주민등록번호 성별 본',
      '본인 김민준(金敏俊) 1990년 03월 04일 900304-1****** 남 金海',
      '배우자 SMITH ANNA MARIA 1992년 07월 08일 여',
      '혼인사항',
      '구분 상세내용',
      '혼인 [신고일] 2024년 05월 01일',
      '[배우자] SMITH ANNA MARIA',
    ].join('\n');
    const out = marriageCertificateFromText(text)!;
    expect(out.marriageDate?.value).toBe('2024-05-01');
    expect(values(out.groom)).toEqual({ name: '김민준', dateOfBirth: '1990-03-04' });
    expect(values(out.bride)).toEqual({ name: 'SMITH ANNA MARIA', dateOfBirth: '1992-07-08' });
    expect(out.applicantRole).toBe('bride');
    // Through the merge, the Korean spouse's details become the spouse fields.
    const merged = mergeExtraction({ confidenceScores: {} }, out).data;
    expect(merged).toMatchObject({ spouseName: '김민준', spouseDateOfBirth: '1990-03-04', marriageDate: '2024-05-01' });
  });

  it('a Korean certificate of a Korean bride', () => {
    const out = marriageCertificateFromText(
      '본인 이서연 1993년 1월 2일 930102-2****** 여\n배우자 DOE JOHN 1990년 5월 6일 남',
    )!;
    expect(out.applicantRole).toBe('groom');
    expect(values(out.bride)?.name).toBe('이서연');
  });

  it('returns null for text that is no marriage certificate', () => {
    expect(marriageCertificateFromText('Bank statement\nBalance: 1,000,000 KRW')).toBeNull();
  });
});
