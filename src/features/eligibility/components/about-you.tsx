import { useLingui } from '@lingui/react/macro';
import { Alert, Card, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { pick, type Locale } from '@/domain/common';
import type { RelationshipProofLevel } from '@/domain/eligibility/types';
import type { ApplicantNames } from '@/domain/eligibility/people';
import {
  applicantNationalityChoices,
  isKoreanNationality,
  normalizeNationality,
} from '@/domain/eligibility/nationality';
import { usPapersOf, type EligibilityPatch, type StoredEligibility } from '../model';
import { useEligibilityLabels } from './use-labels';
import { Choice } from './choice';
import { YesNo } from './yes-no';
import { FromYourDetails } from '@/ui/from-your-details';
import { SuggestInput } from '@/ui/suggest-input';
import { NumberField } from '@/ui/number-field';

type Answers = { answers: StoredEligibility; onChange: (patch: EligibilityPatch) => void };

type Props = Answers & {
  /** Which names and nationality are held in the people records (D20: "from your details"). */
  fromPerson?: { fullName: boolean; nationality: boolean; spouseName: boolean };
  /** The applicant's family name and given names: person facts, read and edited here like in every form. */
  names: ApplicantNames;
  onNameChange: (edit: Partial<ApplicantNames>) => void;
  /** A whole name typed before the check asked for the two names, to enter again in two parts. */
  earlierName?: string | null;
  /** The whole name typed here before another form changed it (D20): shown beside the names, never lost. */
  replacedName?: string | null;
};

/** The applicant's two names as in the passport, with the whole name typed earlier as a hint. */
/** The name typed here that an edit in another form replaced: both are shown, the audit lists both. */
function ReplacedName({ typed, held }: { typed: string; held: string }) {
  const { t } = useLingui();
  return (
    <Alert color="yellow" variant="light" data-testid="eligibility-replaced-name" style={{ gridColumn: '1 / -1' }}>
      {t({
        id: 'eligibility.replaced_name',
        message: `You typed “${typed}” here. Another form changed the name since, and every form now prints “${held}”. If “${typed}” is right, type it here again; until the two agree, the check of your application lists both.`,
      })}
    </Alert>
  );
}

type NameProps = Pick<Props, 'names' | 'onNameChange' | 'earlierName' | 'replacedName'> & { fromElsewhere: boolean };

function NameFields({ names, onNameChange, earlierName, replacedName, fromElsewhere }: NameProps) {
  const { t } = useLingui();
  const held = [names.familyName.trim(), names.givenNames.trim()].filter(Boolean).join(' ');
  const shownEarlier = earlierName && !names.familyName.trim() && !names.givenNames.trim() ? earlierName : null;
  const nameHint = shownEarlier ? (
    <Text span size="xs" data-testid="eligibility-earlier-name">
      {t({
        id: 'eligibility.earlier_name',
        message: `You typed “${shownEarlier}” earlier. Enter it again as in the passport, family name and given names apart; every form uses them.`,
      })}
    </Text>
  ) : undefined;
  return (
    <>
      <TextInput
        label={t({ id: 'eligibility.family_name', message: "Applicant's family name, as in the passport" })}
        value={names.familyName}
        onChange={(e) => onNameChange({ familyName: e.currentTarget.value })}
        autoComplete="off"
        data-testid="eligibility-family-name"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={names.familyName.trim() ? fromElsewhere ? <FromYourDetails compact /> : undefined : nameHint}
      />
      <TextInput
        label={t({ id: 'eligibility.given_names', message: "Applicant's given names, as in the passport" })}
        value={names.givenNames}
        onChange={(e) => onNameChange({ givenNames: e.currentTarget.value })}
        autoComplete="off"
        data-testid="eligibility-given-names"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={names.givenNames.trim() && fromElsewhere ? <FromYourDetails compact /> : undefined}
      />
      {replacedName && held && <ReplacedName typed={replacedName} held={held} />}
    </>
  );
}

/** The spouse's name, the applicant's nationality (matched to a country) and the years married. */
function CoupleFields({ answers, onChange, fromPerson }: Answers & Pick<Props, 'fromPerson'>) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const nationality = answers.nationality ?? '';
  const recognised = nationality.trim() === '' || normalizeNationality(nationality) !== undefined;
  // Saved before Korea left the choices: kept as typed, and asked again (the applicant is the foreign spouse).
  const korean = isKoreanNationality(nationality);
  return (
    <>
      <TextInput
        label={t({ id: 'eligibility.spouse_name', message: "Korean spouse's full name" })}
        value={answers.spouseName ?? ''}
        onChange={(e) => onChange({ spouseName: e.currentTarget.value })}
        autoComplete="off"
        data-testid="eligibility-spouse-name"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={fromPerson?.spouseName ? <FromYourDetails compact /> : undefined}
      />
      <SuggestInput
        label={t({ id: 'eligibility.nationality', message: "Applicant's nationality" })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={
          recognised ? (
            fromPerson?.nationality ? (
              <FromYourDetails compact />
            ) : undefined
          ) : (
            t({
              id: 'eligibility.nationality_unknown',
              message: 'Not matched to a country: pick one from the list so the country rules apply.',
            })
          )
        }
        error={
          korean
            ? t({
                id: 'eligibility.nationality_korean',
                message:
                  'The applicant is the foreign spouse, so their nationality cannot be the Republic of Korea. Choose the applicant’s nationality again; your other answers are kept.',
              })
            : undefined
        }
        data={applicantNationalityChoices.map((c) => pick(c.name, locale))}
        value={nationality}
        onChange={(v) => onChange({ nationality: v })}
        data-testid="eligibility-nationality"
      />
      <NumberField
        label={t({ id: 'eligibility.years_married', message: 'Years married' })}
        description={t({ id: 'eligibility.years_married_help', message: 'Use 0 if you married this year.' })}
        value={answers.yearsMarried ?? null}
        onChange={(v) => onChange({ yearsMarried: v })}
        min={0}
        max={80}
        decimals={1}
        data-testid="eligibility-years-married"
      />
    </>
  );
}

/**
 * Where they married, and the certificate that follows from it. What the US recognises is said only
 * to a couple with US papers (D28); for another country it is not known here, and the text says so.
 */
function MarriageQuestions({ answers, onChange }: Answers) {
  const { t } = useLingui();
  const us = usPapersOf(answers);
  return (
    <>
      <Choice
        label={t({ id: 'eligibility.marriage_place', message: 'Where did you marry?' })}
        description={
          us
            ? t({
                id: 'eligibility.marriage_place_help',
                message:
                  'In Korea means by a marriage report (혼인신고) at a Korean district office; every US state recognises it.',
              })
            : t({
                id: 'eligibility.marriage_place_help_any',
                message: 'In Korea means by a marriage report (혼인신고) at a Korean district office.',
              })
        }
        value={answers.marriagePlace}
        options={[
          { value: 'korea', label: t({ id: 'eligibility.marriage_place.korea', message: 'In Korea' }) },
          { value: 'abroad', label: t({ id: 'eligibility.marriage_place.abroad_v2', message: 'Outside Korea' }) },
        ]}
        onChange={(v) => onChange({ marriagePlace: v })}
        testId="eligibility-marriage-place"
      />
      {answers.marriagePlace === 'korea' ? (
        // After "married in Korea" the foreign-certificate question no longer applies.
        <Text size="sm" c="dimmed" data-testid="eligibility-marriage-certificate-korea">
          {us
            ? t({
                id: 'eligibility.marriage_certificate_korea',
                message:
                  "Married in Korea: the sponsor's marriage relation certificate (혼인관계증명서) is the certificate. No US certificate or apostille is needed.",
              })
            : t({
                id: 'eligibility.marriage_certificate_korea_any',
                message:
                  "Married in Korea: the sponsor's marriage relation certificate (혼인관계증명서) is the certificate. Whether the applicant's country also needs the marriage reported there is not known here: ask that country's embassy and the Korean mission.",
              })}
        </Text>
      ) : (
        // Two questions: a couple married abroad can hold the certificate before the marriage is
        // reported to Korea, and the plan then keeps the report (D25).
        <>
          <YesNo
            label={t({
              id: 'eligibility.marriage_certificate_alone',
              message: 'Do you have the marriage certificate from the country where you married?',
            })}
            value={answers.hasMarriageCertificate}
            onChange={(v) => onChange({ hasMarriageCertificate: v, certificateAskedAlone: true })}
            testId="eligibility-marriage-certificate"
          />
          <YesNo
            label={t({
              id: 'eligibility.registered_in_korea',
              message: "Is the marriage already on the Korean spouse's family register?",
            })}
            description={t({
              id: 'eligibility.registered_in_korea_help',
              message:
                'A marriage made abroad is reported to a Korean mission or district office to be on the register.',
            })}
            value={answers.marriageRegisteredInKorea}
            onChange={(v) => onChange({ marriageRegisteredInKorea: v })}
            testId="eligibility-registered-in-korea"
          />
        </>
      )}
    </>
  );
}

/** Living together in Korea, and how much evidence of the relationship there is. */
function TogetherAndEvidence({ answers, onChange }: Answers) {
  const { t } = useLingui();
  const labels = useEligibilityLabels();
  return (
    <>
      <YesNo
        label={t({ id: 'eligibility.live_together', message: 'Will you live together in Korea?' })}
        value={answers.plansToLiveTogether}
        onChange={(v) => onChange({ plansToLiveTogether: v })}
        testId="eligibility-live-together"
      />
      <Radio.Group
        label={t({ id: 'eligibility.proof_level', message: 'How much evidence of your relationship do you have?' })}
        value={answers.relationshipProofLevel ?? ''}
        onChange={(v) => onChange({ relationshipProofLevel: v as RelationshipProofLevel })}
        data-testid="eligibility-proof-level"
      >
        <Stack mt={8} gap={8}>
          {(['strong', 'some', 'none'] as const).map((level) => (
            <Radio key={level} value={level} label={labels.proof[level]} />
          ))}
        </Stack>
      </Radio.Group>
    </>
  );
}

/** Names, nationality, the marriage and living together. */
export function AboutYou({ answers, onChange, fromPerson, names, onNameChange, earlierName, replacedName }: Props) {
  const { t } = useLingui();
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t({ id: 'eligibility.section.about', message: 'About you two' })}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NameFields
            names={names}
            onNameChange={onNameChange}
            earlierName={earlierName}
            replacedName={replacedName}
            fromElsewhere={fromPerson?.fullName ?? false}
          />
          <CoupleFields answers={answers} onChange={onChange} fromPerson={fromPerson} />
        </SimpleGrid>
        <MarriageQuestions answers={answers} onChange={onChange} />
        <TogetherAndEvidence answers={answers} onChange={onChange} />
      </Stack>
    </Card>
  );
}
