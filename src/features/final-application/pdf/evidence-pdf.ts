import { formatDate } from '@/domain/package/reader';
import { Flow } from './flow';
import type { Pen } from './pen';
import type { EvidenceItem } from './types';
import { addImagePage } from './uploads-pdf';

/**
 * The evidence appendix (D23): the seam the evidence selection plugs into. Chosen messages
 * print as a dated table, chosen photos one per page with their caption. Photos the engine cannot
 * read are skipped here and returned, so the caller can list them.
 */
export async function drawEvidence(
  pen: Pen,
  items: EvidenceItem[],
  words: { heading: string; date: string; from: string; message: string },
): Promise<string[]> {
  const messages = items.filter((i): i is Extract<EvidenceItem, { kind: 'message' }> => i.kind === 'message');
  const photos = items.filter((i): i is Extract<EvidenceItem, { kind: 'photo' }> => i.kind === 'photo');
  const skipped: string[] = [];
  if (messages.length) {
    const flow = new Flow(pen, words.heading, 'evidence').page();
    flow.heading(words.heading, 14);
    flow.table(
      [
        { title: words.date, width: 0.18 },
        { title: words.from, width: 0.18 },
        { title: words.message, width: 0.64 },
      ],
      messages.map((m) => [formatDate(m.at.slice(0, 10)), m.from, m.text]),
    );
  }
  for (const photo of photos) {
    const bytes = new Uint8Array(await photo.blob.arrayBuffer());
    const caption = [photo.caption, photo.takenAt ? formatDate(photo.takenAt.slice(0, 10)) : '', photo.name]
      .filter(Boolean)
      .join(' · ');
    if (!(await addImagePage(pen, bytes, caption, 'evidence', photo.orientation))) skipped.push(photo.name);
  }
  return skipped;
}
