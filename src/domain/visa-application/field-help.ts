import type { Localized } from '../common';
import { countryName, normalizeNationality } from '../eligibility/nationality';

/**
 * A field's help for this applicant (D28): the nationality example follows the nationality given,
 * and the remark that the United States issues no identity number is only for US nationals.
 */
export function fieldHelpFor(
  fieldId: string,
  help: Localized | undefined,
  nationality: unknown,
): Localized | undefined {
  const code = typeof nationality === 'string' ? normalizeNationality(nationality) : undefined;
  if (fieldId === 'nationality') {
    const example = code ? countryName(code)?.en.toUpperCase() : undefined;
    return example
      ? { en: `As in your passport, for example ${example}.`, ko: `여권에 적힌 대로 적어 주세요. 예: ${example}` }
      : { en: 'As in your passport, in capital letters.', ko: '여권에 적힌 대로 영문 대문자로 적어 주세요.' };
  }
  if (fieldId === 'nationalId')
    return code === 'US'
      ? {
          en: 'Leave it empty if your country issues no national identity number; the United States issues none.',
          ko: '국가신분증번호를 발급하지 않는 나라라면 비워 두세요. 미국은 발급하지 않아요.',
        }
      : {
          en: 'Leave it empty if your country issues no national identity number.',
          ko: '국가신분증번호를 발급하지 않는 나라라면 비워 두세요.',
        };
  return help;
}
