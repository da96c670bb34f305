/**
 * A module of its own: the health guide shows these words without the whole time-sensitive catalog
 * (its chunk is 6.7 KiB gzip, on the guides' deep link otherwise).
 */
import type { Localized } from '../common';

/** Brief 5.5: the remaining exemptions; the source text is partly cut off. */
export const couplesExemptions: Localized = {
  en: "Possible exemptions: the sponsor lived in the applicant's country for 6 months or more continuously, with proven courtship there (or both of you on long-term visas in a third country, likewise); a legal long-term stay of 91+ days in Korea with proven courtship; birth. Pregnancy: confirm the exemption with the mission, and plan the certificates until it says so. The official list is partly cut off: confirm with the consulate.",
  ko: '면제 가능 사유: 초청인이 신청인 국가에 6개월 이상 계속 체류하며 그곳에서 교제한 사실이 입증되는 경우(제3국에서 두 분 모두 장기 사증으로 체류한 경우도 같아요), 한국에 91일 이상 합법적으로 장기 체류하며 교제한 경우, 출산. 임신은 재외공관에 면제 여부를 확인하고, 확인될 때까지 증명서를 준비하세요. 공식 목록 일부가 확인되지 않으니 영사관에 확인하세요.',
};
