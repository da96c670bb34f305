import { useLingui } from '@lingui/react/macro';
import type { FileProblem } from '../model';
import { MIN_DOCUMENT_IMAGE_PX } from '@/domain/documents/file-type';

export type RejectReason = FileProblem | 'many' | 'save-failed';

export function useRejectMessage() {
  const { t } = useLingui();
  return (reason: RejectReason, fileName: string) =>
    ({
      type: t({
        id: 'documents.reject.type_heic',
        message: `“${fileName}” was not added: only photos (JPEG, PNG, WebP, HEIC) and PDF files can be stored. Nothing was changed.`,
      }),
      content: t({
        id: 'documents.reject.content',
        message: `“${fileName}” was not added: its content is not a photo (JPEG, PNG, WebP, HEIC) or a PDF, whatever its name says. Save or export it as one of these, then add it again. Nothing was changed.`,
      }),
      size: t({
        id: 'documents.reject.size',
        message: `“${fileName}” was not added: it is larger than 20 MB. Scan it at a lower resolution or split it, then try again. Nothing was changed.`,
      }),
      empty: t({
        id: 'documents.reject.empty',
        message: `“${fileName}” was not added: the file is empty. Nothing was changed.`,
      }),
      many: t({ id: 'documents.reject.many', message: 'Add one file at a time. Nothing was changed.' }),
      'heic-failed': t({
        id: 'documents.reject.heic_failed',
        message: `“${fileName}” is a HEIC photo that could not be converted on this device. Save it as JPEG and add it again: on iPhone, set Settings › Camera › Formats to Most Compatible and take the photo again, or email it to yourself (it arrives as JPEG); on Android, set the camera’s picture format to JPEG instead of HEIF. A screenshot of the photo works on both. Nothing was changed.`,
      }),
      'pdf-corrupt': t({
        id: 'documents.reject.pdf_corrupt',
        message: `“${fileName}” was not added: the PDF is damaged and cannot be opened. Download or scan it again, then add the new copy. Nothing was changed.`,
      }),
      'pdf-password': t({
        id: 'documents.reject.pdf_password',
        message: `“${fileName}” was not added: the PDF is protected with a password, and the office that takes your application cannot open it either. Save an unlocked copy (print it to PDF), then add that. Nothing was changed.`,
      }),
      'too-small': t({
        id: 'documents.reject.too_small',
        message: `“${fileName}” was not added: the image is too small to read (under ${MIN_DOCUMENT_IMAGE_PX} pixels on a side). Take a new photo or scan of the whole document, then add it. Nothing was changed.`,
      }),
      'image-corrupt': t({
        id: 'documents.reject.image_corrupt',
        message: `“${fileName}” was not added: the image is damaged and cannot be opened (cut short or corrupt). Take the photo or scan again, then add the new copy. Nothing was changed.`,
      }),
      'save-failed': t({
        id: 'documents.reject.save_failed',
        message: `“${fileName}” could not be saved on this device (the storage may be full). Nothing was changed.`,
      }),
    })[reason];
}
