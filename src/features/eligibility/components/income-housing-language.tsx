import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { pick, type Locale } from '@/domain/common';
import { koreanLanguageLevels } from '@/domain/eligibility/communication-check';
import { formatKrw } from '@/domain/eligibility/format';
import { incomeThresholdOn } from '@/domain/eligibility/income-table';
import type { KoreanLanguageLevel } from '@/domain/eligibility/types';
import { badgeTone } from '@/ui/badge-tone';
import { SourceNote } from '@/ui/source-note';
import { NumberField } from '@/ui/number-field';
import type { EligibilityPatch, StoredEligibility } from '../model';
import { useEligibilityLabels } from './use-labels';
import { ApplicationDateQuestion } from './application-date';
import { Choice } from './choice';
import { YesNo } from './yes-no';

type Props = {
  answers: StoredEligibility;
  onChange: (patch: EligibilityPatch) => void;
  today: string;
  /** The timeline's application date; null when none is set yet (then it is asked here). */
  targetDate: string | null;
};

type Answers = { answers: StoredEligibility; onChange: (patch: EligibilityPatch) => void };

/**
 * Where the sponsor lives. The papers a sponsor abroad needs are said for the answer given: the FBI
 * check only for a sponsor in the US (C7, D28).
 */
function SponsorResidence({ answers, onChange }: Answers) {
  const { t } = useLingui();
  const help =
    answers.sponsorResidence === 'us'
      ? t({
          id: 'eligibility.sponsor_residence_help_us',
          message:
            'A sponsor living in the US needs a Korean criminal record and the FBI check with apostille (a record from each country of nationality and residence).',
        })
      : t({
          id: 'eligibility.sponsor_residence_help_any',
          message: 'A sponsor living abroad needs a criminal record from Korea and from the country they live in.',
        });
  return (
    <Choice
      label={t({ id: 'eligibility.sponsor_residence', message: 'Where does the Korean spouse live now?' })}
      description={help}
      value={answers.sponsorResidence}
      options={[
        { value: 'korea', label: t({ id: 'eligibility.place.korea', message: 'Korea' }) },
        { value: 'us', label: t({ id: 'eligibility.place.us', message: 'United States' }) },
        { value: 'other', label: t({ id: 'eligibility.place.other', message: 'Another country' }) },
      ]}
      onChange={(v) => onChange({ sponsorResidence: v })}
      testId="eligibility-sponsor-residence"
    />
  );
}

/** The year's threshold for the household, with its source and how sure the figure is. */
function ThresholdLine({ threshold }: { threshold: ReturnType<typeof incomeThresholdOn> }) {
  const { t, i18n } = useLingui();
  const year = threshold.year;
  const size = threshold.householdSize;
  const amount = pick(formatKrw(threshold.amountKrw), i18n.locale as Locale);
  return (
    <>
      <Group gap={8} wrap="wrap" data-testid="income-threshold">
        <Text size="sm">
          {t({
            id: 'eligibility.threshold',
            message: `${ph({ year })} threshold for a household of ${ph({ size })}: ${ph({ amount })}`,
          })}
        </Text>
        {threshold.basis !== 'published' && (
          <Badge size="sm" variant="light" {...badgeTone('warn')}>
            {t({ id: 'eligibility.threshold_approximate', message: 'Approximate figure' })}
          </Badge>
        )}
        {threshold.yearFallback && (
          <Badge size="sm" variant="light" {...badgeTone('warn')} data-testid="income-threshold-estimate">
            {t({
              id: 'eligibility.threshold_not_published',
              message: `${ph({ requested: threshold.requestedYear })} table not published yet: estimate`,
            })}
          </Badge>
        )}
      </Group>
      <SourceNote source={threshold.source} />
    </>
  );
}

/** Where the income was earned, how much, and the threshold it is held against. */
function IncomeQuestions({
  answers,
  onChange,
  threshold,
}: Answers & { threshold: ReturnType<typeof incomeThresholdOn> }) {
  const { t } = useLingui();
  return (
    <Stack gap={6}>
      <Choice
        label={t({
          id: 'eligibility.income_country',
          message: "Where was the Korean spouse's income of the past year earned?",
        })}
        value={answers.sponsorIncomeEarnedIn}
        options={[
          { value: 'korea', label: t({ id: 'eligibility.place.korea', message: 'Korea' }) },
          { value: 'abroad', label: t({ id: 'eligibility.income_country.abroad', message: 'Outside Korea' }) },
          { value: 'both', label: t({ id: 'eligibility.income_country.both', message: 'Both' }) },
        ]}
        onChange={(v) => onChange({ sponsorIncomeEarnedIn: v })}
        testId="eligibility-income-country"
      />
      <NumberField
        label={t({
          id: 'eligibility.annual_income',
          message: "Korean spouse's income over the past year (before tax, KRW)",
        })}
        description={t({
          id: 'eligibility.annual_income_help',
          message: 'Earned, business, rental, interest, dividend and pension income; not one-off income.',
        })}
        value={answers.annualIncome ?? null}
        onChange={(v) => onChange({ annualIncome: v })}
        grouped
        max={999_999_999_999}
        unit="₩"
        maw={360}
        data-testid="eligibility-annual-income"
      />
      <ThresholdLine threshold={threshold} />
    </Stack>
  );
}

/** The sponsor's income (with the year's threshold for the household), housing and language. */
export function IncomeHousingLanguage({ answers, onChange, today, targetDate }: Props) {
  const { t } = useLingui();
  const labels = useEligibilityLabels();
  const threshold = incomeThresholdOn(targetDate ?? today, answers.householdSize ?? 2);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t({ id: 'eligibility.section.requirements', message: 'Income, housing and language' })}
        </Title>
        <ApplicationDateQuestion targetDate={targetDate} today={today} />
        <SponsorResidence answers={answers} onChange={onChange} />
        <IncomeQuestions answers={answers} onChange={onChange} threshold={threshold} />
        <YesNo
          label={t({
            id: 'eligibility.housing',
            message: 'Does the Korean spouse have a home in Korea where you can live together?',
          })}
          description={t({
            id: 'eligibility.housing_help',
            message: 'Owned or rented by the spouse, or by a lineal relative on the same resident registration.',
          })}
          value={answers.hasHousingInKorea}
          onChange={(v) => onChange({ hasHousingInKorea: v })}
          testId="eligibility-housing"
        />
        <Radio.Group
          label={t({ id: 'eligibility.korean_level', message: "Applicant's Korean, or how you two communicate" })}
          value={answers.koreanLanguageLevel ?? ''}
          onChange={(v) => onChange({ koreanLanguageLevel: v as KoreanLanguageLevel })}
          data-testid="eligibility-korean-level"
        >
          <Stack mt={8} gap={8}>
            {koreanLanguageLevels.map((level) => (
              <Radio key={level} value={level} label={labels.language[level]} />
            ))}
          </Stack>
        </Radio.Group>
      </Stack>
    </Card>
  );
}
