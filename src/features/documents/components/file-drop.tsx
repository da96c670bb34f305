import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { DocumentSlot } from '@/domain/application';
import { acceptedTypes, fileProblem } from '../model';
import type { RejectReason } from './use-file-messages';

type Props = {
  slot: DocumentSlot;
  title: string;
  busy: boolean;
  onFile: (file: File) => void;
  onReject: (reason: RejectReason, fileName: string) => void;
};

const reasonOf = (rejection: FileRejection): RejectReason => {
  const code = rejection.errors[0]?.code;
  if (code === 'too-many-files') return 'many';
  if (code === 'size' || code === 'empty' || code === 'type') return code;
  return 'type';
};

/** Drop a file on the card, or choose one with the button (the keyboard and screen-reader path). */
export function FileDrop({ slot, title, busy, onFile, onReject }: Props) {
  const { t } = useLingui();
  const openRef = useRef<() => void>(null);
  return (
    <Dropzone
      onDrop={(files) => files[0] && onFile(files[0])}
      onReject={(rejections) => rejections[0] && onReject(reasonOf(rejections[0]), rejections[0].file.name)}
      accept={[...acceptedTypes]}
      validator={(file) => {
        const problem = fileProblem(file);
        return problem ? { code: problem, message: problem } : null;
      }}
      multiple={false}
      maxFiles={1}
      openRef={openRef}
      activateOnClick={false}
      activateOnKeyboard={false}
      enablePointerEvents
      loading={busy}
      radius="md"
      p="md"
      inputProps={{ 'aria-label': t({ id: 'documents.file_input', message: `File for: ${title}` }) }}
      data-testid={`dropzone-${slot}`}
    >
      <Stack align="center" gap={6}>
        <Dropzone.Accept>
          <Text size="sm" fw={600}>
            {t({ id: 'documents.drop.accept', message: 'Drop to add it' })}
          </Text>
        </Dropzone.Accept>
        <Dropzone.Reject>
          <Text size="sm" fw={600} c="red">
            {t({ id: 'documents.drop.reject', message: 'This file cannot be added' })}
          </Text>
        </Dropzone.Reject>
        <Dropzone.Idle>
          <Text size="sm" ta="center">
            {t({ id: 'documents.drop.idle', message: 'Drag a file here, or' })}
          </Text>
        </Dropzone.Idle>
        <Group justify="center">
          <Button variant="light" size="sm" onClick={() => openRef.current?.()} data-testid={`choose-${slot}`}>
            {t({ id: 'documents.choose', message: 'Choose a file' })}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" ta="center">
          {t({ id: 'documents.accepted', message: 'JPEG, PNG, WebP or PDF, up to 20 MB' })}
        </Text>
      </Stack>
    </Dropzone>
  );
}
