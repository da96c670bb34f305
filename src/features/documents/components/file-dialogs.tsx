import { Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useBlobUrl } from '@/ui/use-blob-url';
import type { DocumentFileRef, DocumentSlot } from '@/domain/application';
import { isImage } from '../model';
import { readStoredFile, removeDocumentFile } from '../repo';

type DialogProps = { file: DocumentFileRef; opened: boolean; onClose: () => void };

/** Asks before a file is deleted from this device. */
export function RemoveDialog({
  slot,
  title,
  file,
  opened,
  onClose,
}: DialogProps & { slot: DocumentSlot; title: string }) {
  const { t } = useLingui();
  const fileName = file.fileName;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t({ id: 'documents.remove_title', message: `Remove the file from “${title}”?` })}
      centered
    >
      <Stack>
        <Text size="sm">
          {t({
            id: 'documents.remove_body',
            message: `“${fileName}” will be deleted from this device. Details you already confirmed from it stay in your application.`,
          })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t({ id: 'common.cancel', message: 'Cancel' })}
          </Button>
          <Button
            color="red"
            data-testid={`confirm-remove-${slot}`}
            onClick={() => void removeDocumentFile(slot, file.id).then(onClose)}
          >
            {t({ id: 'documents.remove_confirm', message: 'Remove file' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The file itself, as stored on this device. */
export function PreviewDialog({ file, opened, onClose }: DialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={file.fileName} size="xl" centered>
      {opened && <FilePreview id={file.id} type={file.type} name={file.fileName} />}
    </Modal>
  );
}

function FilePreview({ id, type, name }: { id: string; type: string; name: string }) {
  const { t } = useLingui();
  const url = useBlobUrl(id, readStoredFile);
  if (!url) return null;
  if (isImage(type))
    return (
      <Image
        src={url}
        alt={t({ id: 'documents.preview_alt', message: `Preview of ${name}` })}
        fit="contain"
        mah="70vh"
      />
    );
  return (
    <iframe
      src={url}
      title={t({ id: 'documents.preview_alt', message: `Preview of ${name}` })}
      style={{ width: '100%', height: '70vh', border: 0 }}
    />
  );
}
