/**
 * The evidence appendix of the package (D21, 23), as data: the photos chosen from the
 * relationship proof, the messages chosen from one chat, redacted when redaction is on, and the
 * strength with its reason. The package's PDF renderer prints exactly this.
 */
import type { DocumentFileRef, Evidence } from '../application';
import type { ChatThread } from './chat-export';
import { shownText } from './redaction';
import { evidenceStrength, type StrengthResult } from './strength';

export type AppendixPhoto = { id: string; fileName: string; type: string };
export type AppendixMessage = { id: string; at: string; sender: string; text: string };
export type EvidenceAppendix = {
  audience: Evidence['inputs']['audience'];
  redacted: boolean;
  photos: AppendixPhoto[];
  chat: { title: string; source: ChatThread['source']; participants: string[]; messages: AppendixMessage[] } | null;
  strength: StrengthResult;
};

/** Chosen ids that no longer exist (a removed file, another export) are left out, never invented. */
export function evidenceAppendix(
  evidence: Evidence,
  relationshipFiles: readonly DocumentFileRef[],
  thread: ChatThread | null,
): EvidenceAppendix {
  const redacted = evidence.inputs.redactionEnabled;
  const photos = relationshipFiles
    .filter((f) => f.type.startsWith('image/') && evidence.selectedPhotoIds.includes(f.id))
    .map((f) => ({ id: f.id, fileName: f.fileName, type: f.type }));
  const chosen =
    thread && thread.id === evidence.selectedThreadId ? new Set(evidence.selectedMessageIds) : new Set<string>();
  const messages = thread ? thread.messages.filter((m) => chosen.has(m.id)) : [];
  return {
    audience: evidence.inputs.audience,
    redacted,
    photos,
    chat:
      thread && thread.id === evidence.selectedThreadId
        ? {
            title: thread.title,
            source: thread.source,
            participants: thread.participants,
            messages: messages.map((m) => ({
              id: m.id,
              at: m.at,
              sender: m.sender,
              text: shownText(m.text, redacted),
            })),
          }
        : null,
    strength: evidenceStrength(photos.length, messages),
  };
}
