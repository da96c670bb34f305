import { useLingui } from '@lingui/react/macro';
import type { FinancialGuide as FinancialSection } from '@/domain/application';
import { pick, type Locale } from '@/domain/common';
import type { Couple } from '@/domain/couple';
import { missionOfCouple, sourceForMission, type MissionAnswer } from '@/domain/missions';
import {
  deriveFinancialCases,
  financialCaseGuide,
  financialChecklist,
  type FinancialInputs,
  type SponsorEmploymentStatus,
  type SponsorHousingStatus,
} from '@/domain/guides/financial';
import { useAutosave } from '@/ui/use-autosave';
import { usePending } from '@/ui/use-pending';
import { financialInputsOf } from '../model';
import { saveFinancialInputs, setFinancialItemDone } from '../repo';
import { GuideLayout, type GuideSpec } from './guide-layout';
import { flagsOf, type GuideQuestion } from './guide-questions';
import { useGuideLabels } from './use-labels';

const employmentOptions: SponsorEmploymentStatus[] = ['employed', 'self-employed', 'unemployed', 'retired'];
const housingOptions: SponsorHousingStatus[] = ['unknown', 'jeonsePaid', 'owned', 'monthlyRent', 'livingWithFamily'];
type Change = { kind: 'inputs'; patch: Partial<FinancialInputs> } | { kind: 'item'; id: string; done: boolean };
const saveChange = (c: Change) =>
  c.kind === 'inputs' ? saveFinancialInputs(c.patch) : setFinancialItemDone(c.id, c.done);
/** The flags another step's answer sets: shown ticked there, never asked again. */
type Held = { savings: boolean; child: boolean };
type Flag =
  | 'sponsorHasRegularDeposits'
  | 'sponsorHasLargeSavings'
  | 'sponseeWorksInKorea'
  | 'sponsorIsRetiredOrPension'
  | 'humanitarianFlag';

export function FinancialGuide({ section, couple }: { section: FinancialSection; couple: Couple }) {
  const { save, state } = useAutosave(saveChange, { journal: 'guide:financial' });
  const [inputs, setLocal] = usePending(financialInputsOf(section));
  const set = (patch: Partial<FinancialInputs>) => {
    setLocal(patch);
    void save({ kind: 'inputs', patch });
  };
  // The sources cite this couple's mission, as the timeline does (D28): never a US consulate's page elsewhere.
  const mission = missionOfCouple(couple);
  // Whether there is a home is eligibility's answer (one truth): the guide asks only what kind, or nothing.
  const home = couple.sponsor.hasHousingInKorea;
  // Assets counted in the income check, and a child together, are eligibility's answers too (D8, D3).
  const held: Held = { savings: couple.sponsor.assetsKrw !== undefined, child: couple.childTogether === true };
  const effective: FinancialInputs = {
    ...inputs,
    ...(home === false ? { sponsorHousingStatus: 'unknown' as const } : {}),
    ...(held.savings ? { sponsorHasLargeSavings: true } : {}),
    ...(held.child ? { humanitarianFlag: true } : {}),
  };
  const spec = useFinancialSpec(effective, set, mission, home, held, {
    done: section.checklist,
    onToggle: (id, done) => void save({ kind: 'item', id, done }),
  });
  return <GuideLayout spec={spec} saveState={state} />;
}

function useHousingQuestion(
  inputs: FinancialInputs,
  set: (patch: Partial<FinancialInputs>) => void,
  home: boolean | undefined,
): GuideQuestion {
  const { t } = useLingui();
  const labels = useGuideLabels();
  if (home === false)
    return {
      id: 'housing',
      testId: 'financial-housing-held',
      kind: 'text',
      text: t({
        id: 'guides.financial.housing_none',
        message:
          'Housing: no home in Korea yet, as you answered in the eligibility check. Change it there once you have one.',
      }),
    };
  // With a home known, "Not sure yet" would ask again what eligibility answered: only its kind is asked.
  const options = home === true ? housingOptions.filter((o) => o !== 'unknown') : housingOptions;
  return {
    id: 'housing',
    kind: 'select',
    maw: 320,
    testId: 'financial-housing',
    label:
      home === true
        ? t({ id: 'guides.financial.housing_kind', message: 'Housing: what kind is the home in Korea?' })
        : t({ id: 'guides.financial.housing', message: 'Housing' }),
    value: inputs.sponsorHousingStatus,
    options: options.map((o) => ({ value: o, label: labels.housing[o] })),
    onChange: (v) => set({ sponsorHousingStatus: v as SponsorHousingStatus }),
  };
}

