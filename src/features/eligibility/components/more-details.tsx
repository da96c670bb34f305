import { useLingui } from '@lingui/react/macro';
import { Accordion, Card, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Choice } from './choice';
import { pick, type Locale } from '@/domain/common';
import { assetIncomeRule } from '@/domain/eligibility/income-table';
import type { IncomeExemption, LanguageExemption } from '@/domain/eligibility/types';
import { followChildAnswer } from '@/domain/eligibility/child-exemptions';
import { SourceNote } from '@/ui/source-note';
import { NumberField } from '@/ui/number-field';
import { extraFields, type EligibilityPatch, type StoredEligibility } from '../model';
import { useEligibilityLabels } from './use-labels';
import { YesNo } from './yes-no';

type Props = { answers: StoredEligibility; onChange: (patch: EligibilityPatch) => void };

/** Household size, other counted income and assets held 6 months or more (D8). */
function IncomeExtras({ answers, onChange }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField
          label={t({ id: 'eligibility.household_size', message: 'Household size' })}
          description={t({
            id: 'eligibility.household_size_help',
            message: "The two of you plus lineal relatives on the sponsor's resident registration.",
          })}
          value={answers.householdSize ?? null}
          onChange={(v) => onChange({ householdSize: v })}
          min={2}
          max={20}
          placeholder="2"
          data-testid="eligibility-household-size"
        />
        <NumberField
          label={t({ id: 'eligibility.family_income', message: 'Other counted income, past year (KRW)' })}
          description={t({
            id: 'eligibility.family_income_help',
            message: "Co-registered lineal relatives' income and the applicant's income earned in Korea.",
          })}
          value={answers.familyIncomeKrw ?? null}
          onChange={(v) => onChange({ familyIncomeKrw: v })}
          grouped
          max={999_999_999_999}
          unit="₩"
          data-testid="eligibility-family-income"
        />
      </SimpleGrid>
      <Stack gap={6}>
        <NumberField
          label={t({ id: 'eligibility.assets', message: 'Net assets held for 6 months or more (KRW)' })}
          description={`${pick(assetIncomeRule.countedAssets, locale)} ${t({ id: 'eligibility.assets_rate', message: '5% of them counts as income.' })}`}
          value={answers.assetsKrw ?? null}
          onChange={(v) => onChange({ assetsKrw: v })}
          grouped
          max={999_999_999_999}
          unit="₩"
          maw={360}
          data-testid="eligibility-assets"
        />
        <SourceNote source={assetIncomeRule.source} />
      </Stack>
    </>
  );
}

/**
 * The income and language exemptions. "A child together" is asked once, above; the two lists show
 * that answer and leave it to it.
 */
