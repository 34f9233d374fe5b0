/**
 * A small text extractor for the PDFs pdf-lib writes with embedded fonts: each text-showing
 * operator (`<hex> Tj`) of the page content streams is mapped back to Unicode through its font's
 * ToUnicode CMap. Text in a font without such a map (pdf-lib's standard fonts) makes it throw,
 * so a document that cannot be read back fails the test instead of passing silently.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream } from 'pdf-lib';
import type { PDFObject } from 'pdf-lib';

export interface ExtractedPdf {
  /** One entry per drawn line of text, in drawing order, all pages. */
  lines: string[];
  /** The base font names used by the pages (e.g. "DejaVuSans-1234", "Helvetica"). */
  fonts: string[];
  document: PDFDocument;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

function streamText(doc: PDFDocument, object: PDFObject | undefined): string {
  const resolved = object instanceof PDFRef ? doc.context.lookup(object) : object;
  if (resolved instanceof PDFArray) return resolved.asArray().map((part) => streamText(doc, part)).join('\n');
  if (resolved instanceof PDFRawStream) return latin1(decodePDFRawStream(resolved).decode());
  throw new Error(`unexpected content object ${resolved?.constructor.name ?? 'undefined'}`);
}

const utf16Hex = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** Glyph code (4 hex digits, upper case) → text, from a ToUnicode CMap's bfchar entries. */
function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of (section[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set((entry[1] ?? '').toUpperCase(), utf16Hex(entry[2] ?? ''));
    }
  }
  return map;
}

interface FontInfo {
  baseFont: string;
  toUnicode: Map<string, string> | null;
}

function pageFonts(doc: PDFDocument, resources: PDFDict | undefined): Map<string, FontInfo> {
  const fonts = new Map<string, FontInfo>();
  const fontDict = resources?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fontDict?.entries() ?? []) {
    const font = doc.context.lookup(ref, PDFDict);
    const baseFont = font.lookup(PDFName.of('BaseFont'))?.toString().replace(/^\//, '') ?? '?';
    const toUnicodeRef = font.get(PDFName.of('ToUnicode'));
    const stream = toUnicodeRef ? doc.context.lookup(toUnicodeRef) : undefined;
    const toUnicode = stream instanceof PDFRawStream ? parseToUnicode(latin1(decodePDFRawStream(stream).decode())) : null;
    fonts.set(name.asString(), { baseFont, toUnicode });
  }
  return fonts;
}

/** Every line of text of a PDF made by our document renderers, decoded to Unicode. */
export async function extractPdfText(bytes: Uint8Array): Promise<ExtractedPdf> {
  const document = await PDFDocument.load(bytes);
  const lines: string[] = [];
  const used = new Set<string>();
  for (const page of document.getPages()) {
    const fonts = pageFonts(document, page.node.Resources());
    const content = streamText(document, page.node.get(PDFName.of('Contents')));
    let current: FontInfo | undefined;
    for (const op of content.matchAll(/(\/[^\s/<>[\]()]+)\s+[-\d.]+\s+Tf|<([0-9a-fA-F\s]*)>\s*Tj/g)) {
      if (op[1] !== undefined) {
        current = fonts.get(op[1]);
        if (!current) throw new Error(`font ${op[1]} is not in the page resources`);
        used.add(current.baseFont);
        continue;
      }
      if (!current?.toUnicode) throw new Error(`text drawn in ${current?.baseFont ?? 'no font'}, which has no ToUnicode map`);
      const hex = (op[2] ?? '').replace(/\s/g, '').toUpperCase();
      let text = '';
      for (let i = 0; i < hex.length; i += 4) {
        const glyph = hex.slice(i, i + 4);
        const char = current.toUnicode.get(glyph);
        if (char === undefined) throw new Error(`glyph ${glyph} of ${current.baseFont} has no Unicode mapping`);
        text += char;
      }
      lines.push(text);
    }
  }
  return { lines, fonts: [...used], document };
}
