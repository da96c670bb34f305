import { useLingui } from '@lingui/react/macro';
import { Card, Stack, Text, Title } from '@mantine/core';
import { pick, type Locale } from '@/domain/common';
import { countries, countryNamed, normalizeNationality } from '@/domain/eligibility/nationality';
// The regions alone: the mission rules (index) are not needed to ask where the applicant lives.
import { regionsOf } from '@/domain/missions/data';
import { ChoiceSelect } from '@/ui/choice-select';
import { SuggestInput } from '@/ui/suggest-input';
import type { EligibilityPatch, StoredEligibility } from '../model';
import { YesNo } from './yes-no';

type Props = { answers: StoredEligibility; onChange: (patch: EligibilityPatch) => void };

/** The country the applicant lives in and, where it has several missions, the state or city (D11). */
function ResidenceFields({ answers, onChange }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const residence = normalizeNationality(answers.applicantResidence);
  const regions = regionsOf(residence);
  const recognised = !answers.applicantResidence?.trim() || residence !== undefined;
  return (
    <>
      <SuggestInput
        label={t({ id: 'eligibility.applicant_residence', message: 'Which country does the applicant live in?' })}
        description={
          recognised
            ? t({
                id: 'eligibility.applicant_residence_help',
                message:
                  'The application goes to the Korean embassy or consulate with jurisdiction over where the applicant lives.',
              })
            : t({
                id: 'eligibility.applicant_residence_unknown',
                message: 'Not matched to a country this app knows: the mission is shown as unknown, with whom to ask.',
              })
        }
        data={countryNames(locale)}
        value={shownCountry(answers.applicantResidence, locale)}
        onChange={(v) => {
          // A listed name becomes its code; anything else is kept as typed (read with normalizeNationality).
          const next = countryNamed(v, locale) ?? v;
          // The region belongs to the country: cleared only when the country changes.
          onChange({
            applicantResidence: next,
            ...(normalizeNationality(next) !== residence ? { applicantRegion: null } : {}),
          });
        }}
        data-testid="eligibility-applicant-residence"
      />
      {regions.length > 0 && (
        <ChoiceSelect
          label={
            residence === 'US'
              ? t({ id: 'eligibility.applicant_state', message: 'Which state?' })
              : t({ id: 'eligibility.applicant_city', message: 'Which city or area?' })
          }
          description={t({
            id: 'eligibility.applicant_region_help',
            message: 'The country has more than one Korean mission; each covers its own area.',
          })}
          data={regions.map((r) => ({ value: r.id, label: pick(r.name, locale) }))}
          value={answers.applicantRegion ?? null}
          onChange={(v) => onChange({ applicantRegion: v })}
          clearable
          data-testid="eligibility-applicant-region"
        />
      )}
    </>
  );
}

const countryNames = (locale: Locale) => countries.map((c) => pick(c.name, locale));

/** A stored country code in the reader's language; anything else as typed. */
const shownCountry = (value: string | null | undefined, locale: Locale): string => {
  if (!value) return '';
  const c = countries.find((x) => x.code === value);
  return c ? pick(c.name, locale) : value;
};

/**
 * Where the couple live and married, and their children (D28): the applicant's country and
 * place decide the mission (section 14 D11) and the records; a child changes several rules (D1, D3).
 */
export function WhereYouLive({ answers, onChange }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t({ id: 'eligibility.section.where', message: 'Where you live and married' })}
        </Title>
        <ResidenceFields answers={answers} onChange={onChange} />
        {answers.marriagePlace === 'abroad' && (
          <SuggestInput
            label={t({ id: 'eligibility.marriage_country', message: 'In which country did you marry?' })}
            data={countryNames(locale).filter((n) => n !== pick({ en: 'Republic of Korea', ko: '대한민국' }, locale))}
            value={shownCountry(answers.marriageCountry, locale)}
            onChange={(v) => onChange({ marriageCountry: countryNamed(v, locale) ?? v })}
            data-testid="eligibility-marriage-country"
          />
        )}
        <YesNo
          label={t({ id: 'eligibility.child_together', message: 'Do you have a child together?' })}
          value={answers.childTogether}
          onChange={(v) => onChange({ childTogether: v })}
          testId="eligibility-child-together"
        />
        <Text size="xs" c="dimmed">
          {t({
            id: 'eligibility.child_together_help',
            message:
              'A child together exempts you from the income and language requirements and is an exception to some limits on the sponsor.',
          })}
        </Text>
      </Stack>
    </Card>
  );
}
