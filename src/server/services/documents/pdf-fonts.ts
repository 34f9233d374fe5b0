/**
 * The typeface of the e-ticket and invoice PDFs: DejaVu Sans, regular and bold, from the
 * `dejavu-fonts-ttf` package (Bitstream Vera / Arev font licence: free to embed and
 * redistribute). It covers Latin, Greek and Cyrillic among others, unlike pdf-lib's standard
 * fonts, which only encode WinAnsi. Only the glyphs a document uses are embedded (subsetting),
 * so a ticket stays a few tens of kilobytes.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// Resolved like a module so the files are found whatever the working directory (server, tests).
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

export type FontWeight = keyof typeof FONT_FILES;

interface LoadedFont {
  bytes: Uint8Array;
  hasGlyph: (codePoint: number) => boolean;
}

/** A font embedded in one document, with the test of which characters it can draw. */
export interface PdfFace {
  font: PDFFont;
  /** False for characters the font has no glyph for; they must be replaced before drawing. */
  hasGlyph: (codePoint: number) => boolean;
}

export type PdfFaces = Record<FontWeight, PdfFace>;

type EmbedOptions = NonNullable<Parameters<PDFDocument['embedFont']>[1]>;

/**
 * pdf-lib draws glyph ids with their advance widths and ignores the glyph positions computed by
 * OpenType positioning, so those features are off: laying text out then skips the font's large
 * kerning tables, which pdf-lib would otherwise read again for every document.
 */
const EMBED_OPTIONS: EmbedOptions = { subset: true, features: { kern: false, mark: false, mkmk: false, curs: false } };

let loading: Promise<Record<FontWeight, LoadedFont>> | null = null;

async function loadFont(weight: FontWeight): Promise<LoadedFont> {
  const bytes = new Uint8Array(await readFile(require.resolve(FONT_FILES[weight])));
  // Only the character set is kept from this parse. Each document gets its own parsed font from
  // pdf-lib: fontkit caches glyphs on the font with the characters they were first seen for,
  // so sharing one across documents can leave glyphs without a Unicode mapping.
  const covered = new Set(fontkit.create(bytes).characterSet);
  return { bytes, hasGlyph: (codePoint) => covered.has(codePoint) };
}

/**
 * The font files, read once per process and shared by every document. A failed read is not
 * cached, so a later download tries again.
 */
export function loadDocumentFonts(): Promise<Record<FontWeight, LoadedFont>> {
  loading ??= Promise.all([loadFont('regular'), loadFont('bold')])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Embeds the regular and bold faces into `pdf`, subset to the glyphs the document draws. */
export async function embedDocumentFonts(pdf: PDFDocument): Promise<PdfFaces> {
  const fonts = await loadDocumentFonts();
  pdf.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(fonts.regular.bytes, EMBED_OPTIONS),
    pdf.embedFont(fonts.bold.bytes, EMBED_OPTIONS),
  ]);
  return {
    regular: { font: regular, hasGlyph: fonts.regular.hasGlyph },
    bold: { font: bold, hasGlyph: fonts.bold.hasGlyph },
  };
}
