import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, NumberInput, Radio, Stack, Text, Title } from '@mantine/core';
import { pick, type Locale } from '@/domain/common';
import { koreanLanguageLevels } from '@/domain/eligibility/communication-check';
import { formatKrw } from '@/domain/eligibility/format';
import { incomeThreshold } from '@/domain/eligibility/income-table';
import type { KoreanLanguageLevel } from '@/domain/eligibility/types';
import { badgeTone } from '@/lib/badge-tone';
import { SourceNote } from '@/lib/source-note';
import type { EligibilityPatch, StoredEligibility } from '../model';
import { useEligibilityLabels } from './use-labels';
import { YesNo } from './yes-no';

type Props = { answers: StoredEligibility; onChange: (patch: EligibilityPatch) => void; today: string };

/** The sponsor's income (with the year's threshold for the household), housing and language. */
export function IncomeHousingLanguage({ answers, onChange, today }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const labels = useEligibilityLabels();
  const threshold = incomeThreshold(Number(today.slice(0, 4)), answers.householdSize ?? 2);
  const year = threshold.year;
  const size = threshold.householdSize;
  const amount = pick(formatKrw(threshold.amountKrw), locale);

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t({ id: 'eligibility.section.requirements', message: 'Income, housing and language' })}
        </Title>
        <Stack gap={6}>
          <NumberInput
            label={t({ id: 'eligibility.annual_income', message: "Korean spouse's income over the past year (before tax, KRW)" })}
            description={t({ id: 'eligibility.annual_income_help', message: 'Earned, business, rental, interest, dividend and pension income; not one-off income.' })}
            value={answers.annualIncome ?? ''}
            // A string here is an empty field or a number too long to be exact: only the first clears.
            onChange={(v) => {
              if (typeof v === 'number' && Number.isFinite(v)) onChange({ annualIncome: v });
              else if (v === '') onChange({ annualIncome: null });
            }}
            thousandSeparator=","
            allowNegative={false}
            allowDecimal={false}
            max={999_999_999_999}
            clampBehavior="strict"
            suffix=" ₩"
            maw={360}
            data-testid="eligibility-annual-income"
          />
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
          </Group>
          <SourceNote source={threshold.source} />
        </Stack>
        <YesNo
          label={t({ id: 'eligibility.housing', message: 'Does the Korean spouse have a home in Korea where you can live together?' })}
          description={t({ id: 'eligibility.housing_help', message: 'Owned or rented by the spouse, or by a lineal relative on the same resident registration.' })}
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
