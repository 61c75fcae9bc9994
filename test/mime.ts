/**
 * A small RFC 5322 / MIME reader for tests: headers (unfolded, encoded words
 * decoded), multipart bodies split by boundary, and quoted-printable / base64
 * transfer encodings decoded as UTF-8. Enough to check what a mailer produced.
 */
export interface MimePart {
  headers: Map<string, string>;
  contentType: string;
  params: Record<string, string>;
  body: string;
  /** The decoded body as bytes (an image, say); `body` is them read as UTF-8. */
  bytes: Buffer;
  parts: MimePart[];
}

export function parseMime(raw: string): MimePart {
  const text = raw.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  if (split < 0) throw new Error('message has no header/body separator');
  const headers = parseHeaders(text.slice(0, split));
  const rawBody = text.slice(split + 2);
  const [contentType, params] = parseContentType(headers.get('content-type') ?? 'text/plain; charset=us-ascii');
  if (contentType.startsWith('multipart/')) {
    const boundary = params.boundary;
    if (!boundary) throw new Error('multipart without boundary');
    const sections = rawBody.split(new RegExp(`^--${escapeRegExp(boundary)}(?:--)?[ \\t]*$`, 'm'));
    if (sections.length < 3) throw new Error(`multipart body has no parts for boundary ${boundary}`);
    const parts = sections.slice(1, -1).map((section) => parseMime(section.replace(/^\n/, '').replace(/\n$/, '')));
    return { headers, contentType, params, body: '', bytes: Buffer.alloc(0), parts };
  }
  const bytes = decodeBody(rawBody, headers.get('content-transfer-encoding'));
  return { headers, contentType, params, body: bytes.toString('utf8'), bytes, parts: [] };
}

/** Every leaf part, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leafParts);
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  const unfolded = block.replace(/\n[ \t]+/g, ' ');
  for (const line of unfolded.split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`malformed header line: ${line}`);
    headers.set(line.slice(0, colon).trim().toLowerCase(), decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

function parseContentType(value: string): [string, Record<string, string>] {
  const [type, ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq < 0) continue;
    params[param.slice(0, eq).trim().toLowerCase()] = param
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
  }
  return [type.trim().toLowerCase(), params];
}

function decodeBody(body: string, encoding = '7bit'): Buffer {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return quotedPrintableBytes(body.replace(/=\n/g, ''));
    default:
      return Buffer.from(body, 'utf8');
  }
}

function quotedPrintableBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

const ENCODED_WORD = /=\?([^?]+)\?([bq])\?([^?]*)\?=/gi;

/** RFC 2047: adjacent encoded words join without the space between them, bytes first (a character may span words). */
function decodeEncodedWords(value: string): string {
  return value.replace(/=\?[^?]+\?[bq]\?[^?]*\?=(?:\s+=\?[^?]+\?[bq]\?[^?]*\?=)*/gi, (run) => {
    const chunks = [...run.matchAll(ENCODED_WORD)].map(([, , enc, data]) =>
      enc.toLowerCase() === 'b' ? Buffer.from(data, 'base64') : quotedPrintableBytes(data.replace(/_/g, ' ')),
    );
    return Buffer.concat(chunks).toString('utf8');
  });
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
