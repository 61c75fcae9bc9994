// Hand-written: nodemailer's MailComposer costs about 1.6 ms more CPU per purchase email, a sixth of a checkout (docs/benchmarks.md).
import { randomUUID } from 'node:crypto';
import type { MailAttachment } from './mailer.js';

/** What a composed message says; `from` and `to` are `Name <address>` or a bare address. */
export interface MimeMessageFields {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Replaces the display name of `from`, keeping its address. */
  senderName?: string;
  replyTo?: string;
  messageId?: string;
  date?: Date;
}

/** '\r\n' on the wire (SMTP), '\n' in a Unix file. */
export type Newline = '\n' | '\r\n';

/**
 * An RFC 5322 / MIME message: a multipart/alternative of the text and the HTML, the HTML in a multipart/related
 * with the inline images (attachments with a `cid`), all in a multipart/mixed with the other attachments if any.
 * Text parts are quoted-printable, attachments base64, non-ASCII header text RFC 2047 encoded words.
 */
export function composeMimeMessage(fields: MimeMessageFields, newline: Newline): Buffer {
  const attachments = fields.attachments ?? [];
  const inline = attachments.filter((attachment) => attachment.cid !== undefined);
  const attached = attachments.filter((attachment) => attachment.cid === undefined);
  const html = textPart('text/html', fields.html, newline);
  const alternative = multipart('alternative', [
    textPart('text/plain', fields.text, newline),
    inline.length === 0 ? html : multipart('related; type="text/html"', [html, ...inline.map((attachment) => attachmentPart(attachment, newline))]),
  ]);
  const body = attached.length === 0 ? alternative : multipart('mixed', [alternative, ...attached.map((attachment) => attachmentPart(attachment, newline))]);

  const writer = new MessageWriter(newline);
  const from = fields.senderName === undefined ? fields.from : `"${fields.senderName.replace(/[\\"]/g, '\\$&')}" <${parseAddress(fields.from).address}>`;
  writer.header(addressHeader('From', from, newline));
  writer.header(addressHeader('To', fields.to, newline));
  if (fields.replyTo !== undefined) writer.header(addressHeader('Reply-To', fields.replyTo, newline));
  writer.header(textHeader('Subject', fields.subject, newline));
  if (fields.messageId !== undefined) writer.header(`Message-ID: ${fields.messageId}`);
  writer.header(`Date: ${(fields.date ?? new Date()).toUTCString().replace('GMT', '+0000')}`);
  writer.header('MIME-Version: 1.0');
  writer.part(body);
  writer.text(newline);
  return writer.finish();
}

/** The display name and address of `Name <a@b.example>`, `"Name" <a@b.example>` or a bare address. */
export function parseAddress(value: string): { name: string; address: string } {
  const named = /^\s*(.*?)\s*<([^<>]*)>\s*$/s.exec(value);
  if (!named) return { name: '', address: value.trim() };
  const quoted = /^"(.*)"$/s.exec(named[1]);
  return { name: quoted ? quoted[1].replace(/\\(.)/gs, '$1') : named[1], address: named[2].trim() };
}

interface LeafPart {
  headers: string[];
  body: Buffer;
}

interface MultiPart {
  /** The subtype and any parameters before the boundary: `related; type="text/html"`. */
  subtype: string;
  parts: Part[];
}

type Part = LeafPart | MultiPart;

function multipart(subtype: string, parts: Part[]): MultiPart {
  return { subtype, parts };
}

function textPart(contentType: string, text: string, newline: Newline): LeafPart {
  return { headers: [`Content-Type: ${contentType}; charset=utf-8`, 'Content-Transfer-Encoding: quoted-printable'], body: quotedPrintable(text, newline) };
}

function attachmentPart({ filename, content, contentType, cid }: MailAttachment, newline: Newline): LeafPart {
  const headers = [`Content-Type: ${contentType}; ${parameter('name', filename)}`];
  if (cid !== undefined) headers.push(`Content-ID: <${cid}>`);
  headers.push('Content-Transfer-Encoding: base64', `Content-Disposition: ${cid === undefined ? 'attachment' : 'inline'}; ${parameter('filename', filename)}`);
  return { headers, body: base64Lines(content, newline) };
}

/** Strings are gathered until bytes come, so a message is a handful of buffers to concatenate. */
class MessageWriter {
  private readonly chunks: Buffer[] = [];
  private pending = '';
  // "=_" can appear in neither quoted-printable nor base64, so no body can contain a boundary.
  private readonly boundary = `=_${randomUUID()}_`;
  private multiparts = 0;

  constructor(private readonly newline: Newline) {}

  text(value: string): void {
    this.pending += value;
  }

  header(line: string): void {
    this.pending += line + this.newline;
  }

