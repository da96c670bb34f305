import { describe, expect, it } from 'vitest';
import { redact, shownText } from '@/domain/evidence/redaction';

describe('redaction', () => {
  it.each([
    ['a Korean mobile number', '내 번호 010-1234-5678 이야', '내 번호 •••-••••-•••• 이야', 'phone'],
    ['an international number', 'Call +82 10-1234-5678 tonight', 'Call +•• ••-••••-•••• tonight', 'phone'],
    ['a US number with area code', 'Office (555) 123-4567.', 'Office (•••) •••-••••.', 'phone'],
    ['a Seoul landline', '02-123-4567로 전화해', '••-•••-••••로 전화해', 'phone'],
    ['an email', 'Write to anna.eriksson@example.com please', 'Write to ••••••@••••••.com please', 'email'],
    ['a bank account', '국민은행 123456-01-234567 로 보내줘', '국민은행 ••••••-••-•••••• 로 보내줘', 'account'],
    ['a card number in groups', 'card 4111 1111 1111 1111', 'card •••• •••• •••• ••••', 'account'],
    ['a resident registration number', '900304-1234567', '••••••-•••••••', 'account'],
  ] as const)('masks %s', (_name, input, output, kind) => {
    const r = redact(input);
    expect(r.text).toBe(output);
    expect(r.masked[kind]).toBe(1);
  });

  it.each([
    ['dates', 'We married on 2024-05-01 and 2024. 5. 1.'],
    ['times and small numbers', 'See you at 9:41, gate 12, flight KE 081, 3 bags'],
    ['names and Hangul', '김민준 and Anna Eriksson'],
    ['a year range', '2019-2024'],
  ])('keeps %s readable', (_name, input) => {
    expect(redact(input)).toEqual({ text: input, masked: { email: 0, phone: 0, account: 0 } });
  });

  it('applies only when redaction is on', () => {
    expect(shownText('010-1234-5678', false)).toBe('010-1234-5678');
    expect(shownText('010-1234-5678', true)).toBe('•••-••••-••••');
  });
});
