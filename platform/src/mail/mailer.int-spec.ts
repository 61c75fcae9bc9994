import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leafParts, parseMime, type MimePart } from '../../../test/mime';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp';
import { eventually } from '../../../test/engines';
import { EmlFileMailer } from './eml-mailer';
import type { MailMessage, Mailer } from './mailer';
import { SmtpMailer, TeeMailer } from './smtp-mailer';

const FROM = 'Gift Card Vault <no-reply@giftcards.test>';

function message(to: string, n = 1): MailMessage {
  return {
    to,
    subject: `Ihr Gutschein über 25 € ist da (#${n})`,
    text: `Hallo Zoë,\n\nIhr Code lautet GV-${n}-ÄÖÜ.\nEine sehr lange Zeile, die der Mailer umbrechen muss, damit sie in eine E-Mail passt: ${'x'.repeat(120)}\n`,
    html: `<p>Hallo Zoë,</p><p>Ihr Code lautet <b>GV-${n}-ÄÖÜ</b>.</p>`,
  };
}

/** Parses a raw RFC 822 message and returns what a reader would see. */
function read(raw: string) {
  const mail = parseMime(raw);
  const leaves = leafParts(mail);
  return {
    from: mail.headers.get('from'),
    to: mail.headers.get('to'),
    subject: mail.headers.get('subject'),
    date: mail.headers.get('date'),
    messageId: mail.headers.get('message-id'),
    contentType: mail.contentType,
    text: leaves.find((part) => part.contentType === 'text/plain')?.body,
    html: leaves.find((part) => part.contentType === 'text/html')?.body,
  };
}

function expectReadable(raw: string, sent: MailMessage) {
  const mail = read(raw);
  expect(mail.contentType).toBe('multipart/alternative');
  expect(mail.from).toBe(FROM);
  expect(mail.to).toBe(sent.to);
  expect(mail.subject).toBe(sent.subject);
  expect(mail.messageId).toMatch(/^<.+@.+>$/);
  expect(Number.isNaN(Date.parse(mail.date ?? ''))).toBe(false);
  expect(mail.text?.replace(/\r\n/g, '\n')).toBe(sent.text);
  expect(mail.html).toBe(sent.html);
}

async function emlFiles(dir: string): Promise<string[]> {
  return (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
}

let smtp: SmtpPeer;
let dir: string;
const mailers: Mailer[] = [];

beforeEach(async () => {
  smtp = await startSmtpPeer();
  dir = await mkdtemp(join(tmpdir(), 'gv-mail-'));
});

afterEach(async () => {
  await Promise.all(mailers.splice(0).map((mailer) => mailer.close()));
  await smtp.close();
  await rm(dir, { recursive: true, force: true });
});

function track<T extends Mailer>(mailer: T): T {
  mailers.push(mailer);
  return mailer;
}

describe('mailer contract: .eml files', () => {
  it('writes one parseable .eml file per message with subject, recipient, text and html', async () => {
    const mailer = track(new EmlFileMailer(join(dir, 'outbox'), FROM));
    expect(await mailer.health()).toEqual({ ok: true });
    await mailer.send(message('ann@example.com', 1));
    await mailer.send(message('Bob <bob+promo@example.com>', 2));
    const files = await emlFiles(join(dir, 'outbox'));
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/ann@example.com\.eml$/);
    expect(files[1]).not.toMatch(/[<> +]/);
    expectReadable(await readFile(join(dir, 'outbox', files[0]), 'utf8'), message('ann@example.com', 1));
    expectReadable(await readFile(join(dir, 'outbox', files[1]), 'utf8'), message('Bob <bob+promo@example.com>', 2));
  });

  it('writes messages, with or without an id, readable and writable by the platform user only (0600): they carry codes', async () => {
    const mailer = track(new EmlFileMailer(dir, FROM));
    await mailer.send(message('ann@example.com', 1));
    await mailer.send({ ...message('bob@example.com', 2), id: 'job-1' });
    const files = await emlFiles(dir);
    expect(files).toHaveLength(2);
    for (const file of files) expect((await stat(join(dir, file))).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, '.sent'))).mode & 0o777).toBe(0o700);
  });
});

describe('mailer: .eml files of messages with an id', () => {
  it('writes a message sent again with the same id once, and completes one whose first send died before it was done', async () => {
    const mailer = track(new EmlFileMailer(dir, FROM));
    await mailer.send({ ...message('ann@example.com', 1), id: 'job-1' });
    await mailer.send({ ...message('ann@example.com', 1), id: 'job-1' });
    await mailer.send({ ...message('ann@example.com', 2), id: 'job-2' });
    const files = await emlFiles(dir);
    expect(files).toHaveLength(2);
    const first = read(await readFile(join(dir, files[0]), 'utf8'));
    expect(first.messageId).toMatch(/^<[0-9a-f]{40}@giftcards\.test>$/);
    const second = read(await readFile(join(dir, files[1]), 'utf8'));
    expect(second.messageId).not.toBe(first.messageId);

    // As if the process had died after writing job-2's claim and before linking it: the next send writes it, once.
    await unlink(join(dir, files[1]));
    await mailer.send({ ...message('ann@example.com', 2), id: 'job-2' });
    await mailer.send({ ...message('ann@example.com', 2), id: 'job-2' });
    const again = await emlFiles(dir);
    expect(again).toHaveLength(2);
    expect(again[0]).toBe(files[0]);
    expect(read(await readFile(join(dir, again[1]), 'utf8'))).toMatchObject({ messageId: second.messageId, subject: second.subject });

    // As if it had died half-way through writing job-3's claim: the next send writes the whole message.
    const claim = join(dir, '.sent', createHash('sha256').update('job-3').digest('hex'));
    await writeFile(claim, 'Subject: Your ca');
    await mailer.send({ ...message('bob@example.com', 3), id: 'job-3' });
    const third = (await emlFiles(dir)).filter((file) => !again.includes(file));
    expect(third).toHaveLength(1);
    expectReadable(await readFile(join(dir, third[0]), 'utf8'), message('bob@example.com', 3));
  });
});

