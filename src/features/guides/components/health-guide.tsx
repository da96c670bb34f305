import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ExemptionStatus, HealthGuide as HealthSection } from '@/domain/application';
import { pick, type Locale } from '@/domain/common';
import type { Couple } from '@/domain/couple';
import { healthRequirements, type HealthInputs } from '@/domain/guides/health';
import { useAutosave } from '@/ui/use-autosave';
import { usePending } from '@/ui/use-pending';
import { healthInputsForCouple, healthInputsOf } from '../model';
import { saveHealthInputs } from '../repo';
import { useApplicantFacts } from './couple-facts';
import { GuideLayout, type GuideSpec } from './guide-layout';
import { flagsOf } from './guide-questions';
import { HealthExemptionCard } from './health-exemption-card';
import { requirementTone, useGuideLabels } from './use-labels';

type Props = { section: HealthSection; couple: Couple; exemptionStatus: ExemptionStatus };

/** Health certificates from the couple's facts (D28): the nationality is asked once, in the eligibility check. */
export function HealthGuide({ section, couple, exemptionStatus }: Props) {
  const { save, state } = useAutosave(saveHealthInputs, { journal: 'guide:health' });
  const [stored, setLocal] = usePending(healthInputsOf(section));
  const inputs = healthInputsForCouple({ ...section, ...stored }, couple);
  const set = (patch: Partial<HealthInputs>) => {
    setLocal(patch);
    void save(patch);
  };
  const spec = useHealthSpec(inputs, couple, set);
  return (
    <GuideLayout spec={spec} saveState={state}>
      <HealthExemptionCard inputs={inputs} current={exemptionStatus.healthCheck} />
    </GuideLayout>
  );
}

function useHealthQuestions(inputs: HealthInputs, set: (patch: Partial<HealthInputs>) => void) {
  const { t } = useLingui();
  const labels: Array<{ key: 'pregnancy' | 'tbHighRisk' | 'priorHealthCertWithinValidity'; label: string }> = [
    { key: 'pregnancy', label: t({ id: 'guides.health.pregnancy', message: 'The applicant is pregnant' }) },
    {
      key: 'priorHealthCertWithinValidity',
      label: t({
        id: 'guides.health.prior_cert',
        message: 'Health certificates for this application are already in hand, issued within 6 months',
      }),
    },
  ];
  // The nationality decides the TB list (D6); an answer ticked before that stays, so it can be unticked.
  if (inputs.tbHighRisk) {
    labels.push({
      key: 'tbHighRisk',
      label: t({ id: 'guides.health.tb_high_risk', message: 'The applicant counts as a TB high-risk case' }),
    });
  }
  return flagsOf(labels, inputs, set);
}

function useHealthSpec(inputs: HealthInputs, couple: Couple, set: (patch: Partial<HealthInputs>) => void): GuideSpec {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const labels = useGuideLabels();
  const facts = useApplicantFacts(couple);
  const flags = useHealthQuestions(inputs, set);
  const guide = healthRequirements(inputs);
  return {
    situation: {
      title: t({ id: 'guides.health.situation', message: 'Your situation' }),
      facts,
      questions: [{ id: 'flags', kind: 'flags', cols: 1, testIdPrefix: 'health', flags }],
    },
    findings: {
      title: t({ id: 'guides.health.requirements', message: 'What you need' }),
      testId: 'health-requirements',
      // What does not apply to this couple is not listed (a US applicant has no TB certificate).
      items: guide.requirements
        .filter((r) => r.status !== 'not-required')
        .map((r) => ({
          id: r.id,
          testId: `health-${r.id}`,
          status: r.status,
          title: pick(r.title, locale),
          body: pick(r.detail, locale),
          badge: { label: labels.requirement[r.status], tone: requirementTone[r.status] },
          extra:
            r.validityMonths === undefined
              ? undefined
              : t({
                  id: 'guides.health.validity',
                  message: `Must be issued within ${ph({ months: r.validityMonths })} months before the application.`,
                }),
          sources: [r.source],
        })),
      notes: guide.notes.map((n) => ({
        id: n.id,
        testId: `health-note-${n.id}`,
        text: pick(n.text, locale),
        source: n.source,
      })),
    },
  };
}
