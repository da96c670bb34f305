import { groupDigits } from '@/lib/group-digits';
import type { Localized } from '../common';

const group = (n: number): string => `${n < 0 ? '-' : ''}${groupDigits(Math.round(Math.abs(n)))}`;

/** "25,195,752 KRW" / "25,195,752원". Deterministic, no Intl. */
export const formatKrw = (amount: number): Localized => ({ en: `${group(amount)} KRW`, ko: `${group(amount)}원` });

export const localized = (en: string, ko: string): Localized => ({ en, ko });

/** Joins localized parts with a space. */
export const joinLocalized = (...parts: Array<Localized | undefined>): Localized => {
  const present = parts.filter((p): p is Localized => p !== undefined);
  return { en: present.map((p) => p.en).join(' '), ko: present.map((p) => p.ko).join(' ') };
};