function ExemptionLists({ answers, onChange }: Props) {
  const { t } = useLingui();
  const labels = useEligibilityLabels();
  const child = answers.childTogether;
  const answered = typeof child === 'boolean';
  const withChild = (list: string[]) => followChildAnswer(list, child);
  const withoutChild = (list: string[]) => (answered ? list.filter((e) => e !== 'child-together') : list);
  const childProps = (e: string) =>
    e === 'child-together' && answered
      ? {
          disabled: true,
          description: t({
            id: 'eligibility.child_from_above',
            message: 'Follows your answer to “Do you have a child together?” above',
          }),
        }
      : {};
  return (
    <>
      <Checkbox.Group
        label={t({ id: 'eligibility.income_exemptions', message: 'Exemptions from the income requirement' })}
        value={withChild(answers.incomeExemptions ?? [])}
        onChange={(v) => onChange({ incomeExemptions: withoutChild(v) as IncomeExemption[] })}
        data-testid="eligibility-income-exemptions"
      >
        <Stack mt={8} gap={8}>
          {(Object.keys(labels.incomeExemption) as IncomeExemption[]).map((e) => (
            <Checkbox key={e} value={e} label={labels.incomeExemption[e]} {...childProps(e)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Checkbox.Group
        label={t({
          id: 'eligibility.language_exemptions',
          message: 'Exemptions from the language requirement',
        })}
        value={withChild(answers.languageExemptions ?? [])}
        onChange={(v) => onChange({ languageExemptions: withoutChild(v) as LanguageExemption[] })}
        data-testid="eligibility-language-exemptions"
      >
        <Stack mt={8} gap={8}>
          {(Object.keys(labels.languageExemption) as LanguageExemption[]).map((e) => (
            <Checkbox key={e} value={e} label={labels.languageExemption[e]} {...childProps(e)} />
          ))}
        </Stack>
      </Checkbox.Group>
    </>
  );
}

/** The sponsor's register, earlier invitations and the guidance program (D3, D5). */
function SponsorHistory({ answers, onChange }: Props) {
  const { t } = useLingui();
  return (
    <>
      <YesNo
        label={t({
          id: 'eligibility.invited_other',
          message: 'Has the Korean spouse invited a different foreign spouse in the past 5 years?',
        })}
        value={answers.invitedOtherSpouseWithin5Years}
        onChange={(v) => onChange({ invitedOtherSpouseWithin5Years: v })}
        testId="eligibility-invited-other"
      />
      <YesNo
        label={t({
          id: 'eligibility.guidance_program',
          message: 'Has the Korean spouse completed the International Marriage Guidance Program (or is exempt)?',
        })}
        description={t({
          id: 'eligibility.guidance_program_help',
          message:
            'Needed only for nationals of China, Vietnam, the Philippines, Cambodia, Mongolia, Uzbekistan or Thailand.',
        })}
        value={answers.completedMarriageGuidanceProgram}
        onChange={(v) => onChange({ completedMarriageGuidanceProgram: v })}
        testId="eligibility-guidance-program"
      />
    </>
  );
}

/** How the sponsor became Korean, and when, if through marriage (D2). */
function SponsorNaturalisation({ answers, onChange }: Props) {
  const { t } = useLingui();
  return (
    <>
      <Choice
        label={t({
          id: 'eligibility.sponsor_naturalisation',
          message: 'Did the Korean spouse become Korean by naturalisation?',
        })}
        description={t({
          id: 'eligibility.sponsor_naturalisation_help',
          message:
            'Only naturalisation based on a marriage, less than 3 years before the application, matters here. The invitation (item 1.3) asks the date.',
        })}
        value={answers.sponsorNaturalisation}
        options={[
          { value: 'no', label: t({ id: 'eligibility.naturalisation.no', message: 'No, Korean by birth' }) },
          {
            value: 'marriage',
            label: t({ id: 'eligibility.naturalisation.marriage', message: 'Yes, based on a marriage' }),
          },
          {
            value: 'other',
            label: t({ id: 'eligibility.naturalisation.other', message: 'Yes, on another basis' }),
          },
        ]}
        onChange={(v) => onChange({ sponsorNaturalisation: v })}
        testId="eligibility-sponsor-naturalisation"
      />
      {answers.sponsorNaturalisation === 'marriage' && (
        <TextInput
          type="date"
          maw={240}
          label={t({ id: 'eligibility.naturalised_on', message: 'Naturalisation date' })}
          description={t({
            id: 'eligibility.naturalised_on_help',
            message: 'The date in the invitation (item 1.3), once answered there, is the one used.',
          })}
          value={answers.sponsorNaturalisedOn ?? ''}
          onChange={(e) => onChange({ sponsorNaturalisedOn: e.currentTarget.value || null })}
          data-testid="eligibility-naturalised-on"
        />
      )}
    </>
  );
}

/** The optional inputs the rules use: household, assets, other income, exemptions, the less common questions. */
export function MoreDetails({ answers, onChange }: Props) {
  const { t } = useLingui();
  const anySet = extraFields.some((f) => {
    const v = answers[f];
    return Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null;
  });

  return (
    <Card withBorder radius="lg" padding={0}>
      <Accordion defaultValue={anySet ? 'more' : null} radius="lg">
        <Accordion.Item value="more" style={{ borderBottom: 0 }}>
          <Accordion.Control data-testid="more-details-toggle">
            <Text fw={600}>{t({ id: 'eligibility.more_details', message: 'More details that can help' })}</Text>
            <Text size="sm" c="dimmed">
              {t({
                id: 'eligibility.more_details_help',
                message: 'Optional: a bigger household, savings, other income and exemptions change the result.',
              })}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="lg" pb="sm">
              <IncomeExtras answers={answers} onChange={onChange} />
              <ExemptionLists answers={answers} onChange={onChange} />
              <SponsorHistory answers={answers} onChange={onChange} />
              <SponsorNaturalisation answers={answers} onChange={onChange} />
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Card>
  );
}
