import type { Localized, Source } from '../common';
import { guideSources, type ChecklistItem } from './sources';

export type IntroducedBy = 'none' | 'friend-family' | 'agency' | 'online' | 'other';

export type RelationshipInputs = {
  introducedBy: IntroducedBy;
  longDistance: boolean;
  shortTimeline: boolean;
  minimalPhotos: boolean;
  priorDivorceOrNameChange: boolean;
  /** The same evidence also goes to the US (I-130 for CR-1/IR-1). */
  usSubmission: boolean;
};

/** The spec's section 9 defaults. */
export const relationshipDefaults: RelationshipInputs = {
  introducedBy: 'none',
  longDistance: false,
  shortTimeline: false,
  minimalPhotos: false,
  priorDivorceOrNameChange: false,
  usSubmission: true,
};

export type RelationshipFlagId =
  | 'broker-introduction'
  | 'online-introduction'
  | 'long-distance'
  | 'short-courtship'
  | 'few-photos'
  | 'prior-marriage-or-name-change';

export type RelationshipRiskFlag = {
  id: RelationshipFlagId;
  title: Localized;
  why: Localized;
  checklist: ChecklistItem[];
  source: Source;
};

const item = (id: string, en: string, ko: string): ChecklistItem => ({ id, label: { en, ko } });

const travelRecords = item(
  'travel-records',
  'Flight tickets and entry/exit records of your visits',
  '방문 시 항공권 및 출입국 기록',
);
const chatRecords = item(
  'chat-call-records',
  'Chat and call records across the whole relationship',
  '교제 기간 전체의 대화·통화 기록',
);
const familyPhotos = item('family-photos', 'Photos with both families', '양가 가족과 함께 찍은 사진');

// Brief 5.7: the extra-scrutiny flags and the evidence consulates ask for.
const flags: Record<RelationshipFlagId, Omit<RelationshipRiskFlag, 'id'>> = {
  'broker-introduction': {
    title: { en: 'Introduced by a marriage agency', ko: '결혼중개업체를 통한 만남' },
    why: {
      en: 'Introductions through a marriage broker get a closer look, and immigration may make a home visit. The Marriage Brokerage Act has its own rules for brokered marriages; ask the consulate what it needs.',
      ko: '결혼중개업체를 통한 만남은 더 엄격히 심사되며 실태조사가 나올 수 있어요. 중개 결혼에는 결혼중개업법의 별도 규정이 있으니 필요한 서류를 영사관에 문의하세요.',
    },
    checklist: [
      item(
        'direct-contact',
        'Evidence you talked directly, not only through the agency',
        '업체를 거치지 않고 직접 연락한 증빙',
      ),
      travelRecords,
      item(
        'ask-broker-documents',
        'Ask the consulate which agency documents it needs',
        '필요한 중개업체 서류를 영사관에 문의',
      ),
    ],
    source: {
      ...guideSources.relationshipScrutiny,
      uncertain: true,
      note: 'Marriage Brokerage Act requirements were not verified.',
    },
  },
  'online-introduction': {
    title: { en: 'Met online', ko: '온라인에서 만남' },
    why: {
      en: 'Meeting online with no in-person meeting before the marriage draws extra scrutiny. Show that you met in person.',
      ko: '온라인에서 만나 결혼 전 직접 만난 적이 없으면 더 엄격히 심사돼요. 직접 만났다는 것을 보여 주세요.',
    },
    checklist: [
      travelRecords,
      item('dated-photos-together', 'Dated photos of you together in person', '함께 만난 날짜가 보이는 사진'),
      item('early-chats', 'Early chats showing how the relationship grew', '관계가 발전한 과정을 보여 주는 초기 대화'),
    ],
    source: guideSources.relationshipScrutiny,
  },
  'long-distance': {
    title: { en: 'Long-distance relationship', ko: '장거리 연애' },
    why: {
      en: 'Officers look at how you kept the relationship going while apart, and may test the language you share.',
      ko: '떨어져 지내는 동안 어떻게 관계를 이어 왔는지 보며, 두 분의 공통 언어 능력을 확인할 수도 있어요.',
    },
    checklist: [
      chatRecords,
      travelRecords,
      item(
        'visit-timeline',
        'A short timeline of your visits, for the invitation (item 2.5: how the relationship developed, with times and places)',
        '초청장 2.5 항목(관계가 발전한 경위, 때와 장소)에 쓸 방문 일정 요약',
      ),
    ],
    source: guideSources.relationshipScrutiny,
  },
  'short-courtship': {
    title: { en: 'Short courtship', ko: '짧은 교제 기간' },
    why: {
      en: 'A short courtship is one of the flags consulates look harder at. Show how the relationship developed.',
      ko: '짧은 교제 기간은 영사관이 더 엄격히 보는 요소예요. 관계가 어떻게 발전했는지 보여 주세요.',
    },
    checklist: [
      item(
        'dated-timeline',
        'A dated timeline from first contact to the wedding',
        '처음 연락부터 결혼까지 날짜별 경위',
      ),
      familyPhotos,
      chatRecords,
    ],
    source: guideSources.relationshipScrutiny,
  },
  'few-photos': {
    title: { en: 'Few photos together', ko: '함께 찍은 사진이 적음' },
    why: {
      en: 'Consulates ask for dating and wedding photos and photos with both families. With few photos, the other evidence has to carry more.',
      ko: '영사관은 연애·결혼 사진과 양가 가족 사진을 요구해요. 사진이 적으면 다른 자료가 그만큼 더 중요해요.',
    },
    checklist: [
      item(
        'all-dated-photos',
        'Every dated photo you have: dating, wedding, with family',
        '가진 사진 모두(연애, 결혼, 가족), 날짜 포함',
      ),
      chatRecords,
      travelRecords,
    ],
    source: guideSources.relationshipScrutiny,
  },
  'prior-marriage-or-name-change': {
    title: { en: 'Earlier marriage or a name change', ko: '이전 혼인 또는 이름 변경' },
    why: {
      en: 'Repeated international marriages draw extra scrutiny, and a sponsor who invited a different foreign spouse in the past 5 years is barred. The detailed marriage record must show all past marriages, and names and dates must match across documents.',
      ko: '반복된 국제결혼은 더 엄격히 심사되며, 최근 5년 이내에 다른 외국인 배우자를 초청한 초청인은 초청이 제한돼요. 상세 혼인관계증명서에 과거 혼인이 모두 나와야 하고, 서류 간 이름과 날짜가 일치해야 해요.',
    },
    checklist: [
      item(
        'detailed-marriage-record',
        'Detailed marriage relation certificate showing all past marriages',
        '과거 혼인이 모두 나온 상세 혼인관계증명서',
      ),
      item('prior-marriage-ended', 'Proof that each earlier marriage ended', '이전 혼인이 종료되었음을 보여 주는 서류'),
      item(
        'names-and-dates-match',
        'Names (including earlier names) and the marriage date match on every document',
        '모든 서류에서 이름(이전 이름 포함)과 혼인 날짜가 일치하는지 확인',
      ),
    ],
    source: guideSources.relationshipScrutiny,
  },
};

