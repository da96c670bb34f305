/**
 * Korean titles of the sources cited in the app (D22: citations in the user's language).
 * Keyed by the English title; each domain's `source()` helper looks its title up here. Names of
 * Korean laws and forms are as printed; site names and URLs stay as they are.
 */
export const sourceTitlesKo: Readonly<Record<string, string>> = {
  'Immigration Act Enforcement Rule Art. 9-5(1) item 4 (출입국관리법 시행규칙)':
    '출입국관리법 시행규칙 제9조의5 제1항 제4호',
  'Consulate notice on the 5-year invitation limit (quoted by ktjyms.tistory.com)':
    '5년 내 초청 제한에 관한 영사관 공지(ktjyms.tistory.com 인용)',
  'Easylaw notice 569: F-6 screening items (April 1, 2014)':
    '찾기쉬운 생활법령 공지 569: F-6 심사 항목(2014년 4월 1일)',
  'Enforcement Rule Art. 9-5(1) item 7 (housing); consulate notice quoted by ktjyms.tistory.com':
    '출입국관리법 시행규칙 제9조의5 제1항 제7호(주거), 영사관 공지(ktjyms.tistory.com 인용)',
  'Enforcement Rule Art. 9-5(1) item 7; consulate notice quoted by practitioners':
    '출입국관리법 시행규칙 제9조의5 제1항 제7호, 행정사가 인용한 영사관 공지',
  'Enforcement Rule of the Immigration Act, Art. 9-5 (marriage-cohabitation visa criteria)':
    '출입국관리법 시행규칙 제9조의5(결혼동거 목적의 사증 발급 기준)',
  'F-6 extra scrutiny (immikorea.com; koatimes.net 2023)': 'F-6 강화 심사(immikorea.com, koatimes.net 2023)',
  'F-6 housing documents (inblog.ai/kvisa; koreahelper.tistory.com)':
    'F-6 주거 증빙서류(inblog.ai/kvisa, koreahelper.tistory.com)',
  'F-6 relationship review and extra scrutiny (immikorea.com; koatimes.net 2023)':
    'F-6 교제 심사와 강화 심사(immikorea.com, koatimes.net 2023)',
  'FBI Identity History Summary FAQ and eDO (edo.cjis.gov)':
    'FBI 범죄경력증명서(Identity History Summary) FAQ와 eDO(edo.cjis.gov)',
  'Family Register Office for Overseas Koreans, reporting a marriage abroad (Family Relations Registration Act Art. 35)':
    '재외국민 가족관계등록사무소: 외국에서 한 혼인의 신고(가족관계의 등록 등에 관한 법률 제35조)',
  'Family Register Office for Overseas Koreans: reporting a marriage made abroad':
    '재외국민 가족관계등록사무소: 외국에서 한 혼인의 신고',
  'Health/criminal-record exchange exemptions (hmzkorean.korean.net 2022; attorney column)':
    '건강·범죄경력 정보 교환 면제(hmzkorean.korean.net 2022, 변호사 칼럼)',
  'HiKorea notice 1446 (2022): TB certificate for high-risk nationalities':
    '하이코리아 공지 1446(2022): 결핵 고위험국가 국민의 결핵 진단서',
  'International Marriage Guidance Program (국제결혼 안내프로그램), socinet.go.kr':
    '국제결혼 안내프로그램, socinet.go.kr',
  'Korean Consulate General in Los Angeles, visa notices (2022)': '주로스앤젤레스 총영사관 사증 공지(2022)',
  'Korean Consulate General in San Francisco, ordering family-relation certificates (2023)':
    '주샌프란시스코 총영사관: 가족관계등록 증명서 발급(2023)',
  'Korean Consulate General in Seattle, F-6 visa requirements': '주시애틀 총영사관: F-6 사증 요건',
  'Korean Consulate General in Seattle: F-6 document list': '주시애틀 총영사관: F-6 제출 서류',
  'Korean Consulate General in Seattle: F-6 income documents': '주시애틀 총영사관: F-6 소득 서류',
  'Korean Embassy in Greece, F-6 marriage migrant requirements': '주그리스 대사관: F-6 결혼이민 요건',
  'Korean Embassy in Greece: F-6 health certificate contents': '주그리스 대사관: F-6 건강진단서 항목',
  'Korean Embassy in Greece: F-6-1 (spouse of a Korean national)': '주그리스 대사관: F-6-1(국민의 배우자)',
  'Korean Embassy in Japan, F-6 health certificate and criminal record (since April 13, 2023)':
    '주일본 대사관: F-6 건강진단서와 범죄경력(2023년 4월 13일부터)',
  'Korean Embassy in Japan: health and criminal-record certificates for both spouses (since April 13, 2023)':
    '주일본 대사관: 부부 모두의 건강진단서와 범죄경력 증명(2023년 4월 13일부터)',
  'MOJ Notice 2016-369 and Notice 2025-534: 5% of net assets held 6+ months counts as income':
    '법무부 고시 제2016-369호, 제2025-534호: 6개월 이상 보유한 순자산의 5%를 소득으로 인정',
  'MOJ Notice 2016-369: income and assets of household members and of the foreign spouse in Korea':
    '법무부 고시 제2016-369호: 같은 세대 가족과 외국인 배우자의 국내 소득·재산',
  'MOJ Notice 2016-369; Notice 2025-534 (income requirement exemptions)':
    '법무부 고시 제2016-369호, 제2025-534호(소득 요건 면제)',
  'MOJ Notice 2016-369; Notice 2025-534: income that counts': '법무부 고시 제2016-369호, 제2025-534호: 인정 소득',
  'MOJ Notice 2016-378 (communication requirement); Notice 2025-534 (KIIP level 2+)':
    '법무부 고시 제2016-378호(의사소통 요건), 제2025-534호(사회통합프로그램 2단계 이상)',
  'MOJ Notice 2016-378 and 2025-534 on the communication requirement (lawrk.co.kr; kbmaeil 2025)':
    '의사소통 요건에 관한 법무부 고시 제2016-378호, 제2025-534호(lawrk.co.kr, 경북매일 2025)',
  'MOJ notice of December 7, 2023: 2024 F-6 sponsor income (via Pureum Law Office)':
    '2023년 12월 7일 법무부 고시: 2024년 F-6 초청인 소득 요건(푸름법률사무소 인용)',
  'MOJ notice of December 2, 2024: 2025 F-6 sponsor income (quoted by oncekorea)':
    '2024년 12월 2일 법무부 고시: 2025년 F-6 초청인 소득 요건(oncekorea 인용)',
  'NIIED: TOPIK levels (TOPIK I level 1 = 80-139 of 200)':
    '국립국제교육원: TOPIK 등급(TOPIK I 1급 = 200점 중 80~139점)',
  'Practitioner tip: add plain summaries of US tax forms (studying-korea.com)':
    '실무 조언: 미국 세무 서류에 쉬운 요약 첨부(studying-korea.com)',
  'Pregnancy as a humanitarian exemption (practitioners: k-visaplus.co.kr)':
    '인도적 면제 사유로서의 임신(행정사: k-visaplus.co.kr)',
  'Prior F-6 stay with the same spouse (allvisakorea.com; the 2026 list is cut off)':
    '같은 배우자와의 과거 F-6 체류(allvisakorea.com, 2026년 목록 일부 누락)',
  'Seattle and Greece consulate lists; MOJ Notice 2016-369 (income and assets)':
    '시애틀·그리스 영사관 서류 목록, 법무부 고시 제2016-369호(소득과 재산)',
  'Supplementary application using family income and assets (가족 소득 및 재산에 의한 소득요건 보충신청서)':
    '가족 소득 및 재산에 의한 소득요건 보충신청서',
  'TOPIK 2026 schedule (wisefullife.com); score bands niied.go.kr; validity klc.skis.kr, elkorean.kr':
    'TOPIK 2026 일정(wisefullife.com), 등급 기준 niied.go.kr, 유효기간 klc.skis.kr·elkorean.kr',
  'US Department of State, Office of Authentications (apostille, DS-4194)': '미국 국무부 인증국(아포스티유, DS-4194)',
  'USCIS Form I-130: evidence of a bona fide marriage': 'USCIS I-130: 진정한 혼인의 증빙',
  'Immigration Act Enforcement Rule, form 129 (신원보증서), rev. February 7, 2022':
    '출입국관리법 시행규칙 별지 제129호 서식(신원보증서), 2022년 2월 7일 개정',
  'Immigration Act Enforcement Rule, form 19-2 (외국인 배우자 초청장), rev. December 14, 2023':
    '출입국관리법 시행규칙 별지 제19호의2 서식(외국인 배우자 초청장), 2023년 12월 14일 개정',
  'Immigration Act Enforcement Rule, form 19-3 (외국인 배우자의 결혼배경 진술서), rev. April 12, 2022':
    '출입국관리법 시행규칙 별지 제19호의3 서식(외국인 배우자의 결혼배경 진술서), 2022년 4월 12일 개정',
  'CR-1 or IR-1 by length of marriage at entry (nnuimmigration.com, 2025)':
    '입국 시점의 혼인 기간에 따른 CR-1 또는 IR-1(nnuimmigration.com, 2025)',
  'F-6 sub-types (bangduty.com; seoullawgroup.com)': 'F-6 세부 유형(bangduty.com, seoullawgroup.com)',
  'F-6-2 child-rearing (immikorea.com, 2023)': 'F-6-2 자녀 양육(immikorea.com, 2023)',
  'Korean Embassy in Greece: F-6-1, marriage registered in both countries':
    '주그리스 대사관: F-6-1, 두 나라 모두에 혼인이 등록된 경우',
  'USCIS Form I-130: Petition for Alien Relative': 'USCIS I-130: 외국인 친족 초청 청원서',
  'HCCH status table of the Apostille Convention (Korea a party since July 14, 2007)':
    '헤이그국제사법회의(HCCH) 아포스티유 협약 가입국 현황(대한민국 2007년 7월 14일 가입)',
  'Netherlands treaty database (depositary): Apostille Convention, Viet Nam in force on September 11, 2026':
    '네덜란드 조약 데이터베이스(기탁처): 아포스티유 협약, 베트남 2026년 9월 11일 발효',
};

/** The `ko` part of a Source for an English title, merged with any Korean already given. */
export const koSourceText = (title: string, ko?: { title?: string; note?: string }) => {
  const koTitle = ko?.title ?? sourceTitlesKo[title];
  return koTitle || ko?.note
    ? { ko: { ...(koTitle ? { title: koTitle } : {}), ...(ko?.note ? { note: ko.note } : {}) } }
    : {};
};

/** A source with its Korean title (and note) added from the table, where the table has one. */
export const withKoTitle = <S extends { title: string; ko?: { title?: string; note?: string } }>(source: S): S => ({
  ...source,
  ...koSourceText(source.title, source.ko),
});
