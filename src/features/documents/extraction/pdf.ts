/** Where the PDF runtime is served from (tools/copy-ocr-assets.mjs). */
export const PDF_WORKER_URL = '/pdf/pdf.worker.min.mjs';
export const PDF_ASSET_URLS = [PDF_WORKER_URL];
/** Certificates and passports are a page or two; a long PDF is not read to the end. */
const MAX_PAGES = 10;

async function openPdf(blob: Blob) {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = PDF_WORKER_URL;
  const data = new Uint8Array(await blob.arrayBuffer());
  const task = pdfjs.getDocument({ data, cMapUrl: '/pdf/cmaps/', cMapPacked: true, useSystemFonts: false });
  return { doc: await task.promise, close: () => void task.destroy() };
}

type PdfDocument = Awaited<ReturnType<typeof openPdf>>['doc'];

/** The text layer, one line per line of the document; '' for a scan without one. Call close() when done. */
export async function pdfText(blob: Blob): Promise<{ text: string; doc: PdfDocument; close: () => void }> {
  const { doc, close } = await openPdf(blob);
  const lines: string[] = [];
  for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES); n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      }
    }
    if (line) lines.push(line);
    page.cleanup();
  }
  return { text: lines.join('\n'), doc, close };
}

/** Renders the first page about 1600 px wide (enough for OCR of the MRZ) onto a canvas. */
export async function renderFirstPage(doc: PdfDocument): Promise<HTMLCanvasElement> {
  const page = await doc.getPage(1);
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: Math.min(4, 1600 / base.width) });
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(viewport.width);
  canvas.height = Math.round(viewport.height);
  await page.render({ canvas, viewport }).promise;
  page.cleanup();
  return canvas;
}
