import { Alert, Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { DocumentEntry, DocumentFileRole, DocumentSlot } from '@/domain/application';
import { defaultRole, missingInSlot, rolesFor } from '@/domain/documents/slots';
import { slotFileValidity, type Validity, type ValidityContext } from '@/domain/documents/validity';
import type { AutoFillData } from '@/domain/autofill-fields';
import { badgeTone } from '@/ui/badge-tone';
import type { SlotStatus } from '@/domain/status';
import { useStatusWords } from '@/i18n/status-words';
import { logger } from '@/lib/logger';
import { SourceNote } from '@/ui/source-note';
import { fileProblem, isExtractable, isPdf, type ExtractableSlot } from '../model';
import { addDocumentFile, FileRejectedError, readStoredFile, type SlotFile } from '../repo';
import { useReader } from '../use-reader';
import { FileDrop } from './file-drop';
import { FileRow } from './file-row';
import { ReadingSection } from './reading-section';
import { useRoleLabel } from './use-document-labels';
import { useRejectMessage, type RejectReason } from './use-file-messages';
import { ChoiceSelect } from '@/ui/choice-select';
import { useOwnerLabel, type SlotInfo } from './use-slot-info';

type Props = {
  slot: DocumentSlot;
  info: SlotInfo;
  entry: DocumentEntry;
  /** The slot's status (domain/status). */
  status: SlotStatus;
  stored: Record<string, SlotFile>;
  autoFill: AutoFillData;
  ctx: ValidityContext;
  uploads: Readonly<Record<string, number>>;
  signedIn: boolean;
};

// Light variants of these keep 4.5:1 in both colour schemes (as on the timeline).
const ownerColor = { applicant: 'indigo', sponsor: 'grape', both: 'blue' } as const;

/** The file a slot's details are read from: the Korean certificate for a marriage, else the first file. */
const readableRef = (slot: DocumentSlot, entry: DocumentEntry) =>
  (slot === 'marriageCertificate' ? entry.files.find((f) => f.role === 'korean-certificate') : undefined) ??
  entry.files[0];

type Reader = ReturnType<typeof useReader>;

/**
 * Storing dropped files one by one: each checked, prepared (HEIC converted, PDFs checked), stored,
 * then read where the slot reads details; what is refused or renamed is said beside the slot.
 */
function useStoreFiles(
  slot: DocumentSlot,
  entry: DocumentEntry,
  reader: Reader,
  marriagePlace: SlotInfo['marriagePlace'],
) {
  const { t } = useLingui();
  const rejectMessage = useRejectMessage();
  const [messages, setMessages] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Only the parts that apply to this couple (a marriage made in Korea: the Korean certificate alone).
  const roles = rolesFor(slot, marriagePlace, entry.files);
  const [chosenRole, setChosenRole] = useState<DocumentFileRole | null>(null);
  const nextRole = chosenRole ?? defaultRole(slot, entry.files, marriagePlace);

  const reject = (reason: RejectReason, fileName: string) =>
    setMessages((m) => [...m, rejectMessage(reason, fileName)]);

  const storeOne = async (file: File, role: DocumentFileRole | null) => {
    try {
      // HEIC conversion and the PDF check load their tools only now.
      const { prepareFile } = await import('../prepare');
      const prepared = await prepareFile(slot, role, file);
      const added = await addDocumentFile(slot, prepared.file, { role, issueDate: prepared.issueDate });
      if (prepared.renamedFrom) {
        const from = prepared.renamedFrom;
        const to = prepared.file.name;
        const kind = prepared.file.type.replace(/^(image|application)\//, '').toUpperCase();
        setNotice(
          t({
            id: 'documents.renamed_by_content',
            message: `“${from}” is really a ${kind} file, whatever its name said: it is stored as “${to}”.`,
          }),
        );
      }
      if (prepared.unreadable) {
        setNotice(
          t({
            id: 'documents.scan_unreadable',
            message:
              'This certificate is a photo or a scan without text, so it cannot be read. Type its date of issue above and its details below.',
          }),
        );
        if (isExtractable(slot)) reader.typeInstead();
      } else if (
        slot === 'passport' ||
        (slot === 'marriageCertificate' && role === 'korean-certificate' && isPdf(prepared.file.type))
      ) {
        void reader.read(prepared.file, added.id);
      }
    } catch (error) {
      if (error instanceof FileRejectedError) reject(error.problem, file.name);
      else {
        logger.error('Storing a document failed', error);
        reject('save-failed', file.name);
      }
    }
  };

  const store = async (incoming: File[]) => {
    setBusy(true);
    setMessages([]);
    setNotice(null);
    let role = nextRole;
    try {
      for (const file of incoming) {
        const problem = fileProblem(file);
        if (problem) {
          reject(problem, file.name);
          continue;
        }
        await storeOne(file, role);
        // Several files dropped at once: each after the first takes the next role still missing.
        if (roles.length && chosenRole === null)
          role = roles.find((r) => r !== role && !entry.files.some((f) => f.role === r)) ?? role;
      }
    } finally {
      setBusy(false);
      setChosenRole(null);
    }
  };
  const dismiss = (i: number) => setMessages((m) => m.filter((_, j) => j !== i));
  return { store, reject, dismiss, messages, notice, busy, nextRole, setChosenRole };
}

/** The file being read or reviewed was removed (here, in another tab or on another device): its reading goes with it. */
function useForgetRemovedReading(reader: Reader, entry: DocumentEntry) {
  // A file just added may not be in `entry` yet: only one seen in the slot and then gone counts.
  const readingPresent = reader.fileId !== null && entry.files.some((f) => f.id === reader.fileId);
  const seenReading = useRef<string | null>(null);
  const { cancel, fileId: readingId } = reader;
  useEffect(() => {
    if (readingPresent) seenReading.current = readingId;
    else if (readingId !== null && seenReading.current === readingId) {
      seenReading.current = null;
      cancel();
    }
  }, [readingPresent, readingId, cancel]);
}

/** The slot's files in their order, each with its validity and upload state. */
function SlotFiles({
  slot,
  title,
  entry,
  stored,
  validity,
  uploads,
  signedIn,
  marriagePlace,
}: Pick<Props, 'slot' | 'entry' | 'stored' | 'uploads' | 'signedIn'> & {
  title: string;
  validity: Map<string, Validity>;
  marriagePlace: SlotInfo['marriagePlace'];
}) {
  if (entry.files.length === 0) return null;
  return (
    <Stack gap="xs" data-testid={`files-${slot}`}>
      {entry.files.map((file, index) => (
        <FileRow
          key={file.id}
          slot={slot}
          title={title}
          file={file}
          index={index}
          count={entry.files.length}
          stored={stored[file.id]}
          validity={validity.get(file.id) ?? null}
          uploading={uploads[file.id]}
          signedIn={signedIn}
          marriagePlace={marriagePlace}
        />
      ))}
    </Stack>
  );
}

/** The slot's name, its status (domain/status, the one status function) and whose document it is. */
function SlotHeader({ slot, info, slotStatus }: { slot: DocumentSlot; info: SlotInfo; slotStatus: SlotStatus }) {
  const words = useStatusWords();
  const ownerLabel = useOwnerLabel();
  // The slot's status from the one status function (D25): ready only when every part is here,
  // dated and valid on the appointment date, and read details are confirmed; otherwise it says what is missing.
  const status = {
    label: words.slotState(slotStatus),
    tone:
      slotStatus.state === 'ready'
        ? ('ok' as const)
        : slotStatus.state === 'empty'
          ? ('neutral' as const)
          : slotStatus.state === 'attention'
            ? ('bad' as const)
            : ('warn' as const),
  };
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Title order={2} size="h4">
          {info.title}
        </Title>
        <Badge
          variant="light"
          {...badgeTone(status.tone, { flexShrink: 0 })}
          data-testid={`status-${slot}`}
          data-state={slotStatus.state}
        >
          {status.label}
        </Badge>
      </Group>
      <Badge variant="light" color={ownerColor[info.owner]} w="fit-content">
        {ownerLabel(info.owner)}
      </Badge>
      <Text size="sm">{info.what}</Text>
      {info.source && <SourceNote source={info.source} />}
    </>
  );
}

/** What stands between the slot and ready: details to check, problems in the checklist's words, parts still needed. */
function SlotProblems({
  slot,
  entry,
  slotStatus,
  draftPending,
  marriedAbroad,
}: {
  slot: DocumentSlot;
  entry: DocumentEntry;
  slotStatus: SlotStatus;
  draftPending: boolean;
  marriedAbroad: SlotInfo['marriedAbroad'];
}) {
  const { t } = useLingui();
  const words = useStatusWords();
  const roleLabel = useRoleLabel();
  const missing = missingInSlot(slot, entry, marriedAbroad);
  const filled = missing.length === 0;
  const neededList = missing.map(roleLabel).join(', ');
  // Missing parts are said by "Still needed" below; the other problems here, each in the checklist's words.
  const problems = slotStatus.problems.filter((p) => p.kind !== 'missing');
  return (
    <>
      {draftPending && (
        <Text size="sm" fw={500} data-testid={`draft-${slot}`}>
          {t({
            id: 'documents.draft_pending',
            message:
              'Details were read from this file: check them below. They are only a suggestion and fill nothing until you confirm them.',
          })}
        </Text>
      )}
      {problems.length > 0 && (
        <Stack gap={2} data-testid={`problems-${slot}`}>
          {problems.map((p, i) => (
            <Text key={i} size="sm" fw={500}>
              {words.slotProblem(slot, p)}
            </Text>
          ))}
          {problems.some((p) => p.kind === 'elsewhere') && <Text size="sm">{words.bring()}</Text>}
        </Stack>
      )}
      {!filled && entry.files.length > 0 && (
        <Text size="sm" fw={500} data-testid={`missing-${slot}`}>
          {t({ id: 'documents.still_needed', message: `Still needed: ${neededList}` })}
        </Text>
      )}
    </>
  );
}

/** Files refused (each with its reason, dismissable) and what was noticed about one stored. */
function SlotMessages({
  slot,
  messages,
  notice,
  onDismiss,
}: {
  slot: DocumentSlot;
  messages: string[];
  notice: string | null;
  onDismiss: (i: number) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      {messages.map((message, i) => (
        <Alert
          key={i}
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          onClose={() => onDismiss(i)}
          closeButtonLabel={t({ id: 'common.dismiss', message: 'Dismiss' })}
          data-testid={`reject-${slot}`}
        >
          {message}
        </Alert>
      ))}
      {notice && (
        <Alert color="orange" variant="light" role="status" data-testid={`notice-${slot}`}>
          {notice}
        </Alert>
      )}
    </>
  );
}

export function SlotCard({ slot, info, entry, status: slotStatus, stored, autoFill, ctx, uploads, signedIn }: Props) {
  const { t } = useLingui();
  const roleLabel = useRoleLabel();
  const reader = useReader(slot as ExtractableSlot);
  const { store, reject, dismiss, messages, notice, busy, nextRole, setChosenRole } = useStoreFiles(
    slot,
    entry,
    reader,
    info.marriagePlace,
  );
  const roles = rolesFor(slot, info.marriagePlace, entry.files);
  const validity = new Map(slotFileValidity(slot, entry, ctx).map((v) => [v.file.id, v.validity]));
  useForgetRemovedReading(reader, entry);

  const readAgain = () => {
    const ref = readableRef(slot, entry);
    if (ref) void readStoredFile(ref.id).then((s) => s && void reader.read(s.blob, ref.id));
  };

  const wide = isExtractable(slot) || rolesFor(slot).length > 0;
  const readRef = readableRef(slot, entry);
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      data-testid={`slot-${slot}`}
      style={wide ? { gridColumn: '1 / -1' } : undefined}
    >
      <Stack gap="sm">
        <SlotHeader slot={slot} info={info} slotStatus={slotStatus} />
        <SlotProblems
          slot={slot}
          entry={entry}
          slotStatus={slotStatus}
          draftPending={reader.draftPending}
          marriedAbroad={info.marriedAbroad}
        />
        <SlotMessages slot={slot} messages={messages} notice={notice} onDismiss={dismiss} />
        <SlotFiles
          slot={slot}
          title={info.title}
          entry={entry}
          stored={stored}
          validity={validity}
          uploads={uploads}
          signedIn={signedIn}
          marriagePlace={info.marriagePlace}
        />
        {/* A choice only where there is one: one part that applies needs no question. */}
        {roles.length > 1 && (
          <ChoiceSelect
            label={t({ id: 'documents.next_role', message: 'The next file you add is' })}
            data={roles.map((r) => ({ value: r, label: roleLabel(r) }))}
            value={nextRole}
            onChange={(value) => value && setChosenRole(value as DocumentFileRole)}
            maw={420}
            data-testid={`next-role-${slot}`}
          />
        )}
        <FileDrop slot={slot} title={info.title} busy={busy} onFiles={(files) => void store(files)} onReject={reject} />
        {isExtractable(slot) && (
          <>
            <Divider />
            <ReadingSection
              slot={slot}
              file={readRef ? stored[readRef.id] : undefined}
              docRef={entry.files.length ? entry : null}
              autoFill={autoFill}
              reader={reader}
              onReadAgain={readAgain}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
