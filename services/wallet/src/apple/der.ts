/** The few DER (ASN.1) encodings a pass's PKCS#7 signature is made of, and reading a certificate's parts. */

export function der(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), lengthOf(body.length), body]);
}

function lengthOf(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

export const sequence = (...content: Buffer[]) => der(0x30, ...content);
/** A SET OF in DER: its elements in the order of their encodings (a verifier re-encodes signed attributes so). */
export const setOf = (...elements: Buffer[]) => der(0x31, ...[...elements].sort(Buffer.compare));
export const octetString = (bytes: Buffer) => der(0x04, bytes);
export const smallInteger = (value: number) => der(0x02, Buffer.from([value]));
export const NULL = Buffer.from([0x05, 0x00]);
/** `[n]` around content, constructed: an EXPLICIT tag, or an IMPLICIT one standing for a SET or SEQUENCE. */
export const contextTag = (n: number, ...content: Buffer[]) => der(0xa0 | n, ...content);

export function objectId(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * first + second];
  for (const arc of rest) {
    const base128 = [arc & 0x7f];
    for (let high = Math.floor(arc / 128); high > 0; high = Math.floor(high / 128)) base128.unshift(0x80 | (high & 0x7f));
    bytes.push(...base128);
  }
  return der(0x06, Buffer.from(bytes));
}

/** UTCTime, as CMS writes a signing time before 2050: YYMMDDHHMMSSZ. */
export function utcTime(at: Date): Buffer {
  return der(0x17, Buffer.from(`${at.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`, 'ascii'));
}

/** The whole encodings of a constructed element's children, in order. */
export function childrenOf(element: Buffer): Buffer[] {
  const { header, length } = headerAt(element, 0);
  const children: Buffer[] = [];
  for (let at = header; at < header + length; ) {
    const child = headerAt(element, at);
    children.push(element.subarray(at, at + child.header + child.length));
    at += child.header + child.length;
  }
  return children;
}

function headerAt(bytes: Buffer, at: number): { header: number; length: number } {
  const first = bytes[at + 1];
  if (first < 0x80) return { header: 2, length: first };
  const count = first & 0x7f;
  let length = 0;
  for (let i = 0; i < count; i++) length = length * 256 + bytes[at + 2 + i];
  return { header: 2 + count, length };
}

/** A certificate's issuer Name and serial number as encoded in it: what a signature names its signer by. */
export function issuerAndSerialNumber(certificate: Buffer): Buffer {
  const toBeSigned = childrenOf(childrenOf(certificate)[0]);
  // The version, when present, is the explicit [0] before the serial number.
  const [serialNumber, , issuer] = toBeSigned[0][0] === 0xa0 ? toBeSigned.slice(1) : toBeSigned;
  return sequence(issuer, serialNumber);
}
