/**
 * The steps whose text depends on where the couple applies (D28): photo, booking, fee and processing
 * time, and whether the mission designates the hospital. They read the same mission answer as the
 * timeline's mission card (missionSpecific), so the calendar export and the screen say one thing;
 * a fact not known for the mission says whom to ask, never a US consulate's figure.
 */
import type { Localized } from '../common';
import {
  missionCountry,
  missionSpecific,
  sourceForMission,
  type MissionAnswer,
  type MissionSpecifics,
} from '../missions';
import { inKoreaTasks } from './mission-text-korea';
import type { TimelineTask } from './types';

const l = (en: string, ko: string): Localized => ({ en, ko });
const join = (...parts: Localized[]): Localized => ({
  en: parts.map((p) => p.en).join(' '),
  ko: parts.map((p) => p.ko).join(' '),
});

const notNamed: MissionAnswer = { kind: 'unknown', reason: l('', ''), missions: [] };

/** "Photo: One 2×2 in photo… (the Korean Consulate General in Seattle)", or whom to ask. */
function specificLine(answer: MissionAnswer, key: keyof MissionSpecifics, label: Localized): Localized {
  const fact = missionSpecific(answer, key);
  const said = fact.known
    ? l(`${fact.value.en.replace(/\.$/, '')} (${fact.mission.name.en}).`, `${fact.value.ko} (${fact.mission.name.ko})`)
    : fact.ask;
  return l(`${label.en}: ${said.en}`, `${label.ko}: ${said.ko}`);
}

const texts: Record<string, (answer: MissionAnswer) => Localized> = {
  'passport-photos': (a) =>
    join(
      l('The passport needs 6+ months of validity.', '여권 유효기간이 6개월 이상 남아 있어야 해요.'),
      specificLine(a, 'photo', l('Photo', '사진')),
    ),
  'book-appointment': (a) =>
    join(
      l(
        'Book with the mission that covers where the applicant lives (named above the plan).',
        '신청인이 사는 곳을 관할하는 재외공관에 예약해요(계획 위에 나와요).',
      ),
      specificLine(a, 'booking', l('Booking', '예약')),
      l(
        'The time shown is the assumed wait from booking to the appointment day.',
        '표시된 기간은 예약부터 방문일까지의 추정 대기 기간이에요.',
      ),
    ),
  'submit-application': (a) =>
    join(
      l('Bring every original and the fee.', '모든 원본 서류와 수수료를 지참해요.'),
      specificLine(a, 'fee', l('Fee', '수수료')),
      specificLine(a, 'processing', l('Processing time', '처리 기간')),
      l('An interview may follow.', '인터뷰가 있을 수 있어요.'),
    ),
  'applicant-health-certificate': (a) =>
    join(
      l(
        'A health certificate valid where you apply, covering a chest X-ray, blood and urine tests, HIV/AIDS, STDs and mental illness, issued within 6 months of the application.',
        '신청하는 나라에서 유효한 건강진단서로 흉부 X선, 혈액·소변 검사, HIV/AIDS, 성병, 정신질환 항목이 포함되어야 하고 신청일 기준 6개월 이내 발급분이어야 해요.',
      ),
      missionCountry(a) === 'US'
        ? l('US consulates designate no hospital.', '미국의 영사관은 병원을 지정하지 않아요.')
        : l(
            'The mission may designate hospitals: ask it which ones.',
            '재외공관 지정 병원이 있을 수 있으니 재외공관에 확인하세요.',
          ),
    ),
};

/** The task's description for this couple's mission (no mission known yet: whom to ask). */
export function descriptionForMission(task: TimelineTask, answer: MissionAnswer | undefined): Localized {
  if (answer?.kind === 'in-korea') return inKoreaTasks[task.id]?.(answer).description ?? task.description;
  const text = texts[task.id];
  return text ? text(answer ?? notNamed) : task.description;
}

/**
 * The task as this couple's plan shows it (timeline and calendar): its description, and its source
 * for their mission (sourceForMission). An applicant living in Korea reads the change of status at
 * the immigration office, never a consulate's booking or a "Korean mission" there (brief 6.3, D28).
 */
export function taskForMission(task: TimelineTask, answer: MissionAnswer | undefined): TimelineTask {
  const inKorea = answer?.kind === 'in-korea' ? inKoreaTasks[task.id]?.(answer) : undefined;
  return {
    ...task,
    ...(inKorea?.title ? { title: inKorea.title } : {}),
    description: descriptionForMission(task, answer),
    source: inKorea?.source ?? sourceForMission(task.source, answer),
  };
}
