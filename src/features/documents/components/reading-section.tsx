import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { DocumentEntry } from '@/domain/application';
import type { AutoFillData } from '@/domain/autofill-fields';
import { isImage, type ExtractableSlot } from '../model';
import type { SlotFile } from '../repo';
import type { FailureReason, ReadProgress } from '../extraction/read-document';
import type { useReader } from '../use-reader';
import { MarriageForm } from './marriage-form';
import { PassportForm } from './passport-form';
import { SavedDetails } from './saved-details';

type Props = {
  slot: ExtractableSlot;
  file: SlotFile | undefined;
  docRef: DocumentEntry | null;
  autoFill: AutoFillData;
  reader: ReturnType<typeof useReader>;
  onReadAgain: () => void;
};

/** Reading a passport or marriage certificate into the application, or typing it instead. */
export function ReadingSection({ slot, file, docRef, autoFill, reader, onReadAgain }: Props) {
  const { t } = useLingui();
  const { state } = reader;
  const canRead = !!file && !(slot === 'marriageCertificate' && isImage(file.type));
  const typeButton = (
    <Button variant={file ? 'default' : 'light'} size="sm" onClick={reader.typeInstead} data-testid={`type-${slot}`}>
      {t({ id: 'documents.type_instead', message: 'Type the details instead' })}
    </Button>
  );

  if (state.status === 'reading') return <ReadingProgress progress={state.progress} onCancel={reader.cancel} />;

  if (state.status === 'review' || state.status === 'manual') {
    const outcome = state.status === 'review' ? state.outcome : null;
    return slot === 'passport' ? (
      <PassportForm
        read={outcome?.kind === 'passport' ? outcome : null}
        onSave={reader.save}
        onCancel={reader.cancel}
      />
    ) : (
      <MarriageForm
        read={outcome?.kind === 'marriageCertificate' ? outcome.extraction : null}
        autoFill={autoFill}
        onSave={reader.save}
        onCancel={reader.cancel}
      />
    );
  }

  return (
    <Stack gap="sm">
      {state.status === 'failed' && <FailureMessage reason={state.reason} />}
      {state.status === 'saved' && (
        <Alert color="teal" variant="light" role="status" data-testid={`saved-${slot}`}>
          {t({
            id: 'documents.saved.body',
            message: 'Saved. The forms will suggest these details where they fit; you accept or edit each one.',
          })}
          {state.result.kept.includes('fullName') && (
            <Text size="sm" mt={4}>
              {t({
                id: 'documents.saved.kept_name',
                message:
                  'Your full name was kept as it was: the one saved earlier is at least as certain. Correct the names above to change it.',
              })}
            </Text>
          )}
        </Alert>
      )}
      <SavedDetails autoFill={autoFill} source={slot} testId={`saved-details-${slot}`} />
      {slot === 'marriageCertificate' && file && isImage(file.type) && state.status !== 'failed' && (
        <Text size="sm" c="dimmed">
          {t({
            id: 'documents.certificate_photo',
            message: 'Certificates are read from PDFs that contain text. From a photo, type the details instead.',
          })}
        </Text>
      )}
      {docRef?.extractedId && state.status === 'idle' && (
        <Text size="sm" c="dimmed">
          {t({ id: 'documents.confirmed_from_file', message: 'You confirmed details from this file.' })}
        </Text>
      )}
      <Group gap="xs">
        {canRead && (
          <Button variant="light" size="sm" onClick={onReadAgain} data-testid={`read-${slot}`}>
            {state.status === 'failed'
              ? t({ id: 'documents.read_again', message: 'Try reading again' })
              : t({ id: 'documents.read', message: 'Read the details from this file' })}
          </Button>
        )}
        {typeButton}
      </Group>
    </Stack>
  );
}

function ReadingProgress({ progress, onCancel }: { progress: ReadProgress; onCancel: () => void }) {
  const { t } = useLingui();
  const percent = progress.progress === null ? null : Math.round(progress.progress * 100);
  const label = {
    opening: t({ id: 'documents.progress.opening', message: 'Opening the file…' }),
    locating: t({ id: 'documents.progress.locating', message: 'Finding the machine-readable lines in the photo…' }),
    loading: t({ id: 'documents.progress.loading', message: 'Loading the reading tools…' }),
    reading: t({ id: 'documents.progress.reading', message: 'Reading the machine-readable lines…' }),
    checking: t({ id: 'documents.progress.checking', message: 'Checking the check digits…' }),
  }[progress.stage];
  return (
    <Stack gap={6} role="status" aria-live="polite" data-testid="reading-progress">
      <Group justify="space-between">
        <Text size="sm">{label}</Text>
        {percent !== null && (
          <Text size="sm" c="dimmed">
            {percent}%
          </Text>
        )}
      </Group>
      <Progress value={percent ?? 100} animated={percent === null} striped={percent === null} aria-label={label} />
      <Text size="xs" c="dimmed">
        {t({
          id: 'documents.progress.on_device',
          message: 'Reading happens on this device; the file is not sent anywhere.',
        })}
      </Text>
      <Group>
        <Button variant="default" size="compact-sm" onClick={onCancel}>
          {t({ id: 'common.cancel', message: 'Cancel' })}
        </Button>
      </Group>
    </Stack>
  );
}

function FailureMessage({ reason }: { reason: FailureReason }) {
  const { t } = useLingui();
  const text = {
    'no-mrz': t({
      id: 'documents.fail.no_mrz',
      message:
        'The two machine-readable lines at the bottom of the photo page could not be found. Try a sharper, straight photo of the whole page, or type the details instead.',
    }),
    'no-fields': t({
      id: 'documents.fail.no_fields',
      message: 'This PDF has text, but no marriage details in a form we recognise. Type the details instead.',
    }),
    'image-certificate': t({
      id: 'documents.certificate_photo',
      message: 'Certificates are read from PDFs that contain text. From a photo, type the details instead.',
    }),
    'no-text': t({
      id: 'documents.fail.no_text',
      message: 'This PDF is a scan without text, so there is nothing to read. Type the details instead.',
    }),
    'too-large': t({
      id: 'documents.fail.too_large',
      message:
        'This picture is too large to read on this device (over 64 megapixels). Try again with a smaller photo or scan of the photo page, or type the details instead. The file is kept.',
    }),
    timeout: t({
      id: 'documents.fail.timeout',
      message: 'Reading took too long and was stopped. Try again, or type the details instead.',
    }),
    error: t({
      id: 'documents.fail.error',
      message:
        'The file could not be read on this device. If you are offline, the reading tools may not be downloaded yet. Type the details instead, or try again.',
    }),
  }[reason];
  return (
    <Alert color="orange" variant="light" role="alert" data-testid="reading-failed">
      {text}
    </Alert>
  );
}
