import { describe, expect, it } from 'vitest';
import { validUsersProgress } from '@/sync/validate';

// Cloud data is checked record by record before it touches the device; a person's fact may be one value
// or (D26) a Korean and a Latin version. Both must pass, or a second device never receives an address.
describe('people facts read from the cloud', () => {
  const at = '2026-11-20T10:00:00.000Z';
  it('accepts single values and facts in two scripts, and keeps aside what is neither', () => {
    const rejected: { item: string; data: unknown }[] = [];
    const out = validUsersProgress(
      {
        storeVersion: 7,
        people: {
          sponsor: {
            role: 'sponsor',
            hangulName: { value: '김민수', updatedAt: at },
            addressKorea: {
              ko: { value: '서울특별시 마포구 마포대로 21', updatedAt: at },
              latin: { value: '21 Mapo-daero, Mapo-gu, Seoul', updatedAt: at },
            },
            phone: { value: 42, updatedAt: at },
          },
        },
      },
      rejected as never,
    );
    expect(out.people.sponsor?.hangulName).toEqual({ value: '김민수', updatedAt: at });
    expect(out.people.sponsor?.addressKorea).toEqual({
      ko: { value: '서울특별시 마포구 마포대로 21', updatedAt: at },
      latin: { value: '21 Mapo-daero, Mapo-gu, Seoul', updatedAt: at },
    });
    expect(out.people.sponsor?.phone).toBeUndefined();
    expect(rejected.map((r) => r.item)).toEqual(['people:sponsor.phone']);
  });
});