describe('mailer contract: SMTP', () => {
  it('sends a message with an id under the same Message-ID every time', async () => {
    const mailer = track(new SmtpMailer(smtp.url, FROM));
    await mailer.send({ ...message('ann@example.com', 1), id: 'job-1' });
    await mailer.send({ ...message('ann@example.com', 1), id: 'job-1' });
    await mailer.send({ ...message('ann@example.com', 2), id: 'job-2' });
    const ids = smtp.received.map((mail) => read(mail.raw).messageId);
    expect(ids[0]).toMatch(/^<[0-9a-f]{40}@giftcards\.test>$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('delivers to the SMTP server: envelope recipient, subject and both bodies', async () => {
    const mailer = track(new SmtpMailer(smtp.url, FROM));
    expect(await mailer.health()).toEqual({ ok: true });
    await mailer.send(message('ann@example.com', 1));
    await mailer.send(message('bob@example.com', 2));
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['ann@example.com'], ['bob@example.com']]);
    expect(smtp.received[0].from).toBe('no-reply@giftcards.test');
    expectReadable(smtp.received[0].raw, message('ann@example.com', 1));
    expectReadable(smtp.received[1].raw, message('bob@example.com', 2));
  });

  it('sends to the bare address of a recipient with a non-ASCII display name, which readers get back', async () => {
    const mailer = track(new SmtpMailer(smtp.url, FROM));
    await mailer.send(message('Zoë Müller <zoe@example.com>', 3));
    expect(smtp.received.map((mail) => [mail.from, mail.to])).toEqual([['no-reply@giftcards.test', ['zoe@example.com']]]);
    expectReadable(smtp.received[0].raw, message('Zoë Müller <zoe@example.com>', 3));
  });

  it('rejects when the server is unreachable, and reports it in health()', async () => {
    const url = smtp.url;
    await smtp.close();
    const mailer = track(new SmtpMailer(url, FROM));
    await expect(mailer.send(message('ann@example.com'))).rejects.toThrow();
    expect((await mailer.health()).ok).toBe(false);
  });
});

/** A 1×1 PNG. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const inlineImageAdapters: [string, () => { mailer: Mailer; received: () => Promise<string> }][] = [
  ['.eml files', () => ({ mailer: track(new EmlFileMailer(dir, FROM)), received: async () => readFile(join(dir, (await emlFiles(dir))[0]), 'utf8') })],
  ['SMTP', () => ({ mailer: track(new SmtpMailer(smtp.url, FROM)), received: async () => smtp.received[0].raw })],
];

describe.each(inlineImageAdapters)('mailer contract: inline images (%s)', (_name, open) => {
  it('sends an image with a Content-ID beside the HTML that shows it, and the text part', async () => {
    const { mailer, received } = open();
    const sent = { ...message('ann@example.com'), html: '<p>Your card</p><img src="cid:card-qr" alt="QR code">' };
    await mailer.send({ ...sent, attachments: [{ filename: 'card-qr.png', content: PIXEL, contentType: 'image/png', cid: 'card-qr' }] });
    const mail = parseMime(await received());
    // Mail apps show a cid: image inline when it shares a multipart/related with the HTML.
    const related = findPart(mail, 'multipart/related');
    expect(related).toBeDefined();
    const html = related!.parts.find((part) => part.contentType === 'text/html');
    const image = related!.parts.find((part) => part.contentType === 'image/png');
    expect(html?.body).toBe(sent.html);
    expect(image?.headers.get('content-id')).toBe('<card-qr>');
    expect(image?.bytes.equals(PIXEL)).toBe(true);
    expect(leafParts(mail).find((part) => part.contentType === 'text/plain')?.body.replace(/\r\n/g, '\n')).toBe(sent.text);
  });
});

function findPart(part: MimePart, contentType: string): MimePart | undefined {
  if (part.contentType === contentType) return part;
  return part.parts.map((child) => findPart(child, contentType)).find(Boolean);
}

describe('mailer contract: tee (SMTP + .eml copy)', () => {
  it('delivers over SMTP and keeps an .eml copy of the same message', async () => {
    const tee = track(new TeeMailer([new SmtpMailer(smtp.url, FROM), new EmlFileMailer(dir, FROM)]));
    expect(await tee.health()).toEqual({ ok: true });
    await tee.send(message('ann@example.com', 7));
    await eventually(() => smtp.received.length === 1);
    expect(smtp.received[0].to).toEqual(['ann@example.com']);
    expectReadable(smtp.received[0].raw, message('ann@example.com', 7));
    const files = await emlFiles(dir);
    expect(files).toHaveLength(1);
    expectReadable(await readFile(join(dir, files[0]), 'utf8'), message('ann@example.com', 7));
  });

  it('fails the send and health() when one of its mailers fails', async () => {
    const url = smtp.url;
    await smtp.close();
    const tee = track(new TeeMailer([new SmtpMailer(url, FROM), new EmlFileMailer(dir, FROM)]));
    await expect(tee.send(message('ann@example.com'))).rejects.toThrow();
    // The other mailers have finished by the time send() fails: the .eml copy is already there.
    expect(await emlFiles(dir)).toHaveLength(1);
    expect((await tee.health()).ok).toBe(false);
  });
});
