import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of every page of a PDF, read with PDF.js (the reader Firefox uses): proves the file parses and that
 * the words are really there (through the fonts' ToUnicode maps, also for embedded CJK subsets).
 */
export async function pdfText(data: Uint8Array): Promise<{ pages: string[]; text: string }> {
  const document = await getDocument({
    data: new Uint8Array(data),
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .replace(/[ \t]+/g, ' '),
    );
  }
  await document.destroy();
  return { pages, text: pages.join('\n') };
}
