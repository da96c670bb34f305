import { describe, expect, it } from 'vitest';
import { allVisaFields, fieldHelpFor } from '@/domain/visa-application';

const helpOf = (id: string) => allVisaFields().find(({ field }) => field.id === id)?.field.help;

describe('visa application form hints follow the applicant (D28)', () => {
  it('a Vietnamese applicant: the example is VIET NAM or VIETNAM, and no remark about the United States', () => {
    const nationality = fieldHelpFor('nationality', helpOf('nationality'), 'Vietnam');
    expect(nationality?.en).toMatch(/for example VIET ?NAM\./);
    expect(nationality?.ko).toMatch(/예: VIET ?NAM/);
    const id = fieldHelpFor('nationalId', helpOf('nationalId'), 'VN');
    expect(id?.en).toBe('Leave it empty if your country issues no national identity number.');
    expect(JSON.stringify(id)).not.toMatch(/United States|미국/);
  });

  it('a US applicant keeps the US example and the remark that the United States issues none', () => {
    expect(fieldHelpFor('nationality', helpOf('nationality'), 'UNITED STATES OF AMERICA')?.en).toMatch(
      /for example UNITED STATES/,
    );
    expect(fieldHelpFor('nationalId', helpOf('nationalId'), 'US')?.ko).toMatch(/미국은 발급하지 않아요/);
  });

  it('no nationality yet: no example from any country, and the general hint', () => {
    expect(JSON.stringify(fieldHelpFor('nationality', helpOf('nationality'), undefined))).not.toMatch(/UNITED/);
    expect(JSON.stringify(helpOf('nationalId'))).not.toMatch(/United States|미국/);
  });
});