const flagOrder: readonly RelationshipFlagId[] = [
  'broker-introduction',
  'online-introduction',
  'long-distance',
  'short-courtship',
  'few-photos',
  'prior-marriage-or-name-change',
];

const raised: Record<RelationshipFlagId, (i: RelationshipInputs) => boolean> = {
  'broker-introduction': (i) => i.introducedBy === 'agency',
  'online-introduction': (i) => i.introducedBy === 'online',
  'long-distance': (i) => i.longDistance,
  'short-courtship': (i) => i.shortTimeline,
  'few-photos': (i) => i.minimalPhotos,
  'prior-marriage-or-name-change': (i) => i.priorDivorceOrNameChange,
};

export const relationshipRiskFlags = (inputs: Partial<RelationshipInputs> = {}): RelationshipRiskFlag[] => {
  const i = { ...relationshipDefaults, ...inputs };
  return flagOrder.filter((id) => raised[id](i)).map((id) => ({ id, ...flags[id] }));
};

/** Evidence every couple gathers (brief 5.7 and 6.1). */
export const baseRelationshipChecklist: readonly ChecklistItem[] = [
  item('photos-over-time', 'Dating and wedding photos from across the relationship', '교제 기간 전반의 연애·결혼 사진'),
  familyPhotos,
  chatRecords,
  travelRecords,
  item(
    'how-we-met',
    'How you met, in your own words, for the invitation (items 2.1 to 2.4: when, where and how you first met)',
    '초청장 2.1~2.4 항목에 쓸 만난 경위(처음 만난 때, 장소, 방법)',
  ),
];

const usChecklist: readonly ChecklistItem[] = [
  item(
    'reuse-for-i130',
    'Reuse this evidence for the I-130 (evidence of a bona fide marriage)',
    '같은 자료를 I-130(진정한 혼인의 증빙)에 활용',
  ),
  item(
    'english-translations',
    'English translations of Korean documents and chats for the US side',
    '미국 제출용 한국어 서류·대화의 영문 번역',
  ),
];

/** The checklist: base items, each raised flag's items (prefixed by the flag id), then the US ones. */
export const relationshipChecklist = (inputs: Partial<RelationshipInputs> = {}): ChecklistItem[] => {
  const i = { ...relationshipDefaults, ...inputs };
  const all = [
    ...baseRelationshipChecklist.map((c) => ({ ...c, id: `base:${c.id}`, key: c.id })),
    ...relationshipRiskFlags(i).flatMap((f) => f.checklist.map((c) => ({ ...c, id: `${f.id}:${c.id}`, key: c.id }))),
    ...(i.usSubmission ? usChecklist.map((c) => ({ ...c, id: `us:${c.id}`, key: c.id })) : []),
  ];
  // One thing asked by several flags is listed once (a trial read "flight tickets" three times, ticked one, and
  // the other two stayed open); the ids of its other places are kept, so a tick saved under one still counts.
  const first = new Map<string, ChecklistItem>();
  for (const { key, ...c } of all) {
    const seen = first.get(key);
    if (seen) seen.also = [...(seen.also ?? []), c.id];
    else first.set(key, { ...c });
  }
  return [...first.values()];
};

export const relationshipUsSource: Source = guideSources.i130Evidence;
