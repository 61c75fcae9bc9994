import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { parseMail } from '../../../test/mail';
import { leafParts, parseMime, type MimePart } from '../../../test/mime';
import type { MailAttachment } from './mailer';
import { composeMimeMessage, parseAddress, type MimeMessageFields, type Newline } from './mime-message';

const FIELDS: MimeMessageFields = {
  from: 'Gift Card Vault <no-reply@giftcards.test>',
  to: 'ann@example.com',
  subject: 'Your gift card is ready',
  text: 'Hello Ann,\n\nyour card is ready.\n',
  html: '<p>Hello Ann,</p><p>your card is ready.</p>',
};

const QR: MailAttachment = { filename: 'gift-card-qr.png', content: randomBytes(600), contentType: 'image/png', cid: 'gift-card-qr' };
const RECEIPT: MailAttachment = { filename: 'receipt.pdf', content: randomBytes(300), contentType: 'application/pdf' };

function compose(fields: Partial<MimeMessageFields>, newline: Newline = '\n'): string {
  return composeMimeMessage({ ...FIELDS, ...fields }, newline).toString('utf8');
}

function part(mail: MimePart, contentType: string): MimePart {
  const found = leafParts(mail).find((leaf) => leaf.contentType === contentType);
  if (!found) throw new Error(`no ${contentType} part`);
  return found;
}

/** The header block's lines, folded lines apart. */
function headerLines(raw: string): string[] {
  return raw.slice(0, raw.indexOf('\n\n')).split('\n');
}

function shape(part: MimePart): unknown {
  return part.parts.length === 0 ? part.contentType : { [part.contentType]: part.parts.map(shape) };
}

describe('composeMimeMessage: quoted-printable text parts', () => {
  const samples = [
    ['long UTF-8 lines', `Grüße aus Köln — ${'äöü€😀'.repeat(40)}\n${'plain ascii '.repeat(30)}`],
    ['trailing spaces and tabs', 'a line with a trailing space \nand a tab\t\nand both at the very end \t'],
    ['equals signs', '=3D is not a code, = at the end =\n== and =\n=C3=A9'],
    ['a line of exactly 76 characters', `${'x'.repeat(76)}\n${'y'.repeat(77)}\n${'z'.repeat(75)}=`],
    ['blank lines and a line starting with a dot', '\n\n.\n..hidden\nFrom the start\n\n'],
  ];

  it.each(samples)('round-trips %s through a MIME reader, in both parts', (_name, text) => {
    const mail = parseMime(compose({ text, html: `<pre>${text}</pre>` }));
    expect(part(mail, 'text/plain').body).toBe(text);
    expect(part(mail, 'text/html').body).toBe(`<pre>${text}</pre>`);
  });

  it('keeps every encoded line within 76 characters, with no space or tab at a line end and only escapes as non-ASCII', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 120 }), fc.constantFrom(' ', '\t', '=', '\n', ' \n', 'x'.repeat(75), 'é'))), (pieces) => {
        const text = pieces.join('').replace(/\r/g, '');
        const raw = compose({ text });
        const body = raw.slice(raw.indexOf('Content-Transfer-Encoding: quoted-printable\n\n') + 45).split('\n--')[0];
        for (const line of body.split('\n')) {
          expect(line.length).toBeLessThanOrEqual(76);
          expect(line).not.toMatch(/[ \t]$/);
          expect(line).toMatch(/^[\x21-\x7e \t]*$/);
        }
        expect(part(parseMime(raw), 'text/plain').body).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves a line of exactly 76 characters whole and breaks a longer one softly', () => {
    const raw = compose({ text: `${'x'.repeat(76)}\n${'y'.repeat(77)}\n` });
    expect(raw).toContain(`\n${'x'.repeat(76)}\n`);
    expect(raw).toContain(`\n${'y'.repeat(75)}=\nyy\n`);
  });

  it('writes the text’s line breaks as hard breaks in the newline asked for, and only that newline', () => {
    const raw = compose({ text: 'one\ntwo\r\nthree', subject: `Grüße ${'ä'.repeat(60)}` }, '\r\n');
    expect(raw).toContain('\r\n\r\none\r\ntwo\r\nthree\r\n--');
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(part(parseMime(raw), 'text/plain').body).toBe('one\ntwo\nthree');
  });
});