function useFinancialQuestions(
  inputs: FinancialInputs,
  set: (patch: Partial<FinancialInputs>) => void,
  home: boolean | undefined,
  held: Held,
) {
  const { t } = useLingui();
  const labels = useGuideLabels();
  const flags: Array<{ key: Flag; label: string }> = [
    {
      key: 'sponsorHasRegularDeposits',
      label: t({
        id: 'guides.financial.regular_deposits',
        message: 'Income arrives as regular deposits (e.g. a monthly salary)',
      }),
    },
    {
      key: 'sponsorHasLargeSavings',
      label: t({ id: 'guides.financial.large_savings', message: 'The Korean spouse has large savings' }),
    },
    {
      key: 'sponseeWorksInKorea',
      label: t({ id: 'guides.financial.sponsee_works', message: 'The applicant works in Korea' }),
    },
    {
      key: 'sponsorIsRetiredOrPension',
      label: t({ id: 'guides.financial.pension', message: 'The Korean spouse lives on a pension' }),
    },
    {
      key: 'humanitarianFlag',
      label: t({
        id: 'guides.financial.humanitarian',
        message: 'A humanitarian exemption may apply (for example, a child together)',
      }),
    },
  ];
  const housing = useHousingQuestion(inputs, set, home);
  const fromEligibility = t({
    id: 'guides.financial.from_eligibility',
    message: 'From your eligibility answers: change it there',
  });
  const heldBy = (key: Flag) =>
    (key === 'sponsorHasLargeSavings' && held.savings) || (key === 'humanitarianFlag' && held.child)
      ? fromEligibility
      : undefined;
  const questions: GuideQuestion[] = [
    {
      id: 'employment',
      kind: 'radio',
      testId: 'financial-employment',
      label: t({ id: 'guides.financial.employment', message: 'Work' }),
      value: inputs.sponsorEmploymentStatus,
      options: employmentOptions.map((o) => ({ value: o, label: labels.employment[o] })),
      onChange: (v) => set({ sponsorEmploymentStatus: v as SponsorEmploymentStatus }),
    },
    housing,
    {
      id: 'flags',
      kind: 'flags',
      cols: 2,
      testIdPrefix: 'financial',
      flags: flagsOf(flags, inputs, set).map((f) => ({ ...f, heldBy: heldBy(f.key as Flag) })),
    },
  ];
  return questions;
}

function useFinancialSpec(
  inputs: FinancialInputs,
  set: (patch: Partial<FinancialInputs>) => void,
  mission: MissionAnswer,
  home: boolean | undefined,
  held: Held,
  ticks: Pick<NonNullable<GuideSpec['checklist']>, 'done' | 'onToggle'>,
): GuideSpec {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const questions = useFinancialQuestions(inputs, set, home, held);
  const cases = deriveFinancialCases(inputs);
  return {
    situation: { title: t({ id: 'guides.financial.situation', message: "The Korean spouse's finances" }), questions },
    findings: {
      title: t({ id: 'guides.financial.cases', message: 'What applies to you' }),
      testId: 'financial-cases',
      empty: t({
        id: 'guides.financial.no_cases',
        message: 'No special case: the standard income documents below are enough.',
      }),
      items: cases.map((id) => {
        const guide = financialCaseGuide(id);
        return {
          id,
          testId: `financial-case-${id}`,
          title: pick(guide.title, locale),
          body: pick(guide.summary, locale),
          sources: guide.sources.map((source) => sourceForMission(source, mission)),
        };
      }),
    },
    checklist: {
      title: t({ id: 'guides.financial.checklist', message: 'Income documents to gather' }),
      items: financialChecklist(inputs, cases),
      ...ticks,
      testId: 'financial-checklist',
    },
  };
}
