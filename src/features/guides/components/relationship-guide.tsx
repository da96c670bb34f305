import { useLingui } from '@lingui/react/macro';
import { Card, Checkbox, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RelationshipGuide as RelationshipSection } from '@/domain/application';
import { pick, type Locale } from '@/domain/common';
import {
  relationshipChecklist,
  relationshipRiskFlags,
  relationshipUsSource,
  type IntroducedBy,
  type RelationshipInputs,
} from '@/domain/guides/relationship';
import { SaveStatus } from '@/lib/save-status';
import { SourceNote } from '@/lib/source-note';
import { useAutosave } from '@/lib/use-autosave';
import { usePending } from '@/lib/use-pending';
import { relationshipInputsOf } from '../model';
import { saveRelationshipInputs, setRelationshipItemDone } from '../repo';
import { ChecklistCard } from './checklist-card';
import { useGuideLabels } from './use-labels';

type Change = { kind: 'inputs'; patch: Partial<RelationshipInputs> } | { kind: 'item'; id: string; done: boolean };
const saveChange = (c: Change) =>
  c.kind === 'inputs' ? saveRelationshipInputs(c.patch) : setRelationshipItemDone(c.id, c.done);
type Flag = 'longDistance' | 'shortTimeline' | 'minimalPhotos' | 'priorDivorceOrNameChange' | 'usSubmission';
const introductions: IntroducedBy[] = ['none', 'friend-family', 'agency', 'online', 'other'];

export function RelationshipGuide({ section }: { section: RelationshipSection }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const labels = useGuideLabels();
  const { save, state } = useAutosave(saveChange, { journal: 'guide:relationship' });
  const [inputs, setLocal] = usePending(relationshipInputsOf(section));
  const flags = relationshipRiskFlags(inputs);
  const set = (patch: Partial<RelationshipInputs>) => {
    setLocal(patch);
    void save({ kind: 'inputs', patch });
  };
  const options: Array<{ key: Flag; label: string }> = [
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
    {
      key: 'usSubmission',
      label: t({
        id: 'guides.relationship.us_submission',
        message: 'We will also send this evidence to the US (I-130)',
      }),
    },
  ];

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h4">
              {t({ id: 'guides.relationship.story', message: 'Your story' })}
            </Title>
            <SaveStatus state={state} />
          </Group>
          <Radio.Group
            label={t({ id: 'guides.relationship.introduced_by', message: 'How did you meet?' })}
            value={inputs.introducedBy}
            onChange={(v) => set({ introducedBy: v as IntroducedBy })}
            data-testid="relationship-introduced-by"
          >
            <Group mt={8} gap="lg">
              {introductions.map((o) => (
                <Radio key={o} value={o} label={labels.introducedBy[o]} />
              ))}
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {options.map((o) => (
              <Checkbox
                key={o.key}
                label={o.label}
                checked={inputs[o.key]}
                onChange={(e) => set({ [o.key]: e.currentTarget.checked })}
                data-testid={`relationship-${o.key}`}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Card>

      <Stack gap="sm" data-testid="relationship-flags">
        <Title order={2} size="h4">
          {t({ id: 'guides.relationship.flags', message: 'What the consulate may look at more closely' })}
        </Title>
        {flags.length === 0 && (
          <Text size="sm" c="dimmed">
            {t({
              id: 'guides.relationship.no_flags',
              message: 'Nothing in your answers draws extra scrutiny. The evidence below is what every couple gathers.',
            })}
          </Text>
        )}
        {flags.map((f) => (
          <Card key={f.id} withBorder radius="lg" padding="lg" data-testid={`relationship-flag-${f.id}`}>
            <Stack gap={6}>
              <Text fw={600}>{pick(f.title, locale)}</Text>
              <Text size="sm">{pick(f.why, locale)}</Text>
              <SourceNote source={f.source} />
            </Stack>
          </Card>
        ))}
      </Stack>

      <ChecklistCard
        title={t({ id: 'guides.relationship.checklist', message: 'Relationship evidence to gather' })}
        items={relationshipChecklist(inputs)}
        done={section.checklist}
        onToggle={(id, done) => void save({ kind: 'item', id, done })}
        testId="relationship-checklist"
      />
      {inputs.usSubmission && <SourceNote source={relationshipUsSource} />}
    </Stack>
  );
}
