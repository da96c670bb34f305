import { ph } from '@lingui/core/macro';
import { Alert, Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DocumentRef, DocumentSlot } from '@/domain/application';
import type { AutoFillData } from '@/domain/autofill-fields';
import { logger } from '@/lib/logger';
import { fileProblem, isExtractable, isPdf, type ExtractableSlot } from '../model';
import { FileRejectedError, readSlotFile, removeDocument, storeDocument, type SlotFile } from '../repo';
import { useReader } from '../use-reader';
import { FileDrop } from './file-drop';
import { FileSummary } from './file-summary';
import { ReadingSection } from './reading-section';
import { useRejectMessage, type RejectReason } from './use-file-messages';
import { useOwnerLabel, type SlotInfo } from './use-slot-info';

type Props = { slot: DocumentSlot; info: SlotInfo; file: SlotFile | undefined; docRef: DocumentRef | null; autoFill: AutoFillData };

// Light variants of these keep 4.5:1 in both colour schemes (as on the timeline).
const ownerColor = { applicant: 'indigo', sponsor: 'grape', both: 'blue' } as const;

/** Reads a new file right away where reading is possible: passports, and certificates as PDF. */
const readsOnStore = (slot: DocumentSlot, type: string) => slot === 'passport' || (slot === 'marriageCertificate' && isPdf(type));

export function SlotCard({ slot, info, file, docRef, autoFill }: Props) {
  const { t } = useLingui();
  const ownerLabel = useOwnerLabel();
  const rejectMessage = useRejectMessage();
  const reader = useReader(slot as ExtractableSlot);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reject = (reason: RejectReason, fileName: string) => setMessage(rejectMessage(reason, fileName));

  const store = async (incoming: File) => {
    const problem = fileProblem(incoming);
    if (problem) return reject(problem, incoming.name);
    setBusy(true);
    setMessage(null);
    try {
      await storeDocument(slot, incoming);
    } catch (error) {
      if (error instanceof FileRejectedError) {
        // Content that is not what its name says (e.g. a text file renamed to .jpg).
        reject(error.problem, incoming.name);
        return;
      }
      logger.error('Storing a document failed', error);
      reject('save-failed', incoming.name);
      return;
    } finally {
      setBusy(false);
    }
    if (isExtractable(slot) && readsOnStore(slot, incoming.type)) void reader.read(incoming);
    else reader.cancel();
  };

  const readAgain = () =>
    void readSlotFile(slot).then((stored) => {
      if (stored) void reader.read(stored.blob);
    });

  const wide = isExtractable(slot);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={`slot-${slot}`} style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4">
            {info.title}
          </Title>
          <Badge variant="light" color={docRef ? undefined : 'gray'} style={{ flexShrink: 0 }} data-testid={`status-${slot}`}>
            {docRef ? t({ id: 'documents.status.added', message: 'Added' }) : t({ id: 'documents.status.missing', message: 'Not added yet' })}
          </Badge>
        </Group>
        <Badge variant="light" color={ownerColor[info.owner]} w="fit-content">
          {ownerLabel(info.owner)}
        </Badge>
        <Text size="sm">{info.what}</Text>
        {message && (
          <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setMessage(null)} closeButtonLabel={t({ id: 'common.dismiss', message: 'Dismiss' })} data-testid={`reject-${slot}`}>
            {message}
          </Alert>
        )}
        {file ? (
          <FileSummary slot={slot} title={info.title} file={file} busy={busy} onReplace={store} onRemove={() => removeDocument(slot).then(reader.cancel)} />
        ) : (
          <>
            {docRef && (
              <Text size="sm" c="dimmed">
                {t({ id: 'documents.elsewhere', message: `“${ph({ fileName: docRef.fileName })}” was added on another device. Add it here to keep a copy on this one.` })}
              </Text>
            )}
            <FileDrop slot={slot} title={info.title} busy={busy} onFile={store} onReject={reject} />
          </>
        )}
        {isExtractable(slot) && (
          <>
            <Divider />
            <ReadingSection slot={slot} file={file} docRef={docRef} autoFill={autoFill} reader={reader} onReadAgain={readAgain} />
          </>
        )}
      </Stack>
    </Card>
  );
}
