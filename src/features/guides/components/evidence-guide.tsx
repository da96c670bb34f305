import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Button, Card, Group, Progress, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Evidence } from '@/domain/application';
import type { EvidenceAudience } from '@/domain/guides/evidence';
import { guideSources } from '@/domain/guides/sources';
import { PrefetchLink } from '@/lib/prefetch-link';
import { SaveStatus } from '@/lib/save-status';
import { SourceNote } from '@/lib/source-note';
import { useAutosave } from '@/lib/use-autosave';
import { usePending } from '@/lib/use-pending';
import { recalculateEvidenceStrength, saveEvidenceInputs } from '../repo';

type Change = { kind: 'inputs'; patch: Partial<Evidence['inputs']> } | { kind: 'recalculate' };
const saveChange = (c: Change) => (c.kind === 'inputs' ? saveEvidenceInputs(c.patch) : recalculateEvidenceStrength());

export function EvidenceGuide({ section }: { section: Evidence }) {
  const { t } = useLingui();
  const { save, state } = useAutosave(saveChange, { journal: 'guide:evidence' });
  const audienceLabelId = useId();
  const [inputs, setLocal] = usePending(section.inputs);
  const { audience, redactionEnabled } = inputs;
  const setInputs = (patch: Partial<Evidence['inputs']>) => {
    setLocal(patch);
    void save({ kind: 'inputs', patch });
  };
  const photos = section.strength.photos;
  const texts = section.strength.texts;

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h4">
              {t({ id: 'guides.evidence.bundle', message: 'Your evidence bundle' })}
            </Title>
            <SaveStatus state={state} />
          </Group>
          <Stack gap={6}>
            <Text size="sm" fw={500} id={audienceLabelId}>
              {t({ id: 'guides.evidence.audience', message: 'Who is it for?' })}
            </Text>
            <SegmentedControl
              value={audience}
              onChange={(v) => setInputs({ audience: v as EvidenceAudience })}
              data={[
                { value: 'us', label: t({ id: 'guides.evidence.audience.us', message: 'US (I-130)' }) },
                { value: 'korea', label: t({ id: 'guides.evidence.audience.korea', message: 'Korean consulate' }) },
              ]}
              aria-labelledby={audienceLabelId}
              w="fit-content"
              data-testid="evidence-audience"
            />
          </Stack>
          <Text size="sm">
            {audience === 'us'
              ? t({
                  id: 'guides.evidence.us_help',
                  message: 'USCIS asks for evidence of a real marriage: photos together over time, messages, travel and signs of a shared life. Add English translations of anything in Korean.',
                })
              : t({
                  id: 'guides.evidence.korea_help',
                  message: 'The consulate looks at how you met and whether the marriage is genuine: dating and wedding photos, photos with both families, chat and call records, and travel records.',
                })}
          </Text>
          <SourceNote source={audience === 'us' ? guideSources.i130Evidence : guideSources.relationshipScrutiny} />
          <Switch
            label={t({ id: 'guides.evidence.redaction', message: 'Hide private details in shared screenshots' })}
            description={
              redactionEnabled
                ? t({ id: 'guides.evidence.redaction_on', message: 'Cover account numbers, ID numbers and other people’s details; keep names and dates readable.' })
                : undefined
            }
            checked={redactionEnabled}
            onChange={(e) => setInputs({ redactionEnabled: e.currentTarget.checked })}
            data-testid="evidence-redaction"
          />
        </Stack>
      </Card>

      <Card withBorder radius="lg" padding="lg" data-testid="evidence-strength">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t({ id: 'guides.evidence.strength', message: 'Evidence strength' })}
          </Title>
          <Text size="sm" c="dimmed">
            {t({ id: 'guides.evidence.strength_help', message: 'A rough starting estimate; it does not yet weigh which photos or messages you choose.' })}
          </Text>
          <Stack gap={4}>
            <Text size="sm" data-testid="evidence-photos">
              {t({ id: 'guides.evidence.photos', message: `Photos: ${ph({ photos })}%` })}
            </Text>
            <Progress value={photos} aria-label={t({ id: 'guides.evidence.photos_label', message: 'Photo evidence strength' })} />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" data-testid="evidence-texts">
              {t({ id: 'guides.evidence.texts', message: `Messages: ${ph({ texts })}%` })}
            </Text>
            <Progress value={texts} aria-label={t({ id: 'guides.evidence.texts_label', message: 'Message evidence strength' })} />
          </Stack>
          <Group gap="md" wrap="wrap">
            <Button variant="light" onClick={() => void save({ kind: 'recalculate' })} data-testid="evidence-recalculate">
              {t({ id: 'guides.evidence.recalculate', message: 'Recalculate' })}
            </Button>
            <Anchor component={PrefetchLink} to="/documents" size="sm">
              {t({ id: 'guides.evidence.to_documents', message: 'Add photos and documents' })}
            </Anchor>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
