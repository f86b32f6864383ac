import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Fonts of the invoice PDF. Latin-1 text uses the PDF standard fonts (Helvetica: nothing embedded, fast);
 * anything else — Chinese labels, a buyer's name in any script — uses Noto Sans CJK SC ("Noto Sans Hans",
 * SIL Open Font License 1.1) from the npm package @embedpdf/fonts-sc, which covers both simplified and
 * traditional ideographs (about 21 000 of them), so the PDF needs no system fonts. Only the glyphs used are
 * embedded (pdfkit subsets the font).
 */
export const STANDARD_FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
export const CJK_FONT = { regular: 'cjk', bold: 'cjk-bold' } as const;

const LATIN1 = /^[\n\x20-\x7e\xa0-\xff]*$/;

/** Whether the standard fonts can show this text (WinAnsi covers Latin-1). */
export const isLatin1 = (text: string) => LATIN1.test(text);

let cached: { regular: Buffer; bold: Buffer } | undefined;

/** The CJK font files, read once (about 17 MB; a process that never writes a Chinese invoice never reads them). */
export function cjkFontData(): { regular: Buffer; bold: Buffer } {
  if (!cached) {
    const require = createRequire(import.meta.url);
    const dir = join(dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
    cached = {
      regular: readFileSync(join(dir, 'NotoSansHans-Regular.otf')),
      bold: readFileSync(join(dir, 'NotoSansHans-Bold.otf')),
    };
  }
  return cached;
}
