import { assumption, sources } from './sources';
import { applicantTaskTexts } from './task-texts-applicant';
import { sponsorTaskTexts } from './task-texts-sponsor';
import type { TaskTexts } from './types';

const submissionTaskTexts: Readonly<Record<string, TaskTexts>> = {
  'book-appointment': {
    title: { en: 'Book the appointment with your mission', ko: '재외공관 방문 예약' },
    description: {
      en: 'Book with the mission that covers where the applicant lives (named above the plan, with what is known of its booking; where unknown, ask it). The time shown is the assumed wait from booking to the appointment day.',
      ko: '신청인이 사는 곳을 관할하는 재외공관에 예약해요(계획 위에 그 재외공관과 알려진 예약 방법이 나와요. 알 수 없으면 재외공관에 문의하세요). 표시된 기간은 예약부터 방문일까지의 추정 대기 기간이에요.',
    },
    source: assumption(
      sources.losAngelesConsulate,
      'Appointment wait (7–30 days) is a planning assumption; missions publish none.',
      '예약 대기 기간(7~30일)은 계획용 추정치예요. 재외공관이 공개한 기간은 없어요.',
    ),
  },
  'submit-application': {
    title: { en: 'Submit the application in person', ko: '사증 신청서 직접 제출' },
    description: {
      en: 'Bring every original and the fee. The fee and the processing time are those of your mission (named above the plan; where unknown, ask it). An interview may follow.',
      ko: '모든 원본 서류와 수수료를 지참해요. 수수료와 처리 기간은 관할 재외공관마다 달라요(계획 위에 나와요. 알 수 없으면 재외공관에 문의하세요). 인터뷰가 있을 수 있어요.',
    },
    source: sources.seattleConsulate,
  },
};

/** What every task says (title, description, source), by task id: the screens merge it with the structure. */
export const taskTexts: Readonly<Record<string, TaskTexts>> = {
  ...sponsorTaskTexts,
  ...applicantTaskTexts,
  ...submissionTaskTexts,
};
