import { ActionIcon, Badge, Button, Group, Loader, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DocumentFileRef, DocumentFileRole, DocumentSlot } from '@/domain/application';
import { rolesForFile } from '@/domain/documents/slots';
import type { Validity } from '@/domain/documents/validity';
import { isIsoDate } from '@/domain/dates';
import { badgeTone } from '@/ui/badge-tone';
import { ChoiceSelect } from '@/ui/choice-select';
import { lazyPart, useLazyPart } from '@/ui/lazy-part';
import { formatBytes } from '../model';
import { moveDocumentFile, updateDocumentFile, type SlotFile } from '../repo';
import { useRoleLabel, useValidityLabel } from './use-document-labels';

// The two dialogs come with the first opened, not with the page.
const removeDialog = lazyPart(() => import('./file-dialogs').then((m) => m.RemoveDialog));
const previewDialog = lazyPart(() => import('./file-dialogs').then((m) => m.PreviewDialog));

type Props = {
  slot: DocumentSlot;
  title: string;
  file: DocumentFileRef;
  index: number;
  count: number;
  /** The bytes' record on this device; undefined when the file was added on another device. */
  stored: SlotFile | undefined;
  validity: Validity | null;
  /** 0-1 while uploading, undefined otherwise. */
  uploading: number | undefined;
  signedIn: boolean;
  /** Where they married, when known: the roles that apply (D28). */
  marriagePlace?: 'korea' | 'abroad';
};

/** One file of a document: what it is, its role and issue date, its validity and upload, and its place in the order. */
export function FileRow({
  slot,
  title,
  file,
  index,
  count,
  stored,
  validity,
  uploading,
  signedIn,
  marriagePlace,
}: Props) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const remove = useLazyPart(removeDialog);
  const preview = useLazyPart(previewDialog);
  const fileName = file.fileName;

  return (
    <Stack
      gap={6}
      p="sm"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
      data-testid={`file-${slot}`}
      data-file-id={file.id}
    >
      <FileHeader slot={slot} file={file} index={index} count={count} />
      <FileFacts slot={slot} file={file} validity={validity} marriagePlace={marriagePlace} />
      <UploadState slot={slot} fileName={fileName} stored={stored} uploading={uploading} signedIn={signedIn} />
      {!stored && (
        <Text size="xs" c="dimmed">
          {t({ id: 'documents.file_elsewhere', message: 'Added on another device; its copy is not on this one.' })}
        </Text>
      )}
      <Group gap="xs">
        {stored && (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => void preview.open(() => setPreviewing(true))}
            leftSection={preview.loading ? <Loader size={12} /> : undefined}
            aria-busy={preview.loading || undefined}
          >
            {t({ id: 'documents.show', message: 'Show' })}
          </Button>
        )}
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          onClick={() => void remove.open(() => setConfirming(true))}
          leftSection={remove.loading ? <Loader size={12} /> : undefined}
          aria-busy={remove.loading || undefined}
          data-testid={`remove-${slot}`}
        >
          {t({ id: 'documents.remove', message: 'Remove' })}
        </Button>
      </Group>

      {remove.Part && (
        <remove.Part slot={slot} title={title} file={file} opened={confirming} onClose={() => setConfirming(false)} />
      )}
      {preview.Part && <preview.Part file={file} opened={previewing} onClose={() => setPreviewing(false)} />}
    </Stack>
  );
}

/** The file's name, size and date, and the buttons that move it in the document's order. */
function FileHeader({ slot, file, index, count }: Pick<Props, 'slot' | 'file' | 'index' | 'count'>) {
  const { t, i18n } = useLingui();
  const added = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(file.uploadedAt));
  const size = formatBytes(file.size, i18n.locale);
  const fileName = file.fileName;
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid={`file-name-${slot}`}>
          {fileName}
        </Text>
        <Text size="sm" c="dimmed">
          {t({ id: 'documents.file_meta', message: `${size} · added ${added}` })}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          disabled={index === 0}
          onClick={() => void moveDocumentFile(slot, file.id, -1)}
          aria-label={t({ id: 'documents.move_up', message: `Move “${fileName}” up` })}
        >
          ↑
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          disabled={index === count - 1}
          onClick={() => void moveDocumentFile(slot, file.id, 1)}
          aria-label={t({ id: 'documents.move_down', message: `Move “${fileName}” down` })}
        >
          ↓
        </ActionIcon>
      </Group>
    </Group>
  );
}

/** What the file is (where a slot holds several kinds), its date of issue, and the validity that date gives. */
function FileFacts({
  slot,
  file,
  validity,
  marriagePlace,
}: Pick<Props, 'slot' | 'file' | 'validity' | 'marriagePlace'>) {
  const { t } = useLingui();
  const roleLabel = useRoleLabel();
  const validityLabel = useValidityLabel();
  // What is being typed; the stored date shows again once the field is left.
  const [draft, setDraft] = useState<string | null>(null);
  const date = draft ?? file.issueDate ?? '';
  // The parts that apply to this couple, and the file's own part even when it does not (nothing stored is hidden).
  const roles = rolesForFile(slot, file, marriagePlace);
  const v = validity ? validityLabel(validity) : null;
  const saveDate = (value: string) => {
    setDraft(value);
    if (value === '' || isIsoDate(value)) void updateDocumentFile(slot, file.id, { issueDate: value || null });
  };
  return (
    <>
      {(roles.length > 0 || validity) && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          {roles.length > 0 && (
            <ChoiceSelect
              size="xs"
              label={t({ id: 'documents.role_label', message: 'This file is' })}
              data={roles.map((r) => ({ value: r, label: roleLabel(r) }))}
              value={file.role}
              onChange={(value) => value && void updateDocumentFile(slot, file.id, { role: value as DocumentFileRole })}
              style={{ flex: '1 1 220px' }}
              data-testid={`role-${slot}`}
            />
          )}
          {validity && (
            <TextInput
              size="xs"
              type="date"
              label={t({ id: 'documents.issue_date', message: 'Date of issue' })}
              value={date}
              onChange={(e) => saveDate(e.currentTarget.value)}
              onBlur={() => setDraft(null)}
              style={{ flex: '0 1 170px' }}
              data-testid={`issue-date-${slot}`}
            />
          )}
        </Group>
      )}
      {v && (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Badge variant="light" {...badgeTone(v.tone, { flexShrink: 0 })} data-testid={`validity-${slot}`}>
            {v.label}
          </Badge>
          <Text size="xs" c="dimmed">
            {v.detail}
          </Text>
        </Group>
      )}
    </>
  );
}

/** The upload to the account: its progress, saved, or waiting to go. */
function UploadState({
  slot,
  fileName,
  stored,
  uploading,
  signedIn,
}: Pick<Props, 'slot' | 'stored' | 'uploading' | 'signedIn'> & { fileName: string }) {
  const { t } = useLingui();
  const percent = Math.round((uploading ?? 0) * 100);
  return uploading !== undefined ? (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {t({ id: 'documents.uploading', message: `Uploading to your account: ${percent}%` })}
      </Text>
      <Progress
        size="sm"
        value={uploading * 100}
        aria-label={t({ id: 'documents.uploading_label', message: `Upload of ${fileName}` })}
      />
    </Stack>
  ) : signedIn && stored ? (
    <Text size="xs" c="dimmed" data-testid={`upload-status-${slot}`}>
      {stored.uploadedPath
        ? t({ id: 'documents.uploaded', message: 'Saved in your account' })
        : t({ id: 'documents.upload_waiting', message: 'Waiting to upload (it goes when you are online)' })}
    </Text>
  ) : null;
}