  /** The part's headers, a blank line and its body; the newline before the next boundary belongs to that boundary. */
  part(part: Part): void {
    if ('body' in part) {
      for (const header of part.headers) this.header(header);
      this.text(this.newline);
      this.bytes(part.body);
      return;
    }
    const boundary = this.boundary + this.multiparts++;
    this.header(`Content-Type: multipart/${part.subtype};${this.newline} boundary="${boundary}"`);
    this.text(this.newline);
    for (const child of part.parts) {
      this.header(`--${boundary}`);
      this.part(child);
      this.text(this.newline);
    }
    this.text(`--${boundary}--`);
  }

  finish(): Buffer {
    this.flush();
    return Buffer.concat(this.chunks);
  }

  private bytes(value: Buffer): void {
    this.flush();
    this.chunks.push(value);
  }

  private flush(): void {
    if (this.pending !== '') this.chunks.push(Buffer.from(this.pending, 'utf8'));
    this.pending = '';
  }
}

const HEX = Buffer.from('0123456789ABCDEF', 'latin1');
const LITERAL = 0;
const ESCAPED = 1;
const BLANK = 2;
const LF = 3;
const CR = 4;
/** How quoted-printable writes each byte: printable ASCII but "=" as itself, space and tab as themselves unless they end a line. */
const QP_CLASS = new Uint8Array(256).fill(ESCAPED);
QP_CLASS.fill(LITERAL, 33, 127);
QP_CLASS['='.charCodeAt(0)] = ESCAPED;
QP_CLASS[0x20] = QP_CLASS[0x09] = BLANK;
QP_CLASS[0x0a] = LF;
QP_CLASS[0x0d] = CR;

/**
 * RFC 2045 quoted-printable of the text's UTF-8 bytes: lines of at most 76 characters (soft breaks "=" where longer),
 * the text's line breaks (LF or CRLF) as hard breaks in `newline`, a space or tab before a line break escaped.
 */
function quotedPrintable(text: string, newline: Newline): Buffer {
  const source = Buffer.from(text, 'utf8');
  const length = source.length;
  // Each byte takes at most 3 characters, and a soft break (3 characters at most) comes after 73 or more.
  const out = Buffer.allocUnsafe(length * 3 + Math.ceil(length / 24) * 3 + 3);
  const crlf = newline === '\r\n';
  let o = 0;
  let line = 0;
  for (let i = 0; i < length; i++) {
    // Most bytes stand for themselves: copy them up to the 75th character of the line in a tight loop.
    const run = Math.min(length, i + 75 - line);
    const runStart = i;
    while (i < run && QP_CLASS[source[i]] === LITERAL) out[o++] = source[i++];
    line += i - runStart;
    if (i === length) break;
    const byte = source[i];
    const kind = QP_CLASS[byte];
    if (kind === LITERAL) {
      // The 76th character of a line only if the line ends there, else a soft break first.
      if (!endsLine(source, i)) {
        out[o++] = 0x3d;
        if (crlf) out[o++] = 0x0d;
        out[o++] = 0x0a;
        line = 0;
      }
      out[o++] = byte;
      line++;
      continue;
    }
    if (kind === LF || (kind === CR && source[i + 1] === 0x0a)) {
      if (kind === CR) i++;
      if (crlf) out[o++] = 0x0d;
      out[o++] = 0x0a;
      line = 0;
      continue;
    }
    const lastOnLine = endsLine(source, i);
    const width = kind === BLANK && !lastOnLine ? 1 : 3;
    if (line + width > (lastOnLine ? 76 : 75)) {
      out[o++] = 0x3d;
      if (crlf) out[o++] = 0x0d;
      out[o++] = 0x0a;
      line = 0;
    }
    if (width === 1) {
      out[o++] = byte;
    } else {
      out[o++] = 0x3d;
      out[o++] = HEX[byte >> 4];
      out[o++] = HEX[byte & 15];
    }
    line += width;
  }
  return out.subarray(0, o);
}

/** Whether the byte at `i` is the last of its line: a line break or the end follows. */
function endsLine(source: Buffer, i: number): boolean {
  const next = i + 1;
  return next === source.length || source[next] === 0x0a || (source[next] === 0x0d && source[next + 1] === 0x0a);
}

function base64Lines(content: Buffer, newline: Newline): Buffer {
  const base64 = content.toString('base64');
  const lines: string[] = [];
  for (let start = 0; start < base64.length; start += 76) lines.push(base64.slice(start, start + 76));
  return Buffer.from(lines.join(newline), 'latin1');
}

/** Longest header line RFC 5322 allows, without its line break. */
const MAX_LINE = 998;
/** Longest line we fold encoded words into, as RFC 2047 asks for lines holding them. */
const FOLD_LINE = 76;

