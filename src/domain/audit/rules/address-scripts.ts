/**
 * An address held in Korean and in Latin letters (D26) must describe one place: the same
 * postcode and the same building numbers, whatever the script.
 */
import type { Localized } from '../../common';
import { factValue, type PersonRole, type ScriptedFactKey } from '../../people';
import { factPlaces } from '../context';
import type { AuditRule, RawFinding } from '../types';

const labels: Record<PersonRole, Record<'addressKorea' | 'addressAbroad', Localized>> = {
  applicant: {
    addressKorea: { en: "Applicant's address in Korea", ko: '신청인의 한국 주소' },
    addressAbroad: { en: "Applicant's address abroad", ko: '신청인의 본국 주소' },
  },
  sponsor: {
    addressKorea: { en: "Korean spouse's address in Korea", ko: '초청인의 한국 주소' },
    addressAbroad: { en: "Korean spouse's address abroad", ko: '초청인의 해외 주소' },
  },
};

const numbers = (s: string) => s.match(/\d+/g) ?? [];
const postcode = (s: string) => numbers(s).find((n) => n.length === 5);
const others = (s: string) =>
  [...new Set(numbers(s).filter((n) => n.length !== 5))].sort((a, b) => Number(a) - Number(b)).join(' ');

export const addressScriptsRule: AuditRule = {
  kind: 'address-scripts',
  weight: 'ask',
  run(ctx) {
    const out: RawFinding[] = [];
    for (const role of ['applicant', 'sponsor'] as PersonRole[])
      for (const fact of ['addressKorea', 'addressAbroad'] as ScriptedFactKey[]) {
        const ko = factValue(ctx.people, { role, fact, script: 'ko' });
        const latin = factValue(ctx.people, { role, fact, script: 'latin' });
        if (!ko || !latin) continue;
        const pk = postcode(ko);
        const pl = postcode(latin);
        const postcodes = pk && pl && pk !== pl;
        const buildings = !postcodes && others(ko) !== '' && others(latin) !== '' && others(ko) !== others(latin);
        if (!postcodes && !buildings) continue;
        out.push({
          key: `${role}.${fact}`,
          fact: labels[role][fact as 'addressKorea'],
          explanation: postcodes
            ? {
                en: `The Korean and the English address have different postcodes (${pk}, ${pl}): they do not describe the same place.`,
                ko: `한글 주소와 영문 주소의 우편번호(${pk}, ${pl})가 달라요. 같은 곳을 가리키지 않아요.`,
              }
            : {
                en: 'The Korean and the English address have different building or street numbers: they do not describe the same place.',
                ko: '한글 주소와 영문 주소의 건물 번호나 도로 번호가 달라요. 같은 곳을 가리키지 않아요.',
              },
          values: [
            { value: ko, places: factPlaces({ role, fact, script: 'ko' }) },
            { value: latin, places: factPlaces({ role, fact, script: 'latin' }) },
          ],
        });
      }
    return out;
  },
};
