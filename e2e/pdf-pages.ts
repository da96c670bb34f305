/** Every page's text, whitespace removed (the PDF wraps words across lines). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: bytes, useSystemFonts: false });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((i) => ('str' in i ? i.str : ''))
        .join('')
        .replace(/\s+/g, ''),
    );
  }
  await task.destroy();
  return pages;
}
