import { deflateSync } from 'node:zlib';

/** The fonts every PDF reader has (the standard 14), by the names the drawing uses. */
const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold', mono: 'Courier' } as const;
export type PdfFont = keyof typeof FONTS;

/** US Letter, in points. */
export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;

/** The punctuation and the euro sign WinAnsiEncoding has beyond Latin-1, at its byte there. */
const WIN_ANSI: Record<string, string> = { '€': '\x80', '‘': '\x91', '’': '\x92', '“': '\x93', '”': '\x94', '•': '\x95', '–': '\x96', '—': '\x97', '…': '\x85' };

/** Text as a PDF string in the standard fonts' encoding (WinAnsi): Latin-1 and its punctuation kept, anything else a '?'. */
function pdfString(value: string): string {
  const latin = [...value].map((char) => WIN_ANSI[char] ?? (char.charCodeAt(0) < 256 && char.length === 1 ? char : '?')).join('');
  return `(${latin.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[\r\n]/g, ' ')})`;
}

const n = (value: number) => Number(value.toFixed(2));

/** One page's drawing, from the bottom-left corner, in points. */
export class PdfPage {
  private readonly ops: string[] = [];

  text(x: number, y: number, value: string, { font = 'regular', size = 10, gray = 0 }: { font?: PdfFont; size?: number; gray?: number } = {}): this {
    this.ops.push(`BT ${n(gray)} g /${font} ${size} Tf ${n(x)} ${n(y)} Td ${pdfString(value)} Tj ET`);
    return this;
  }

  /** Filled rectangles (x, y, width, height) in one gray. */
  rects(rects: [number, number, number, number][], gray = 0): this {
    if (rects.length === 0) return this;
    this.ops.push(`${n(gray)} g ${rects.map(([x, y, w, h]) => `${n(x)} ${n(y)} ${n(w)} ${n(h)} re`).join(' ')} f`);
    return this;
  }

  /** The document's image `name` (see pdfDocument), drawn `w` by `h` points with its bottom-left corner at (x, y). */
  image(name: string, x: number, y: number, w: number, h: number): this {
    this.ops.push(`q ${n(w)} 0 0 ${n(h)} ${n(x)} ${n(y)} cm /${name} Do Q`);
    return this;
  }

  /** A rectangle's outline, dashed when `dash` is given (a cutting line). */
  outline(x: number, y: number, w: number, h: number, { gray = 0.75, dash }: { gray?: number; dash?: number } = {}): this {
    this.ops.push(`q ${n(gray)} G 0.5 w ${dash ? `[${dash}] 0 d ` : ''}${n(x)} ${n(y)} ${n(w)} ${n(h)} re S Q`);
    return this;
  }

  content(): string {
    return this.ops.join('\n');
  }
}

/** How many characters of the standard fonts fit `width`, roughly (Helvetica averages about half its size per character). */
const charsIn = (size: number, width: number, mono = false) => Math.floor(width / (size * (mono ? 0.6 : 0.52)));

/** Text truncated to `width`, for a line that must stay one. */
export function fitText(value: string, size: number, width: number, mono = false): string {
  const max = charsIn(size, width, mono);
  return value.length > max ? `${value.slice(0, Math.max(1, max - 3))}...` : value;
}

/** Text broken into lines at spaces, each at most `width` wide as fitText measures it (a longer word is cut). */
export function wrapText(value: string, size: number, width: number): string[] {
  const max = charsIn(size, width);
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (joined.length <= max) line = joined;
    else {
      if (line) lines.push(line);
      line = word.length > max ? fitText(word, size, width) : word;
    }
  }
  return line ? [...lines, line] : lines;
}

/** A baseline JPEG in RGB, as a page draws it by name. */
export interface PdfImage {
  jpeg: Buffer;
  width: number;
  height: number;
}

/**
 * A PDF 1.4 file of the pages (each stream deflated), with the standard fonts only: no font files, no library. The
 * objects are the catalog, the page tree, the three fonts, the images (JPEGs as they are), then each page and its
 * content stream.
 */
export function pdfDocument(pages: PdfPage[], title: string, images: Record<string, PdfImage> = {}): Buffer {
  const objects: (string | Buffer)[] = [];
  const fontIds = Object.keys(FONTS).map((_, i) => 3 + i);
  const imageIds = Object.keys(images).map((_, i) => 3 + fontIds.length + i);
  const firstPage = 3 + fontIds.length + imageIds.length;
  const pageIds = pages.map((_, i) => firstPage + i * 2);
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  for (const base of Object.values(FONTS)) objects.push(`<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding /WinAnsiEncoding >>`);
  const fonts = Object.keys(FONTS).map((name, i) => `/${name} ${fontIds[i]} 0 R`).join(' ');
  for (const { jpeg, width, height } of Object.values(images)) {
    const head = `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`;
    objects.push(Buffer.concat([Buffer.from(head), jpeg, Buffer.from('\nendstream')]));
  }
  const xObjects = imageIds.length ? ` /XObject << ${Object.keys(images).map((name, i) => `/${name} ${imageIds[i]} 0 R`).join(' ')} >>` : '';
  pages.forEach((page, i) => {
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << ${fonts} >>${xObjects} >> /Contents ${pageIds[i] + 1} 0 R >>`);
    const stream = deflateSync(Buffer.from(page.content(), 'latin1'));
    objects.push(Buffer.concat([Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`), stream, Buffer.from('\nendstream')]));
  });
  const info = objects.push(`<< /Title ${pdfString(title)} /Producer (Giftcard Vault) >>`);

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(offset);
    const body = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), typeof object === 'string' ? Buffer.from(object, 'latin1') : object, Buffer.from('\nendobj\n')]);
    chunks.push(body);
    offset += body.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`)].join('');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}
