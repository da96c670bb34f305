import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { logger } from '@/lib/logger';
import { ChatImportError, importChatExport, type ChatImportProblem, type EvidenceSelection } from '../../repo';

/** Imports a chat export on the device; a refused file leaves everything as it was and says why. */
export function useChatImport(onImported: (selection: Partial<EvidenceSelection>) => void) {
  const { t } = useLingui();
  const [importing, setImporting] = useState(false);
  const [chatError, setChatError] = useState<string | null>(null);

  const message = (problem: ChatImportProblem, fileName: string): string =>
    ({
      'not-chat': t({
        id: 'guides.evidence.chat_error.not_chat',
        message: `“${fileName}” is not a KakaoTalk or WhatsApp text export. Export the chat as text (without media) and choose the .txt file. Nothing was changed.`,
      }),
      size: t({
        id: 'guides.evidence.chat_error.size',
        message: `“${fileName}” is larger than 20 MB. Export a shorter period, then try again. Nothing was changed.`,
      }),
      'save-failed': t({
        id: 'guides.evidence.chat_error.save',
        message: `“${fileName}” could not be saved on this device (the storage may be full). Nothing was changed.`,
      }),
    })[problem];

  const importChat = async (file: File) => {
    setImporting(true);
    setChatError(null);
    try {
      const imported = await importChatExport(file);
      onImported({ selectedThreadId: imported.id, selectedMessageIds: [] });
    } catch (error) {
      const problem = error instanceof ChatImportError ? error.problem : 'save-failed';
      if (problem === 'save-failed') logger.error('Importing a chat export failed', error);
      setChatError(message(problem, file.name));
    } finally {
      setImporting(false);
    }
  };

  return { importing, chatError, importChat };
}
