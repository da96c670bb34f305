import { useLingui } from '@lingui/react/macro';
import type { Confidence } from '@/domain/autofill-fields';

/** The line under a read field: how sure the reading is, and what to do about it. */
export function useConfidenceNote() {
  const { t } = useLingui();
  return {
    of: (confidence: Confidence, covered: boolean) =>
      confidence === 'high'
        ? t({ id: 'documents.conf.high', message: 'High confidence: the check digit matches' })
        : confidence === 'medium'
          ? covered
            ? t({
                id: 'documents.conf.medium_corrected',
                message: 'Medium confidence: the check digits only partly agree',
              })
            : t({ id: 'documents.conf.medium', message: 'Medium confidence: compare with the document' })
          : t({ id: 'documents.conf.low', message: 'Low confidence: compare and correct it' }),
    edited: t({ id: 'documents.conf.edited', message: 'Changed by you' }),
    notInMrz: t({ id: 'documents.conf.not_in_mrz', message: 'Not in the machine-readable lines' }),
  };
}
