import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useDropzone, type FileRejection } from 'react-dropzone';
import type { DocumentSlot } from '@/domain/application';
import { fileProblem } from '../model';
import classes from './file-drop.module.css';
import type { RejectReason } from './use-file-messages';

// By type and by extension too: some browsers give a file no type (HEIC often), or a wrong one;
// its bytes decide after the drop (prepare.ts).
const dropAccept: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
};

type Props = {
  slot: DocumentSlot;
  title: string;
  busy: boolean;
  onFiles: (files: File[]) => void;
  onReject: (reason: RejectReason, fileName: string) => void;
};

const reasonOf = (rejection: FileRejection): RejectReason => {
  const code = rejection.errors[0]?.code;
  if (code === 'too-many-files') return 'many';
  if (code === 'size' || code === 'empty' || code === 'type') return code;
  return 'type';
};

/**
 * The slot's drop area: react-dropzone's hook, which Mantine's Dropzone wraps, without that
 * component, which always mounts a LoadingOverlay and with it the overlays' code on every load.
 */
function useFileDrop({ busy, onFiles, onReject }: Pick<Props, 'busy' | 'onFiles' | 'onReject'>) {
  return useDropzone({
    onDrop: (files, rejections) => {
      // The type filter goes by the browser's type and the name: a file with neither (no type, no
      // known ending) is judged by its bytes like any other, so a real photo or PDF gets in and
      // anything else gets the message about its content, not the one about its type.
      const byBytes = rejections
        .filter((r) => r.errors.every((e) => e.code === 'file-invalid-type') && !fileProblem(r.file))
        .map((r) => r.file);
      const all = [...files, ...byBytes];
      if (all.length > 0) onFiles(all);
      // After onFiles, which clears the slot's earlier messages: every refused file is said.
      for (const rejection of rejections)
        if (!byBytes.includes(rejection.file)) onReject(reasonOf(rejection), rejection.file.name);
    },
    accept: dropAccept,
    validator: (file) => {
      const problem = fileProblem(file);
      return problem ? { code: problem, message: problem } : null;
    },
    multiple: true,
    disabled: busy,
    // The card itself is no button: the "Choose files" button is the keyboard and screen-reader path.
    noClick: true,
    noKeyboard: true,
  });
}

/** Drop files on the card, or choose them with the button (the keyboard and screen-reader path). */
export function FileDrop({ slot, title, busy, onFiles, onReject }: Props) {
  const { t } = useLingui();
  const { getRootProps, getInputProps, isDragActive, isDragAccept, isDragReject, open } = useFileDrop({
    busy,
    onFiles,
    onReject,
  });
  const accept = isDragActive && isDragAccept;
  const reject = isDragActive && isDragReject;
  const state = accept ? 'accept' : reject ? 'reject' : 'idle';
  return (
    <div
      {...getRootProps({ className: classes.root })}
      data-accept={accept || undefined}
      data-reject={reject || undefined}
      data-loading={busy || undefined}
      data-testid={`dropzone-${slot}`}
    >
      {busy && (
        <div className={classes.busy}>
          <Loader size="md" />
        </div>
      )}
      <input {...getInputProps({ 'aria-label': t({ id: 'documents.file_input', message: `File for: ${title}` }) })} />
      <Stack align="center" gap={6}>
        {state === 'accept' && (
          <Text size="sm" fw={600}>
            {t({ id: 'documents.drop.accept_many', message: 'Drop to add them' })}
          </Text>
        )}
        {state === 'reject' && (
          <Text size="sm" fw={600} c="red">
            {t({ id: 'documents.drop.reject', message: 'This file cannot be added' })}
          </Text>
        )}
        {state === 'idle' && (
          <Text size="sm" ta="center">
            {t({ id: 'documents.drop.idle_many', message: 'Drag files here, or' })}
          </Text>
        )}
        <Group justify="center">
          <Button variant="light" size="sm" onClick={open} data-testid={`choose-${slot}`}>
            {t({ id: 'documents.choose_files', message: 'Choose files' })}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" ta="center">
          {t({ id: 'documents.accepted_heic', message: 'JPEG, PNG, WebP, HEIC (iPhone) or PDF, up to 20 MB each' })}
        </Text>
      </Stack>
    </div>
  );
}
