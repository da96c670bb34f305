/**
 * What the evidence guide chooses from, and the evidence appendix the package prints (D23):
 * read here, in data/, so the guide and the package (two features) share one reading.
 */
import { compareCodeUnits } from '@/lib/compare';
import type { DocumentFileRef } from '@/domain/application';
import { evidenceAppendix, type EvidenceAppendix } from '@/domain/evidence/appendix';
import { parseChatExport, type ChatThread } from '@/domain/evidence/chat-export';
import { db } from './index';
import { readSection } from './sections';

/** Where imported chat exports are kept in the files table: on this device only (never uploaded). */
export const CHAT_EXPORT_SLOT = 'evidenceChat';

/**
 * The relationship-proof photos to choose from (those whose bytes are on this device: a photo only on
 * another device cannot be shown, chosen or printed here, D25), and every imported chat, read
 * into threads on the device.
 */
export async function readEvidenceSources(): Promise<{ photos: DocumentFileRef[]; threads: ChatThread[] }> {
  const [documents, chats, here] = await Promise.all([
    readSection('documents'),
    db.files.where('slot').equals(CHAT_EXPORT_SLOT).toArray(),
    db.files.toCollection().primaryKeys(),
  ]);
  const onDevice = new Set(here as string[]);
  const photos = documents.proofOfRelationship.files.filter((f) => f.type.startsWith('image/') && onDevice.has(f.id));
  const threads: ChatThread[] = [];
  for (const chat of chats.sort((a, b) => compareCodeUnits(a.addedAt, b.addedAt))) {
    // Every status read (any change anywhere) reads the chats: each stored file is parsed once.
    const key = `${chat.id}\u0000${chat.size}\u0000${chat.addedAt}\u0000${chat.name}`;
    if (!parsed.has(key)) {
      // A stored copy that cannot be read any more is left out (and tried again next time), never a reason to fail the page or the package.
      const text = await (async () => chat.blob.text())().catch(() => null);
      if (text === null) continue;
      const thread = parseChatExport(text, chat.name);
      // Keyed by the stored file, so the selection survives renaming and the same file imported twice is one thread.
      parsed.set(
        key,
        thread
          ? { ...thread, id: chat.id, messages: thread.messages.map((m, i) => ({ ...m, id: `${chat.id}-${i}` })) }
          : null,
      );
    }
    const thread = parsed.get(key);
    if (thread) threads.push(thread);
  }
  return { photos, threads };
}

/** Chat exports read into threads, by stored file (id, size, date added, name): never parsed twice. */
const parsed = new Map<string, ChatThread | null>();

/** The evidence appendix as data: chosen photos (ids of files in the files table) and messages, redacted when on. */
export async function readEvidenceAppendix(): Promise<EvidenceAppendix> {
  const [evidence, { photos, threads }] = await Promise.all([readSection('evidence'), readEvidenceSources()]);
  return evidenceAppendix(evidence, photos, threads.find((t) => t.id === evidence.selectedThreadId) ?? null);
}
