import { useLingui } from '@lingui/react/macro';
import type { RelationshipGuide as RelationshipSection } from '@/domain/application';
import { pick, type Locale } from '@/domain/common';
import { applicantUsPapers, type Couple } from '@/domain/couple';
import {
  relationshipChecklist,
  relationshipRiskFlags,
  relationshipUsSource,
  type IntroducedBy,
  type RelationshipInputs,
} from '@/domain/guides/relationship';
import { SourceNote } from '@/ui/source-note';
import { useAutosave } from '@/ui/use-autosave';
import { usePending } from '@/ui/use-pending';
import { relationshipInputsForCouple, relationshipInputsOf } from '../model';
import { saveRelationshipInputs, setRelationshipItemDone } from '../repo';
import { GuideLayout, type GuideSpec } from './guide-layout';
import { flagsOf } from './guide-questions';
import { useGuideLabels } from './use-labels';

type Change = { kind: 'inputs'; patch: Partial<RelationshipInputs> } | { kind: 'item'; id: string; done: boolean };
const saveChange = (c: Change) =>
  c.kind === 'inputs' ? saveRelationshipInputs(c.patch) : setRelationshipItemDone(c.id, c.done);
type Flag = 'longDistance' | 'shortTimeline' | 'minimalPhotos' | 'priorDivorceOrNameChange' | 'usSubmission';
const introductions: IntroducedBy[] = ['none', 'friend-family', 'agency', 'online', 'other'];

type Props = { section: RelationshipSection; couple: Couple };

export function RelationshipGuide({ section, couple }: Props) {
  const { save, state } = useAutosave(saveChange, { journal: 'guide:relationship' });
  const [stored, setLocal] = usePending(relationshipInputsOf(section));
  const inputs = relationshipInputsForCouple(stored, couple);
  const set = (patch: Partial<RelationshipInputs>) => {
    setLocal(patch);
    void save({ kind: 'inputs', patch });
  };
  const spec = useRelationshipSpec(inputs, applicantUsPapers(couple) !== false, set, {
    done: section.checklist,
    onToggle: (id, done) => void save({ kind: 'item', id, done }),
  });
  return (
    <GuideLayout spec={spec} saveState={state}>
      {inputs.usSubmission && <SourceNote source={relationshipUsSource} />}
    </GuideLayout>
  );
}

function useFlagLabels(usPapers: boolean): Array<{ key: Flag; label: string }> {
  const { t } = useLingui();
  const labels: Array<{ key: Flag; label: string }> = [
    {
      key: 'longDistance',
      label: t({
        id: 'guides.relationship.long_distance',
        message: 'We have lived apart for much of the relationship',
      }),
    },
    {
      key: 'shortTimeline',
      label: t({ id: 'guides.relationship.short_timeline', message: 'We married after a short courtship' }),
    },
    {
      key: 'minimalPhotos',
      label: t({ id: 'guides.relationship.few_photos', message: 'We have few photos together' }),
    },
    {
      key: 'priorDivorceOrNameChange',
      label: t({ id: 'guides.relationship.prior_marriage', message: 'One of us was married before or changed names' }),
    },
  ];
  // The US petition is asked only of a couple with US papers (D28), or whose papers are not known yet.
  if (usPapers) {
    labels.push({
      key: 'usSubmission',
      label: t({
        id: 'guides.relationship.us_submission',
        message: 'We will also send this evidence to the US (I-130)',
      }),
    });
  }
  return labels;
}

function useRelationshipSpec(
  inputs: RelationshipInputs,
  usPapers: boolean,
  set: (patch: Partial<RelationshipInputs>) => void,
  ticks: Pick<NonNullable<GuideSpec['checklist']>, 'done' | 'onToggle'>,
): GuideSpec {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const labels = useGuideLabels();
  const flagLabels = useFlagLabels(usPapers);
  return {
    situation: {
      title: t({ id: 'guides.relationship.story', message: 'Your story' }),
      questions: [
        {
          id: 'introduced',
          kind: 'radio',
          testId: 'relationship-introduced-by',
          label: t({ id: 'guides.relationship.introduced_by', message: 'How did you meet?' }),
          value: inputs.introducedBy,
          options: introductions.map((o) => ({ value: o, label: labels.introducedBy[o] })),
          onChange: (v) => set({ introducedBy: v as IntroducedBy }),
        },
        { id: 'flags', kind: 'flags', cols: 2, testIdPrefix: 'relationship', flags: flagsOf(flagLabels, inputs, set) },
      ],
    },
    findings: {
      title: t({ id: 'guides.relationship.flags', message: 'What the consulate may look at more closely' }),
      testId: 'relationship-flags',
      empty: t({
        id: 'guides.relationship.no_flags',
        message: 'Nothing in your answers draws extra scrutiny. The evidence below is what every couple gathers.',
      }),
      items: relationshipRiskFlags(inputs).map((f) => ({
        id: f.id,
        testId: `relationship-flag-${f.id}`,
        title: pick(f.title, locale),
        body: pick(f.why, locale),
        sources: [f.source],
      })),
    },
    checklist: {
      title: t({ id: 'guides.relationship.checklist', message: 'Relationship evidence to gather' }),
      items: relationshipChecklist(inputs),
      ...ticks,
      testId: 'relationship-checklist',
    },
  };
}
