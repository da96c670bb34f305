import { Button, FileButton, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { DocumentSlot } from '@/domain/application';
import { acceptedTypes, formatBytes, isImage } from '../model';
import { readSlotFile, type SlotFile } from '../repo';

type Props = {
  slot: DocumentSlot;
  title: string;
  file: SlotFile;
  busy: boolean;
  onReplace: (file: File) => void;
  onRemove: () => Promise<void>;
};

/** The stored file: what it is, and show, replace or remove it (removing asks first). */
export function FileSummary({ slot, title, file, busy, onReplace, onRemove }: Props) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const added = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(file.addedAt));
  const size = formatBytes(file.size, i18n.locale);
  const fileName = file.name;

  return (
    <Stack gap="xs" data-testid={`file-${slot}`}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid={`file-name-${slot}`}>
        {fileName}
      </Text>
      <Text size="sm" c="dimmed">
        {t({ id: 'documents.file_meta', message: `${size} · added ${added}` })}
      </Text>
      <Group gap="xs">
        <Button size="compact-sm" variant="light" onClick={() => setPreviewing(true)}>
          {t({ id: 'documents.show', message: 'Show' })}
        </Button>
        <FileButton onChange={(f) => f && onReplace(f)} accept={acceptedTypes.join(',')}>
          {(props) => (
            <Button {...props} size="compact-sm" variant="default" loading={busy} data-testid={`replace-${slot}`}>
              {t({ id: 'documents.replace', message: 'Replace' })}
            </Button>
          )}
        </FileButton>
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => setConfirming(true)} data-testid={`remove-${slot}`}>
          {t({ id: 'documents.remove', message: 'Remove' })}
        </Button>
      </Group>

      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t({ id: 'documents.remove_title', message: `Remove the file from “${title}”?` })} centered>
        <Stack>
          <Text size="sm">
            {t({
              id: 'documents.remove_body',
              message: `“${fileName}” will be deleted from this device. Details you already confirmed from it stay in your application.`,
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t({ id: 'common.cancel', message: 'Cancel' })}
            </Button>
            <Button
              color="red"
              loading={removing}
              data-testid={`confirm-remove-${slot}`}
              onClick={async () => {
                setRemoving(true);
                try {
                  await onRemove();
                  setConfirming(false);
                } finally {
                  setRemoving(false);
                }
              }}
            >
              {t({ id: 'documents.remove_confirm', message: 'Remove file' })}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={previewing} onClose={() => setPreviewing(false)} title={fileName} size="xl" centered>
        {previewing && <FilePreview slot={slot} type={file.type} name={fileName} />}
      </Modal>
    </Stack>
  );
}

function FilePreview({ slot, type, name }: { slot: DocumentSlot; type: string; name: string }) {
  const { t } = useLingui();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    void readSlotFile(slot).then((stored) => {
      if (!stored || !live) return;
      objectUrl = URL.createObjectURL(stored.blob);
      setUrl(objectUrl);
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [slot]);
  if (!url) return null;
  if (isImage(type)) return <Image src={url} alt={t({ id: 'documents.preview_alt', message: `Preview of ${name}` })} fit="contain" mah="70vh" />;
  return <iframe src={url} title={t({ id: 'documents.preview_alt', message: `Preview of ${name}` })} style={{ width: '100%', height: '70vh', border: 0 }} />;
}
