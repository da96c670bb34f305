import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { pick, type Locale } from '@/domain/common';
import { missionAsks, type Mission, type MissionAnswer, type MissionFact } from '@/domain/missions';
import { AnchorLink } from '@/ui/links/anchor-link';
import { SourceNote } from '@/ui/source-note';

type NotFound = Exclude<MissionAnswer, { kind: 'found' } | { kind: 'in-korea' }>;
type Found = Extract<MissionAnswer, { kind: 'found' }>;
type InKorea = Extract<MissionAnswer, { kind: 'in-korea' }>;

/** The way to the question that decides the mission. */
function ToEligibility() {
  const { t } = useLingui();
  return (
    <AnchorLink to="/eligibility" size="sm" underline="always">
      {t({ id: 'timeline.mission.answer', message: 'Say where the applicant lives in the eligibility check' })}
    </AnchorLink>
  );
}

/** No mission named yet: a city or state to choose, or why the app cannot tell and whom to ask. */
function MissionNotFound({ answer, heading }: { answer: NotFound; heading: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="mission-card" data-mission="unknown">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {heading}
        </Title>
        {answer.kind === 'choose-region' ? (
          <Text size="sm">
            {t({
              id: 'timeline.mission.choose_region',
              message: 'This country has more than one Korean mission: say which city or state the applicant lives in.',
            })}
          </Text>
        ) : (
          <Text size="sm" data-testid="mission-unknown">
            {pick(answer.reason, locale)}
          </Text>
        )}
        {answer.missions.length > 0 && (
          <List size="sm">
            {answer.missions.map((m) => (
              <List.Item key={m.id}>{pick(m.name, locale)}</List.Item>
            ))}
          </List>
        )}
        {/* Ask only for what is not answered yet: never once the country is (Korea, a country without data). */}
        {missionAsks(answer) && <ToEligibility />}
      </Stack>
    </Card>
  );
}

/** The mission's four specifics, each known with its source and date, or unknown with whom to ask. */
function MissionFacts({ mission }: { mission: Mission }) {
  const { t } = useLingui();
  return (
    <Stack gap={8} component="dl" m={0}>
      <Fact label={t({ id: 'timeline.mission.photo', message: 'Photo' })} fact={mission.specifics.photo} id="photo" />
      <Fact label={t({ id: 'timeline.mission.fee', message: 'Fee' })} fact={mission.specifics.fee} id="fee" />
      <Fact
        label={t({ id: 'timeline.mission.booking', message: 'Booking' })}
        fact={mission.specifics.booking}
        id="booking"
      />
      <Fact
        label={t({ id: 'timeline.mission.processing', message: 'Processing time' })}
        fact={mission.specifics.processing}
        id="processing"
      />
    </Stack>
  );
}

/**
 * Where the application goes (section 14 D11): the mission with jurisdiction over where the applicant
 * lives, and what is known of it (photo, fee, booking, processing), each with its source and date;
 * what is not known is said, with whom to ask (D28: the US default never stands in).
 */
export function MissionCard({ answer }: { answer: MissionAnswer }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const heading = t({ id: 'timeline.mission.title', message: 'Where you apply' });
  if (answer.kind === 'in-korea') return <InKoreaCard answer={answer} heading={heading} />;
  if (answer.kind !== 'found') return <MissionNotFound answer={answer} heading={heading} />;
  const { mission, jurisdiction }: Found = answer;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="mission-card" data-mission={mission.id}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {heading}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Anchor href={mission.url} target="_blank" rel="noopener noreferrer" fw={600} data-testid="mission-name">
            {pick(mission.name, locale)}
          </Anchor>
          {!jurisdiction.certain && (
            <Badge size="sm" color="grape" variant="light" data-testid="mission-likely">
              {t({ id: 'source.secondary_any', message: 'Likely — confirm where you apply' })}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t({
            id: 'timeline.mission.jurisdiction',
            message: 'The mission with jurisdiction over where the applicant lives takes the application.',
          })}
        </Text>
        <SourceNote source={jurisdiction.source} />
        <MissionFacts mission={mission} />
      </Stack>
    </Card>
  );
}

/**
 * The applicant lives in Korea (brief 6.3): no mission there. What applies (a change of status where
 * the status of stay allows it), what is uncertain, whom to ask, each point with its source; then
 * what is known of the immigration office, as a mission's specifics are shown.
 */
function InKoreaCard({ answer, heading }: { answer: InKorea; heading: string }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const office = answer.route.office;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="mission-card" data-mission="in-korea">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {heading}
        </Title>
        <Anchor href={office.url} target="_blank" rel="noopener noreferrer" fw={600} data-testid="mission-name">
          {pick(office.name, locale)}
        </Anchor>
        <Stack gap={6} data-testid="mission-in-korea">
          {answer.route.points.map((point) => (
            <Stack gap={2} key={point.text.en}>
              <Text size="sm">{pick(point.text, locale)}</Text>
              {point.source && <SourceNote source={point.source} />}
            </Stack>
          ))}
        </Stack>
        <MissionFacts mission={office} />
      </Stack>
    </Card>
  );
}

function Fact({ label, fact, id }: { label: string; fact: MissionFact; id: keyof Mission['specifics'] }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <Stack gap={2} data-testid={`mission-${id}`} data-known={fact.known ? 'yes' : 'no'}>
      <Text component="dt" size="sm" fw={600}>
        {label}
      </Text>
      <Stack component="dd" gap={2} m={0}>
        {fact.known ? (
          <>
            <Text size="sm">{pick(fact.value, locale)}</Text>
            <SourceNote source={fact.source} />
          </>
        ) : (
          <Text size="sm">
            <Badge size="xs" color="gray" variant="outline" mr={6}>
              {t({ id: 'timeline.mission.unknown', message: 'Unknown' })}
            </Badge>
            {pick(fact.ask, locale)}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
