import { useLingui } from '@lingui/react/macro';
import type { FileProblem } from '../model';

export type RejectReason = FileProblem | 'many' | 'save-failed';

export function useRejectMessage() {
  const { t } = useLingui();
  return (reason: RejectReason, fileName: string) =>
    ({
      type: t({
        id: 'documents.reject.type',
        message: `“${fileName}” was not added: only photos (JPEG, PNG, WebP) and PDF files can be stored. Nothing was changed.`,
      }),
      size: t({
        id: 'documents.reject.size',
        message: `“${fileName}” was not added: it is larger than 20 MB. Scan it at a lower resolution or split it, then try again. Nothing was changed.`,
      }),
      empty: t({ id: 'documents.reject.empty', message: `“${fileName}” was not added: the file is empty. Nothing was changed.` }),
      many: t({ id: 'documents.reject.many', message: 'Add one file at a time. Nothing was changed.' }),
      'save-failed': t({
        id: 'documents.reject.save_failed',
        message: `“${fileName}” could not be saved on this device (the storage may be full). Nothing was changed.`,
      }),
    })[reason];
}
