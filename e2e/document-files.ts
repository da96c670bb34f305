/** Files that must get a straight answer: a damaged PDF, a locked one, a scan without text, a broken HEIC. */
import { PDFDocument } from 'pdf-lib';

/** Joins PDF objects with a correct cross-reference table. */
function pdfWith(objects: string[], trailer: string): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} ${trailer} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * A PDF locked with a user password: the standard security handler with an owner/user entry that
 * no empty password opens, so a reader has to ask for the password (pdf.js: PasswordException).
 */
export function lockedPdf(): Buffer {
  const hex = (seed: number) =>
    Array.from({ length: 32 }, (_, i) => ((i * 37 + seed) % 256).toString(16).padStart(2, '0')).join('');
  return pdfWith(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
      `<< /Filter /Standard /V 1 /R 2 /O <${hex(7)}> /U <${hex(91)}> /P -44 >>`,
    ],
    `/Root 1 0 R /Encrypt 4 0 R /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>]`,
  );
}

/** Starts like a PDF, then nothing a reader can make a document of (a broken download). */
export const damagedPdf = (): Buffer => Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catal', 'latin1');

/** A scan: one page with no text layer at all. */
export async function scanWithoutText(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawRectangle({ x: 60, y: 600, width: 470, height: 160, borderWidth: 2 });
  return Buffer.from(await doc.save());
}

/** Named .heic but not a photo any converter can read. */
export const brokenHeic = (): Buffer =>
  Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64, 7)]);
