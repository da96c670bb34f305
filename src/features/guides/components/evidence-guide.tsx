import { useLingui } from '@lingui/react/macro';
import { Alert, Card, Group, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useApplicationStatus } from '@/data/application-status';
import { useStatusWords } from '@/i18n/status-words';
import { useId, useState } from 'react';
import type { Evidence } from '@/domain/application';
import type { EvidenceAudience } from '@/domain/guides/evidence';
import { evidenceAppendix } from '@/domain/evidence/appendix';
import { guideSources } from '@/domain/guides/sources';
import { logger } from '@/lib/logger';
import { SaveStatus } from '@/lib/save-status';
import { SourceNote } from '@/lib/source-note';
import { useAutosave } from '@/lib/use-autosave';
import { usePending } from '@/lib/use-pending';
import {
  ChatImportError,
  importChatExport,
  removeChatExport,
  saveEvidenceInputs,
  saveEvidenceSelection,
  type EvidenceSelection,
} from '../repo';
import { useEvidenceSources } from '../use-guides';
import { ChatPicker } from './evidence/chat-picker';
import { PhotoPicker } from './evidence/photo-picker';
import { StrengthCard } from './evidence/strength-card';

type Change =
  { kind: 'inputs'; patch: Partial<Evidence['inputs']> } | { kind: 'selection'; patch: Partial<EvidenceSelection> };
const saveChange = (c: Change) => (c.kind === 'inputs' ? saveEvidenceInputs(c.patch) : saveEvidenceSelection(c.patch));

/** Evidence is chosen, not just counted (ruling 23): photos, a chat and its messages, redaction, strength with its reason. */
export function EvidenceGuide({ section }: { section: Evidence }) {
  const { t } = useLingui();
  const words = useStatusWords();
  const { save, state } = useAutosave(saveChange, { journal: 'guide:evidence' });
  const audienceLabelId = useId();
  const sources = useEvidenceSources();
  const [inputs, setLocal] = usePending(section.inputs);
  const [selection, setSelection] = usePending<EvidenceSelection>({
    selectedPhotoIds: section.selectedPhotoIds,
    selectedThreadId: section.selectedThreadId,
    selectedMessageIds: section.selectedMessageIds,
    strength: section.strength,
  });
  const [importing, setImporting] = useState(false);
  const [chatError, setChatError] = useState<string | null>(null);
  const { audience, redactionEnabled } = inputs;
  const photos = sources?.photos ?? [];
  const threads = sources?.threads ?? [];
  const thread = threads.find((th) => th.id === selection.selectedThreadId) ?? null;

  const setInputs = (patch: Partial<Evidence['inputs']>) => {
    setLocal(patch);
    void save({ kind: 'inputs', patch });
  };
  // Strength is recomputed from the same selection the appendix is made of, and saved with it.
  const choose = (patch: Partial<Omit<EvidenceSelection, 'strength'>>) => {
    const next = { ...section, ...selection, inputs, ...patch };
    const nextThread = threads.find((th) => th.id === next.selectedThreadId) ?? null;
    const { photos: p, texts } = evidenceAppendix(next, photos, nextThread).strength;
    const full = { ...patch, strength: { photos: p, texts } };
    setSelection(full);
    void save({ kind: 'selection', patch: full });
  };

  const importChat = async (file: File) => {
    setImporting(true);
    setChatError(null);
    try {
      const imported = await importChatExport(file);
      setSelection({ selectedThreadId: imported.id, selectedMessageIds: [] });
    } catch (error) {
      const problem = error instanceof ChatImportError ? error.problem : 'save-failed';
      const fileName = file.name;
      if (problem === 'save-failed') logger.error('Importing a chat export failed', error);
      setChatError(
        {
          'not-chat': t({
            id: 'guides.evidence.chat_error.not_chat',
            message: `“${fileName}” is not a KakaoTalk or WhatsApp text export. Export the chat as text (without media) and choose the .txt file. Nothing was changed.`,
          }),
          size: t({
            id: 'guides.evidence.chat_error.size',
            message: `“${fileName}” is larger than 20 MB. Export a shorter period, then try again. Nothing was changed.`,
          }),
          'save-failed': t({
            id: 'guides.evidence.chat_error.save',
            message: `“${fileName}” could not be saved on this device (the storage may be full). Nothing was changed.`,
          }),
        }[problem],
      );
    } finally {
      setImporting(false);
    }
  };

  const appendix = evidenceAppendix({ ...section, ...selection, inputs }, photos, thread);
  const status = useApplicationStatus();
  const elsewhere = status ? words.evidenceElsewhere(status.evidence) : null;

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
                  message:
                    'USCIS asks for evidence of a real marriage: photos together over time, messages, travel and signs of a shared life. Add English translations of anything in Korean.',
                })
              : t({
                  id: 'guides.evidence.korea_help',
                  message:
                    'The consulate looks at how you met and whether the marriage is genuine: dating and wedding photos, photos with both families, chat and call records, and travel records.',
                })}
          </Text>
          <SourceNote source={audience === 'us' ? guideSources.i130Evidence : guideSources.relationshipScrutiny} />
          <Switch
            label={t({
              id: 'guides.evidence.redaction_masks',
              message: 'Hide phone numbers, emails and account numbers',
            })}
            description={t({
              id: 'guides.evidence.redaction_masks_help',
              message: 'Applies to the messages shown here and printed in the package; names and dates stay readable.',
            })}
            checked={redactionEnabled}
            onChange={(e) => setInputs({ redactionEnabled: e.currentTarget.checked })}
            data-testid="evidence-redaction"
          />
        </Stack>
      </Card>

      <PhotoPicker
        photos={photos}
        selected={selection.selectedPhotoIds}
        onToggle={(id, on) =>
          choose({
            selectedPhotoIds: on
              ? [...selection.selectedPhotoIds, id]
              : selection.selectedPhotoIds.filter((p) => p !== id),
          })
        }
      />
      <ChatPicker
        threads={threads}
        threadId={selection.selectedThreadId}
        selected={selection.selectedMessageIds}
        redaction={redactionEnabled}
        busy={importing}
        error={chatError}
        onImport={(file) => void importChat(file)}
        onThread={(id) => choose({ selectedThreadId: id, selectedMessageIds: [] })}
        onRemoveThread={(id) => void removeChatExport(id)}
        onMessages={(ids) => choose({ selectedMessageIds: ids })}
      />
      {elsewhere && (
        <Alert color="orange" variant="light" data-testid="evidence-elsewhere">
          {`${elsewhere} ${words.bring()}`}
        </Alert>
      )}
      {/* Strength from what is chosen and on this device (ruling 25), never a stored figure from elsewhere. */}
      <StrengthCard
        shown={{ photos: appendix.strength.photos, texts: appendix.strength.texts }}
        reasons={appendix.strength.reasons}
        onRecalculate={() => choose({})}
      />
    </Stack>
  );
}
