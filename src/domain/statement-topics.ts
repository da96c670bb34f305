/**
 * The guiding questions of the two relationship statements, per topic category (spec §3), in
 * English and Korean, each with what a consulate officer looks for. The comments cite the
 * sections of the rules brief (f6-rules-and-sources.md) the hints come from.
 */
import type { StatementTopic } from './application';
import type { Localized } from './common';
import { topicTitles, type StatementKind } from './statement-topic-titles';

export type { StatementKind } from './statement-topic-titles';

export type TopicGuide = {
  topic: StatementTopic;
  /** Heading in the page and in the composed statement. */
  title: Localized;
  /** 1-3 guiding questions; the sponsor's address the Korean spouse. */
  questions: Record<StatementKind, Localized[]>;
  /** What a consulate officer looks for in this part of the story. */
  hint: Localized;
  /** Extra advice for one of the two writers. */
  note?: Partial<Record<StatementKind, Localized>>;
  /** Topics officers weigh most for this writer; suggested first when missing. */
  core: StatementKind[];
};

const l = (en: string, ko: string): Localized => ({ en, ko });

export const topicGuides: Record<StatementTopic, TopicGuide> = {
  // Rules §5.1 item 1 (how the couple met, intent to marry); §5.7 (broker, online-only meeting).
  how_met: {
    topic: 'how_met',
    title: topicTitles.how_met,
    questions: {
      personal: [
        l('When and where did you first meet your spouse?', '배우자를 처음 만난 것은 언제, 어디에서였나요?'),
        l(
          'How did you meet: through friends or family, at work or school, online, or through an agency?',
          '어떻게 만나게 되었나요? 지인이나 가족의 소개, 직장이나 학교, 온라인, 결혼중개업체 등',
        ),
        l('What made you want to see each other again?', '다시 만나고 싶다고 느낀 계기는 무엇이었나요?'),
      ],
      sponsor: [
        l('When and where did you first meet your spouse?', '배우자를 처음 만난 것은 언제, 어디에서였나요?'),
        l(
          'Did someone introduce you? If so, who, and how do they know each of you?',
          '누군가의 소개로 만났나요? 그렇다면 소개한 사람은 누구이며 두 사람과 어떤 관계인가요?',
        ),
        l('What was your first impression of your spouse?', '배우자에 대한 첫인상은 어땠나요?'),
      ],
    },
    hint: l(
      'Officers check how you met and whether you truly intend to live as a married couple. Give dates and places. If you met online or through an agency, say so plainly and describe your first meeting in person: these draw extra scrutiny, and honesty helps.',
      '심사관은 두 사람이 어떻게 만났는지, 부부로 살 진정한 의사가 있는지 확인해요. 날짜와 장소를 구체적으로 적으세요. 온라인이나 결혼중개업체를 통해 만났다면 그대로 밝히고 처음 직접 만난 때를 설명하세요. 이런 경우 더 꼼꼼히 심사하므로 솔직함이 도움이 돼요.',
    ),
    note: {
      sponsor: l(
        'Your invitation form tells the same story (items 2.4 and 2.5): keep the dates and places the same.',
        '초청장(2.4, 2.5항)에도 같은 내용을 적으므로 날짜와 장소가 서로 일치하게 하세요.',
      ),
      personal: l(
        'Your spouse describes your meeting in the invitation form (items 2.4 and 2.5): agree on the dates and places.',
        '배우자가 초청장(2.4, 2.5항)에 만난 과정을 적으므로 날짜와 장소를 서로 맞추세요.',
      ),
    },
    core: ['personal', 'sponsor'],
  },
  // Rules §5.7 (short courtship) and §6.1 relationship evidence (photos, chats, calls, flights, entry/exit).
  relationship_development: {
    topic: 'relationship_development',
    title: topicTitles.relationship_development,
    questions: {
      personal: [
        l(
          'How did your relationship grow after you met? How often did you see each other, and how did you stay in touch?',
          '만난 뒤 관계는 어떻게 발전했나요? 얼마나 자주 만났고, 어떻게 연락을 이어 갔나요?',
        ),
        l(
          'Which visits or trips did you take together? Give approximate dates.',
          '함께한 방문이나 여행은 무엇이었나요? 대략의 날짜를 적어 주세요.',
        ),
        l('When and how did you decide to marry?', '언제, 어떻게 결혼을 결심했나요?'),
      ],
      sponsor: [
        l(
          'How did your relationship with your spouse grow? How did you keep in touch while apart?',
          '배우자와의 관계는 어떻게 발전했나요? 떨어져 있는 동안 어떻게 연락했나요?',
        ),
        l('When and where did you visit each other?', '언제, 어디에서 서로를 방문했나요?'),
        l('Who proposed, and when?', '누가, 언제 청혼했나요?'),
      ],
    },
    hint: l(
      'A short courtship draws extra scrutiny. A clear timeline of meetings, visits and calls that matches your photos, chats, call records, flight tickets and entry/exit records shows the relationship is genuine.',
      '교제 기간이 짧으면 더 꼼꼼히 심사해요. 만남, 방문, 통화를 시간 순서대로 적고 사진, 대화 기록, 통화 기록, 항공권, 출입국 기록과 일치하게 하면 관계의 진정성을 보여 줄 수 있어요.',
    ),
    core: ['personal', 'sponsor'],
  },
  // Rules §5.1 item 6 (communication) and §5.7: concrete shared life rather than general praise.
  cultural_exchange: {
    topic: 'cultural_exchange',
    title: topicTitles.cultural_exchange,
    questions: {
      personal: [
        l(
          'What have you learned about Korean culture from your spouse, and what have you shared of yours?',
          '배우자에게서 한국 문화에 대해 무엇을 배웠고, 당신의 문화는 어떻게 나누었나요?',
        ),
        l(
          'Which holidays, foods or traditions have you celebrated together?',
          '함께 지낸 명절이나 함께 즐긴 음식, 전통이 있나요?',
        ),
      ],
      sponsor: [
        l(
          "What have you learned about your spouse's culture, and what have you shared of Korean culture?",
          '배우자의 문화에 대해 무엇을 배웠고, 한국 문화는 어떻게 소개했나요?',
        ),
        l('How do you handle differences in customs or habits?', '관습이나 생활 습관의 차이는 어떻게 조율하나요?'),
      ],
    },
    hint: l(
      "Concrete shared experiences show two people who know each other's lives. Specific examples say more than general praise.",
      '함께한 구체적인 경험은 두 사람이 서로의 삶을 잘 안다는 것을 보여 줘요. 막연한 칭찬보다 구체적인 예가 설득력이 있어요.',
    ),
    core: [],
  },
  // Rules §5.1 item 1 (intent to marry and live together); the invitation asks whether the couple will always live together.
  future_plans: {
    topic: 'future_plans',
    title: topicTitles.future_plans,
    questions: {
      personal: [
        l(
          'What are your plans for your life together in Korea over the next few years?',
          '앞으로 몇 년 동안 한국에서 함께할 생활 계획은 무엇인가요?',
        ),
        l(
          'What do you hope to do in Korea: study, work, start a family?',
          '한국에서 무엇을 하고 싶나요? 공부, 일, 가정 꾸리기 등',
        ),
      ],
      sponsor: [
        l(
          'How will you help your spouse settle into life in Korea?',
          '배우자가 한국 생활에 정착하도록 어떻게 도울 계획인가요?',
        ),
        l('What are your plans as a couple for the next few years?', '앞으로 몇 년간 부부로서의 계획은 무엇인가요?'),
      ],
    },
    hint: l(
      'Officers want to see that you intend to live together as a married couple. Realistic plans you share are more convincing than grand promises.',
      '심사관은 두 사람이 부부로서 함께 살 의사가 있는지 봐요. 거창한 약속보다 두 사람이 함께 세운 현실적인 계획이 설득력이 있어요.',
    ),
    core: ['personal', 'sponsor'],
  },
  // Rules §5.1 item 6 and §3: a shared language, or the applicant's basic Korean (TOPIK 1+, a designated course, KIIP 2+).
  language_adaptation: {
    topic: 'language_adaptation',
    title: topicTitles.language_adaptation,
    questions: {
      personal: [
        l('Which language do you and your spouse use day to day?', '배우자와 평소 어떤 언어로 대화하나요?'),
        l(
          'How are you learning Korean (classes, TOPIK, apps, practice with family)?',
          '한국어는 어떻게 배우고 있나요? (수업, TOPIK, 앱, 가족과의 연습 등)',
        ),
      ],
      sponsor: [
        l(
          'Which language do you use with your spouse day to day, and how well do you each speak it?',
          '배우자와 평소 어떤 언어로 대화하며, 각자 그 언어를 얼마나 잘하나요?',
        ),
        l('How are you helping your spouse learn Korean?', '배우자의 한국어 공부를 어떻게 돕고 있나요?'),
      ],
    },
    hint: l(
      "Communication between the spouses is a screening item: a language you both speak, or the applicant's basic Korean (TOPIK level 1, a designated course, or KIIP level 2). The office that takes your application may test the shared language, so describe how you really communicate.",
      '부부간 의사소통은 심사 항목이에요. 두 사람이 함께 쓰는 언어가 있거나 신청인이 기초 한국어(TOPIK 1급, 지정 교육과정, 사회통합프로그램 2단계 이상)를 갖추어야 해요. 신청을 받는 기관이 공통 언어 능력을 확인할 수 있으니 실제로 어떻게 소통하는지 적으세요.',
    ),
    core: ['personal', 'sponsor'],
  },
  // Rules §5.7 (photos with both families); form 19-3 item 2.1 and the invitation ask whether the families know.
  family_integration: {
    topic: 'family_integration',
    title: topicTitles.family_integration,
    questions: {
      personal: [
        l(
          'How did your family react to your marriage, and have they met your spouse?',
          '가족은 결혼에 대해 어떻게 반응했고, 배우자를 만난 적이 있나요?',
        ),
        l("How do you get along with your spouse's family?", '배우자의 가족과는 어떻게 지내나요?'),
      ],
      sponsor: [
        l(
          'Does your family know about and support your marriage? Have they met your spouse?',
          '가족이 결혼 사실을 알고 응원하나요? 배우자를 만난 적이 있나요?',
        ),
        l(
          'How does your spouse get along with your family, and you with theirs?',
          '배우자는 당신의 가족과, 당신은 배우자의 가족과 어떻게 지내나요?',
        ),
      ],
    },
    hint: l(
      'The official forms ask whether your families know about the marriage. Meetings with both families, and photos with them, are among the evidence officers ask for.',
      '공식 서식은 가족이 결혼 사실을 아는지 물어요. 양가 가족과의 만남과 함께 찍은 사진은 심사관이 요구하는 증빙 중 하나예요.',
    ),
    core: [],
  },
  // Rules §5.1 item 2 (valid under both laws) and §5.2 (registered in both countries; report within 3 months).
  marriage_details: {
    topic: 'marriage_details',
    title: topicTitles.marriage_details,
    questions: {
      personal: [
        l('When and where did you marry, and who attended?', '언제, 어디에서 결혼했고 누가 참석했나요?'),
        l(
          'Did you hold a wedding ceremony, and is the marriage registered in both countries?',
          '결혼식을 올렸나요? 혼인이 양국에 모두 신고되었나요?',
        ),
      ],
      sponsor: [
        l(
          'When and where did you marry, and when did you report the marriage in Korea?',
          '언제, 어디에서 결혼했고, 한국에는 언제 혼인신고를 했나요?',
        ),
        l('Did you hold a wedding ceremony? Who attended?', '결혼식을 올렸나요? 누가 참석했나요?'),
      ],
    },
    hint: l(
      'The marriage must be valid under the law of both countries and registered in both. If you married abroad, the Korean spouse reports it within 3 months. Check that the dates match your certificates.',
      '혼인은 양국 법에 따라 유효하게 성립하고 양국에 모두 신고되어 있어야 해요. 외국에서 혼인했다면 초청인이 3개월 이내에 신고해요. 날짜가 증명서와 일치하는지 확인하세요.',
    ),
    core: ['personal', 'sponsor'],
  },
  // Rules §5.1 item 7 and §4: a normal home for the couple; floor area, rooms, who already lives there.
  living_arrangements: {
    topic: 'living_arrangements',
    title: topicTitles.living_arrangements,
    questions: {
      personal: [
        l(
          'Where will you live in Korea, and who else lives there?',
          '한국에서 어디에 살 예정이며, 그곳에 함께 사는 사람은 누구인가요?',
        ),
        l(
          'Have you seen the home, or lived together before?',
          '그 집을 직접 본 적이 있거나, 전에 함께 산 적이 있나요?',
        ),
      ],
      sponsor: [
        l(
          'Where will you and your spouse live? Describe the home: owned or rented, its size and number of rooms.',
          '배우자와 어디에서 살 예정인가요? 자가 또는 임차 여부, 면적, 방 개수를 설명해 주세요.',
        ),
        l('Who else lives there now?', '지금 그 집에 함께 사는 사람이 있나요?'),
      ],
    },
    hint: l(
      'The sponsor must have a normal home where the couple can live together long term. Officers look at the floor area, the number of rooms and how many people already live there.',
      '초청인은 부부가 오래 함께 살 수 있는 정상적인 주거 공간을 갖추어야 해요. 심사관은 면적, 방 개수, 현재 거주 인원을 봐요.',
    ),
    core: ['personal', 'sponsor'],
  },
  // Rules §5.1 item 4 and §2: the sponsor's income requirement (by household size).
  work_plans: {
    topic: 'work_plans',
    title: topicTitles.work_plans,
    questions: {
      personal: [
        l(
          'Do you plan to work or study in Korea? What did you do before?',
          '한국에서 일하거나 공부할 계획이 있나요? 그전에는 어떤 일을 했나요?',
        ),
        l('How will you contribute to your household?', '가계에 어떻게 보탬이 될 계획인가요?'),
      ],
      sponsor: [
        l(
          'What is your work, and how will you support your household?',
          '어떤 일을 하고 있으며, 가계는 어떻게 꾸려 갈 계획인가요?',
        ),
        l(
          'Will your spouse work? How do you plan your finances together?',
          '배우자도 일할 예정인가요? 재정은 함께 어떻게 계획하나요?',
        ),
      ],
    },
    hint: l(
      "The sponsor's income is a screening item, with a minimum by household size. Describe your work and how you will manage; the income documents prove the figures.",
      '초청인의 소득은 심사 항목이며 가구원 수에 따른 기준이 있어요. 하는 일과 생계 계획을 적으면 되고, 금액은 소득 서류로 증명해요.',
    ),
    core: ['sponsor'],
  },
  // Rules §5.7: age gap, short courtship, broker introduction, online-only meeting, repeated marriages.
  challenges_overcome: {
    topic: 'challenges_overcome',
    title: topicTitles.challenges_overcome,
    questions: {
      personal: [
        l(
          'What challenges have you faced as a couple (distance, time zones, culture, paperwork), and how did you deal with them?',
          '부부로서 겪은 어려움(거리, 시차, 문화, 서류 등)은 무엇이었고 어떻게 극복했나요?',
        ),
        l(
          'Is there anything about your relationship an officer might find unusual that you want to explain?',
          '심사관이 낯설게 볼 수 있는 점 중 미리 설명하고 싶은 것이 있나요?',
        ),
      ],
      sponsor: [
        l(
          'What challenges have you and your spouse faced, and how did you overcome them together?',
          '배우자와 함께 겪은 어려움은 무엇이었고 어떻게 함께 극복했나요?',
        ),
        l(
          'Is there anything about your relationship (an age gap, a short courtship, an earlier marriage) that you want to explain?',
          '관계에 대해 미리 설명하고 싶은 점(나이 차이, 짧은 교제 기간, 이전 혼인 등)이 있나요?',
        ),
      ],
    },
    hint: l(
      'A large age gap, a short courtship, an introduction through a broker, or meeting online without meeting in person draw extra scrutiny. Explaining them openly in your own words is better than leaving the officer to guess.',
      '큰 나이 차이, 짧은 교제 기간, 결혼중개업체를 통한 소개, 직접 만나지 않은 온라인 교제는 더 꼼꼼히 심사해요. 심사관이 짐작하게 두기보다 솔직하게 직접 설명하는 편이 나아요.',
    ),
    core: [],
  },
};
