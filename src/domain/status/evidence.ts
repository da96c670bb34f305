/**
 * The evidence selection's status (D23, 25): only photos and messages on this device count;
 * chosen ones that are only on another device are named, never counted, and strength is computed
 * from what is here and chosen (never a stored figure).
 */
import type { DocumentFileRef, Evidence } from '../application';
import type { ChatThread } from '../evidence/chat-export';
import { evidenceAppendix, type EvidenceAppendix } from '../evidence/appendix';
import type { StrengthResult } from '../evidence/strength';

export type EvidenceState = 'none' | 'chosen' | 'elsewhere';

export type EvidenceStatus = {
  kind: 'evidence';
  state: EvidenceState;
  /** Chosen photos on this device. */
  photos: number;
  /** Chosen photos whose files are only on another device. */
  photosElsewhere: number;
  /** Chosen messages of the chosen chat on this device. */
  messages: number;
  /** Messages chosen from a chat that is only on another device. */
  messagesElsewhere: number;
  strength: StrengthResult;
  /** The appendix the package prints: this device's chosen photos and messages. */
  appendix: EvidenceAppendix;
};

export function evidenceStatusOf(
  evidence: Evidence,
  relationshipFiles: readonly DocumentFileRef[],
  here: ReadonlySet<string>,
  threads: readonly ChatThread[],
): EvidenceStatus {
  const localPhotos = relationshipFiles.filter((f) => here.has(f.id));
  const thread = threads.find((t) => t.id === evidence.selectedThreadId) ?? null;
  const appendix = evidenceAppendix(evidence, localPhotos, thread);
  const selectedPhotos = new Set(evidence.selectedPhotoIds);
  const photosElsewhere = relationshipFiles.filter(
    (f) => f.type.startsWith('image/') && selectedPhotos.has(f.id) && !here.has(f.id),
  ).length;
  const messagesElsewhere = evidence.selectedThreadId && !thread ? evidence.selectedMessageIds.length : 0;
  const photos = appendix.photos.length;
  const messages = appendix.chat?.messages.length ?? 0;
  const state: EvidenceState =
    photos + messages > 0 ? 'chosen' : photosElsewhere + messagesElsewhere > 0 ? 'elsewhere' : 'none';
  return {
    kind: 'evidence',
    state,
    photos,
    photosElsewhere,
    messages,
    messagesElsewhere,
    strength: appendix.strength,
    appendix,
  };
}
