import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { useApplicationStatus } from '@/data/application-status';
import { useStatusWords } from '@/i18n/status-words';
import type { Evidence } from '@/domain/application';
import { applicantUsPapers, type Couple } from '@/domain/couple';
import type { EvidenceAudience } from '@/domain/guides/evidence';
import { evidenceAppendix } from '@/domain/evidence/appendix';
import type { ChatThread } from '@/domain/evidence/chat-export';
import { guideSources } from '@/domain/guides/sources';
import { useAutosave } from '@/ui/use-autosave';
import { usePending } from '@/ui/use-pending';
import { removeChatExport, saveEvidenceInputs, saveEvidenceSelection, type EvidenceSelection } from '../repo';
import { useEvidenceSources } from '../use-guides';
import { ChatPicker } from './evidence/chat-picker';
import { PhotoPicker } from './evidence/photo-picker';
import { StrengthCard } from './evidence/strength-card';
import { useChatImport } from './evidence/use-chat-import';
import { GuideLayout, type GuideSpec } from './guide-layout';
import type { GuideQuestion } from './guide-questions';

type Change =
  { kind: 'inputs'; patch: Partial<Evidence['inputs']> } | { kind: 'selection'; patch: Partial<EvidenceSelection> };
const saveChange = (c: Change) => (c.kind === 'inputs' ? saveEvidenceInputs(c.patch) : saveEvidenceSelection(c.patch));
type Save = (change: Change) => Promise<unknown>;

/** Evidence is chosen, not just counted (D23): photos, a chat and its messages, redaction, strength with its reason. */
export function EvidenceGuide({ section, couple }: { section: Evidence; couple: Couple }) {
  const { save, state } = useAutosave(saveChange, { journal: 'guide:evidence' });
  const [stored, setLocal] = usePending(section.inputs);
  // An F-6 app: the US petition is an audience only for a couple with US papers (D28).
  const usPapers = applicantUsPapers(couple) !== false;
  const inputs = usPapers ? stored : { ...stored, audience: 'korea' as const };
  const setInputs = (patch: Partial<Evidence['inputs']>) => {
    setLocal(patch);
    void save({ kind: 'inputs', patch });
  };
  const spec = useEvidenceSpec(inputs, usPapers, setInputs);
  return (
    <GuideLayout spec={spec} saveState={state}>
      <EvidenceChoice section={section} inputs={inputs} save={save} />
    </GuideLayout>
  );
}

function useEvidenceSpec(
  inputs: Evidence['inputs'],
  usPapers: boolean,
  setInputs: (patch: Partial<Evidence['inputs']>) => void,
): GuideSpec {
  const { t } = useLingui();
  const audience: GuideQuestion = {
    id: 'audience',
    kind: 'segmented',
    testId: 'evidence-audience',
    label: t({ id: 'guides.evidence.audience', message: 'Who is it for?' }),
    value: inputs.audience,
    options: [
      { value: 'korea', label: t({ id: 'guides.evidence.audience.korea', message: 'Korean consulate' }) },
      { value: 'us', label: t({ id: 'guides.evidence.audience.us', message: 'US (I-130)' }) },
    ],
    onChange: (v) => setInputs({ audience: v as EvidenceAudience }),
  };
  const help: GuideQuestion =
    inputs.audience === 'us'
      ? {
          id: 'help',
          kind: 'text',
          source: guideSources.i130Evidence,
          text: t({
            id: 'guides.evidence.us_help',
            message:
              'USCIS asks for evidence of a real marriage: photos together over time, messages, travel and signs of a shared life. Add English translations of anything in Korean.',
          }),
        }
      : {
          id: 'help',
          kind: 'text',
          source: guideSources.relationshipScrutiny,
          text: t({
            id: 'guides.evidence.korea_help',
            message:
              'The consulate looks at how you met and whether the marriage is genuine: dating and wedding photos, photos with both families, chat and call records, and travel records.',
          }),
        };
  const redaction: GuideQuestion = {
    id: 'redaction',
    kind: 'switch',
    testId: 'evidence-redaction',
    label: t({ id: 'guides.evidence.redaction_masks', message: 'Hide phone numbers, emails and account numbers' }),
    description: t({
      id: 'guides.evidence.redaction_masks_help',
      message: 'Applies to the messages shown here and printed in the package; names and dates stay readable.',
    }),
    checked: inputs.redactionEnabled,
    onChange: (checked) => setInputs({ redactionEnabled: checked }),
  };
  return {
    situation: {
      title: t({ id: 'guides.evidence.bundle', message: 'Your evidence bundle' }),
      questions: usPapers ? [audience, help, redaction] : [help, redaction],
    },
  };
}

type ChoiceProps = { section: Evidence; inputs: Evidence['inputs']; save: Save };

/** The photos and messages chosen, and the strength they give; saved with the selection. */
function EvidenceChoice({ section, inputs, save }: ChoiceProps) {
  const sources = useEvidenceSources();
  const [selection, setSelection] = usePending<EvidenceSelection>({
    selectedPhotoIds: section.selectedPhotoIds,
    selectedThreadId: section.selectedThreadId,
    selectedMessageIds: section.selectedMessageIds,
    strength: section.strength,
  });
  const { importing, chatError, importChat } = useChatImport(setSelection);
  const photos = sources?.photos ?? [];
  const threads = sources?.threads ?? [];
  const threadOf = (id: string | null): ChatThread | null => threads.find((th) => th.id === id) ?? null;
  // Strength is recomputed from the same selection the appendix is made of, and saved with it.
  const choose = (patch: Partial<Omit<EvidenceSelection, 'strength'>>) => {
    const next = { ...section, ...selection, inputs, ...patch };
    const { photos: p, texts } = evidenceAppendix(next, photos, threadOf(next.selectedThreadId)).strength;
    const full = { ...patch, strength: { photos: p, texts } };
    setSelection(full);
    void save({ kind: 'selection', patch: full });
  };
  const appendix = evidenceAppendix({ ...section, ...selection, inputs }, photos, threadOf(selection.selectedThreadId));
  const chosenPhotos = selection.selectedPhotoIds;

  return (
    <>
      <PhotoPicker
        photos={photos}
        selected={chosenPhotos}
        onToggle={(id, on) =>
          choose({ selectedPhotoIds: on ? [...chosenPhotos, id] : chosenPhotos.filter((p) => p !== id) })
        }
      />
      <ChatPicker
        threads={threads}
        threadId={selection.selectedThreadId}
        selected={selection.selectedMessageIds}
        redaction={inputs.redactionEnabled}
        busy={importing}
        error={chatError}
        onImport={(file) => void importChat(file)}
        onThread={(id) => choose({ selectedThreadId: id, selectedMessageIds: [] })}
        onRemoveThread={(id) => void removeChatExport(id)}
        onMessages={(ids) => choose({ selectedMessageIds: ids })}
      />
      <ElsewhereNotice />
      {/* Strength from what is chosen and on this device (D25), never a stored figure from elsewhere. */}
      <StrengthCard
        shown={{ photos: appendix.strength.photos, texts: appendix.strength.texts }}
        reasons={appendix.strength.reasons}
        onRecalculate={() => choose({})}
      />
    </>
  );
}

/** Photos or messages chosen on another device do not count here: say where they are. */
function ElsewhereNotice() {
  const words = useStatusWords();
  const status = useApplicationStatus();
  const elsewhere = status ? words.evidenceElsewhere(status.evidence) : null;
  return elsewhere ? (
    <Alert color="orange" variant="light" data-testid="evidence-elsewhere">
      {`${elsewhere} ${words.bring()}`}
    </Alert>
  ) : null;
}