describe('composeMimeMessage: headers', () => {
  it('writes an ASCII subject and recipient as they are, on one line, so a line-by-line reader finds them', () => {
    const subject = `123456 is your verification code ${'and more words '.repeat(40)}`.trim();
    const raw = compose({ subject, to: 'Bob <bob+promo@example.com>' });
    const read = parseMail(raw);
    expect(read.subject).toBe(subject);
    expect(read.to).toBe('Bob <bob+promo@example.com>');
    expect(read.text).toContain('your card is ready.');
  });

  it('round-trips non-ASCII subjects as encoded words of at most 75 characters, never splitting a character', () => {
    const subjects = [
      'Ihr Gutschein über 25 € ist da',
      'Your gift card from Café Müller is ready. '.repeat(4).trim(),
      `Ein Gutschein über 25 € von Zoë für Jürgen — ${'Grüße '.repeat(20)}`,
      '日本語の件名はとても長いのでいくつかの単語に分割する必要があります。本当に長い件名です。',
      `Emoji ${'🎁🎉'.repeat(30)} and =?UTF-8?Q?not_a_word?= text`,
      `=?UTF-8?Q?looks_encoded?= but is plain ASCII`,
    ];
    for (const subject of subjects) {
      const raw = compose({ subject });
      expect(parseMime(raw).headers.get('subject')).toBe(subject);
      const words = raw.match(/=\?UTF-8\?[BQ]\?[^?]*\?=/g) ?? [];
      expect(words.length).toBeGreaterThan(0);
      for (const word of words) {
        expect(word.length).toBeLessThanOrEqual(75);
        // Each word decodes to whole characters on its own.
        const decoded = parseMime(`Subject: ${word}\n\n`).headers.get('subject')!;
        expect(decoded).not.toContain('\uFFFD');
      }
      for (const line of headerLines(raw)) expect(line.length).toBeLessThanOrEqual(76);
    }
    // Q keeps Latin text legible; B is shorter for other scripts.
    expect((compose({ subject: subjects[1] }).match(/=\?UTF-8\?Q\?/g) ?? []).length).toBeGreaterThan(1);
    expect((compose({ subject: subjects[3] }).match(/=\?UTF-8\?B\?/g) ?? []).length).toBeGreaterThan(1);
  });

  it('folds any non-ASCII subject and display name into lines of 76 and words of 75 characters that readers decode back', () => {
    // Mostly ASCII with some other characters (Q encoding), or mostly other characters (B encoding).
    const piece = fc.oneof(
      { weight: 3, arbitrary: fc.stringMatching(/^[A-Za-z0-9 ]{1,30}$/) },
      fc.string({ unit: 'grapheme-ascii', maxLength: 10 }),
      fc.string({ unit: 'grapheme', maxLength: 4 }),
    );
    const nonAscii = fc
      .array(piece, { maxLength: 12 })
      .map((pieces) => `é${pieces.join('').replace(/[\r\n<>"\\\uFFFD]/g, '')}`.trim());
    fc.assert(
      fc.property(nonAscii, nonAscii, (subject, name) => {
        const from = `${name} <${'x'.repeat(40)}@example.com>`;
        const raw = compose({ subject, from });
        const mail = parseMime(raw);
        expect(mail.headers.get('subject')).toBe(subject);
        expect(mail.headers.get('from')).toBe(from);
        for (const line of headerLines(raw)) expect(line.length).toBeLessThanOrEqual(76);
        for (const word of raw.match(/=\?UTF-8\?[BQ]\?[^?]*\?=/g) ?? []) {
          expect(word.length).toBeLessThanOrEqual(75);
          expect(parseMime(`Subject: ${word}\n\n`).headers.get('subject')).not.toContain('\uFFFD');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips a plain ASCII subject longer than a header line may be', () => {
    const subject = 'word '.repeat(300).trim();
    const raw = compose({ subject });
    expect(parseMime(raw).headers.get('subject')).toBe(subject);
    for (const line of headerLines(raw)) expect(line.length).toBeLessThanOrEqual(998);
  });

  it('keeps a subject on its header line whatever line breaks it holds', () => {
    const raw = compose({ subject: 'Hello\r\nBcc: someone@example.com\nX' });
    expect(headerLines(raw).some((line) => /^Bcc:/i.test(line))).toBe(false);
    expect(parseMime(raw).headers.get('subject')).toBe('Hello Bcc: someone@example.com X');
  });

  it('writes display names as atoms, quoted strings or encoded words, so readers get the name and address back', () => {
    const cases = [
      ['ann@example.com', 'ann@example.com'],
      ['Gift Card Vault <no-reply@giftcards.test>', 'Gift Card Vault <no-reply@giftcards.test>'],
      ['"Smith, Ann" <ann@example.com>', '"Smith, Ann" <ann@example.com>'],
      ['Ann B. Smith <ann@example.com>', '"Ann B. Smith" <ann@example.com>'],
      ['Zoë Müller-Lüdenscheidt <zoe@example.com>', 'Zoë Müller-Lüdenscheidt <zoe@example.com>'],
      [`${'Ünïcödé '.repeat(12).trim()} <long@example.com>`, `${'Ünïcödé '.repeat(12).trim()} <long@example.com>`],
    ];
    for (const [address, read] of cases) {
      const raw = compose({ from: address, to: address });
      const mail = parseMime(raw);
      expect(mail.headers.get('from')).toBe(read);
      expect(mail.headers.get('to')).toBe(read);
      for (const line of headerLines(raw)) expect(line.length).toBeLessThanOrEqual(76);
    }
  });

  it('sends in a business’s name from the configured address, with replies going to the business', () => {
    const mail = parseMime(compose({ senderName: 'Café "Zoë", Harbor via Giftcard Vault', replyTo: 'hello@harbor.example' }));
    expect(parseAddress(mail.headers.get('from')!)).toEqual({ name: 'Café "Zoë", Harbor via Giftcard Vault', address: 'no-reply@giftcards.test' });
    expect(mail.headers.get('reply-to')).toBe('hello@harbor.example');
    expect(parseMime(compose({})).headers.has('reply-to')).toBe(false);
  });

  it('gives the message its Message-ID, an RFC 5322 date, MIME-Version and a content type', () => {
    const date = new Date('2026-03-05T07:08:09Z');
    const mail = parseMime(compose({ messageId: '<abc@giftcards.test>', date }));
    expect(mail.headers.get('message-id')).toBe('<abc@giftcards.test>');
    expect(mail.headers.get('date')).toBe('Thu, 05 Mar 2026 07:08:09 +0000');
    expect(mail.headers.get('mime-version')).toBe('1.0');
    expect(parseMime(compose({})).headers.has('message-id')).toBe(false);
  });
});

describe('composeMimeMessage: structure and attachments', () => {
  it('is a multipart/alternative of text and HTML without attachments', () => {
    expect(shape(parseMime(compose({})))).toEqual({ 'multipart/alternative': ['text/plain', 'text/html'] });
  });

  it('puts inline images in a multipart/related with the HTML', () => {
    const mail = parseMime(compose({ attachments: [QR] }));
    expect(shape(mail)).toEqual({ 'multipart/alternative': ['text/plain', { 'multipart/related': ['text/html', 'image/png'] }] });
    expect(mail.parts[1].params.type).toBe('text/html');
    const image = part(mail, 'image/png');
    expect(image.headers.get('content-id')).toBe('<gift-card-qr>');
    expect(image.headers.get('content-disposition')).toBe('inline; filename=gift-card-qr.png');
    expect(image.params.name).toBe('gift-card-qr.png');
  });

  it('wraps the message in a multipart/mixed with attachments that have no Content-ID', () => {
    const mail = parseMime(compose({ attachments: [RECEIPT, QR] }));
    expect(shape(mail)).toEqual({
      'multipart/mixed': [{ 'multipart/alternative': ['text/plain', { 'multipart/related': ['text/html', 'image/png'] }] }, 'application/pdf'],
    });
    const receipt = part(mail, 'application/pdf');
    expect(receipt.headers.get('content-disposition')).toBe('attachment; filename=receipt.pdf');
    expect(receipt.headers.has('content-id')).toBe(false);
    expect(receipt.bytes.equals(RECEIPT.content)).toBe(true);
    expect(shape(parseMime(compose({ attachments: [RECEIPT] })))).toEqual({ 'multipart/mixed': [{ 'multipart/alternative': ['text/plain', 'text/html'] }, 'application/pdf'] });
  });

  it('round-trips attachment bytes as base64 in lines of 76 characters', () => {
    for (const size of [0, 1, 56, 57, 58, 600, 10_000]) {
      const content = randomBytes(size);
      const raw = compose({ attachments: [{ ...QR, content }] }, '\r\n');
      expect(part(parseMime(raw), 'image/png').bytes.equals(content)).toBe(true);
      const base64 = raw.split('Content-Disposition: inline; filename=gift-card-qr.png\r\n\r\n')[1].split('\r\n--')[0];
      for (const line of base64.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    }
  });

  it('quotes file names that are not tokens and writes non-ASCII ones as RFC 2231 UTF-8', () => {
    const raw = compose({ attachments: [{ ...RECEIPT, filename: 'my receipt.pdf' }, { ...RECEIPT, filename: 'Rechnung März (1).pdf' }] });
    expect(raw).toContain('Content-Disposition: attachment; filename="my receipt.pdf"');
    expect(raw).toContain(`Content-Disposition: attachment; filename*=utf-8''Rechnung%20M%C3%A4rz%20%281%29.pdf`);
  });
});

describe('parseAddress', () => {
  it('reads the address of a bare address, a named one and a quoted name', () => {
    expect(parseAddress('ann@example.com')).toEqual({ name: '', address: 'ann@example.com' });
    expect(parseAddress('Gift Card Vault <no-reply@giftcards.test>')).toEqual({ name: 'Gift Card Vault', address: 'no-reply@giftcards.test' });
    expect(parseAddress('"Smith, \\"Ann\\"" <ann@example.com>')).toEqual({ name: 'Smith, "Ann"', address: 'ann@example.com' });
  });
});