/** An unstructured header (Subject): as it is when it is plain ASCII that fits one line, else encoded words. */
function textHeader(name: string, value: string, newline: Newline): string {
  const oneLine = value.replace(/\r\n|[\r\n]/g, ' ');
  if (!needsEncoding(oneLine, MAX_LINE - name.length - 2)) return `${name}: ${oneLine}`;
  return `${name}: ${encodedWords(oneLine, FOLD_LINE - name.length - 2).join(`${newline} `)}`;
}

/** From or To: the display name as an atom phrase, a quoted string or encoded words, then the address. */
function addressHeader(name: string, value: string, newline: Newline): string {
  const { name: displayName, address } = parseAddress(value.replace(/\r\n|[\r\n]/g, ' '));
  if (displayName === '') return `${name}: ${address}`;
  const mailbox = `<${address}>`;
  if (!needsEncoding(displayName, MAX_LINE - name.length - mailbox.length - 3)) {
    const phrase = /^[\w!#$%&'*+\-/=?^`{|}~ ]+$/.test(displayName) ? displayName : `"${displayName.replace(/[\\"]/g, '\\$&')}"`;
    return `${name}: ${phrase} ${mailbox}`;
  }
  const words = encodedWords(displayName, FOLD_LINE - name.length - 2);
  const lastLine = words.length === 1 ? name.length + 2 + words[0].length : 1 + words[words.length - 1].length;
  const separator = lastLine + 1 + mailbox.length <= FOLD_LINE ? ' ' : `${newline} `;
  return `${name}: ${words.join(`${newline} `)}${separator}${mailbox}`;
}

function needsEncoding(value: string, room: number): boolean {
  // Text that looks like an encoded word would be decoded by the reader, so it is encoded too.
  return value.length > room || /[^\x20-\x7e\t]/.test(value) || value.includes('=?');
}

/** Bytes that RFC 2047's Q encoding may leave as they are, even in a display name. */
const Q_LITERAL = new Uint8Array(256);
for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!*+-/') Q_LITERAL[char.charCodeAt(0)] = 1;

/** A byte's length in Q encoding: itself, "_" for a space, else "=XX". */
function qWidth(byte: number): number {
  return Q_LITERAL[byte] === 1 || byte === 0x20 ? 1 : 3;
}

const ENCODED_WORD_LENGTH = 75;
const ENCODED_WORD_FRAME = '=?UTF-8?Q?'.length + '?='.length;

/**
 * RFC 2047 encoded words of the value's UTF-8 bytes, Q or B, whichever is shorter: none longer than 75 characters
 * (the first no longer than `firstLength`, to fit beside the header's name), no character's bytes split between two.
 */
function encodedWords(value: string, firstLength: number): string[] {
  const bytes = Buffer.from(value, 'utf8');
  let qLength = 0;
  for (const byte of bytes) qLength += qWidth(byte);
  const useQ = qLength <= Math.ceil(bytes.length / 3) * 4;
  const encode = useQ ? qWord : (chunk: Buffer) => `=?UTF-8?B?${chunk.toString('base64')}?=`;
  const words: string[] = [];
  let room = Math.min(firstLength, ENCODED_WORD_LENGTH) - ENCODED_WORD_FRAME;
  let start = 0;
  let qWordLength = 0;
  for (let i = 0; i < bytes.length; ) {
    // One character: its lead byte and continuation bytes.
    let end = i + 1;
    while (end < bytes.length && (bytes[end] & 0xc0) === 0x80) end++;
    let charLength = 0;
    if (useQ) for (let j = i; j < end; j++) charLength += qWidth(bytes[j]);
    const wordLength = useQ ? qWordLength + charLength : Math.ceil((end - start) / 3) * 4;
    if (wordLength > room && i > start) {
      words.push(encode(bytes.subarray(start, i)));
      room = ENCODED_WORD_LENGTH - ENCODED_WORD_FRAME;
      start = i;
      qWordLength = charLength;
    } else {
      qWordLength = wordLength;
    }
    i = end;
  }
  words.push(encode(bytes.subarray(start)));
  return words;
}

function qWord(chunk: Buffer): string {
  let word = '=?UTF-8?Q?';
  for (const byte of chunk) {
    if (Q_LITERAL[byte] === 1) word += String.fromCharCode(byte);
    else if (byte === 0x20) word += '_';
    else word += `=${String.fromCharCode(HEX[byte >> 4], HEX[byte & 15])}`;
  }
  return `${word}?=`;
}

/** A MIME parameter: a token as it is, other ASCII quoted, non-ASCII as RFC 2231 UTF-8. */
function parameter(name: string, value: string): string {
  if (/^[!#$%&'*+\-.^_`{|}~0-9A-Za-z]+$/.test(value)) return `${name}=${value}`;
  if (/^[\x20-\x7e]*$/.test(value)) return `${name}="${value.replace(/[\\"]/g, '\\$&')}"`;
  const percentEncoded = encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${name}*=utf-8''${percentEncoded}`;
}
