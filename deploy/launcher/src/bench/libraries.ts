import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import MailComposer from 'nodemailer/lib/mail-composer';
import { PKPass } from 'passkit-generator';
import QRCode from 'qrcode';
import { composeMimeMessage } from '@gv/platform';
import { localWalletKeys, signApplePass } from '@gv/service-wallet';
import { median } from './latency.js';
import { leanRequest } from './lean-http.js';

/** Each side of a pair runs this many times, in turns with the other; the median round is reported. */
const ROUNDS = 5;

interface Pair {
  /** Operations per turn. */
  operations: number;
  /** The cheaper way: our own code, or the library with its costly step left out. */
  baseline: () => unknown;
  library: () => unknown;
}

/**
 * What a library costs next to the cheaper way of doing the same work, in CPU µs of this thread per operation (work
 * on other threads, such as the HTTP server's, is left out): paired, in turns, after a warm-up turn of each.
 */
async function inTurns({ operations, baseline, library }: Pair) {
  const cpuPerOperation = async (run: () => unknown) => {
    const started = process.threadCpuUsage();
    for (let i = 0; i < operations; i++) await run();
    const used = process.threadCpuUsage(started);
    return (used.user + used.system) / operations;
  };
  await cpuPerOperation(baseline);
  await cpuPerOperation(library);
  const rounds = { baseline: [] as number[], library: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    rounds.baseline.push(await cpuPerOperation(baseline));
    rounds.library.push(await cpuPerOperation(library));
  }
  const baselineUs = Math.round(median(rounds.baseline));
  const libraryUs = Math.round(median(rounds.library));
  return { baselineUs, libraryUs, libraryExtraUs: libraryUs - baselineUs, libraryRoundsUs: rounds.library.map(Math.round) };
}

/** A purchase email as notifications sends it: about 20 KB of HTML, its text, an inline QR image and a logo. */
const PURCHASE_EMAIL = {
  from: 'Café Müller via Giftcard Vault <no-reply@giftcards.example>',
  to: 'Ann Buyer <ann@example.com>',
  replyTo: 'hello@cafe-mueller.example',
  subject: 'Your $50.00 gift card from Café Müller',
  text: 'Hello Ann,\n\nyour $50.00 gift card from Café Müller is ready. Show the QR code at the counter.\n'.repeat(8),
  html: `<!doctype html><html><body>${'<table role="presentation"><tr><td style="font-family:Arial,sans-serif;font-size:16px;color:#1f2937">Your gift card from Café Müller — $50.00, show the code at the counter.</td></tr></table>'.repeat(110)}</body></html>`,
  messageId: '<5f0c1e2a@giftcards.example>',
  attachments: [
    { filename: 'gift-card-qr.png', content: randomBytes(800), contentType: 'image/png', cid: 'gift-card-qr' },
    { filename: 'logo.png', content: randomBytes(8_000), contentType: 'image/png', cid: 'business-logo' },
  ],
};

const composeEmail: Pair = {
  operations: 200,
  baseline: () => composeMimeMessage({ ...PURCHASE_EMAIL, date: new Date() }, '\r\n'),
  library: () => new MailComposer({ ...PURCHASE_EMAIL, date: new Date() }).compile().build(),
};

const HOLDER_LINK = [{ data: Buffer.from('https://gifts.example.com/card/7ZQ4M9K2XW3T8V6N1RBC5HJD0P'), mode: 'byte' as const }];

/** The card's QR symbol: qrcode with the mask fixed, or choosing it (eight trial symbols and their penalty scores). */
const makeQrSymbol: Pair = {
  operations: 200,
  baseline: () => QRCode.create(HOLDER_LINK, { errorCorrectionLevel: 'M', maskPattern: 0 }),
  library: () => QRCode.create(HOLDER_LINK, { errorCorrectionLevel: 'M' }),
};

/**
 * A card's Apple pass: pass.json and the five images a business's logo makes (random bytes, as compressed PNGs are),
 * signed with the local test keys by our signer or by passkit-generator.
 */
function applePasses(keysDir: string): Pair {
  const { wwdr, signerCert, signerKey } = localWalletKeys(keysDir);
  const credentials = { wwdr, signerCert, signerKey };
  const images = Object.fromEntries(['icon.png', 'icon@2x.png', 'logo.png', 'logo@2x.png', 'strip@2x.png'].map((name, i) => [name, randomBytes(4_000 * (i + 1))]));
  const passJson = { formatVersion: 1, passTypeIdentifier: 'pass.local.bench', teamIdentifier: 'BENCH00000', serialNumber: 'bench-1', organizationName: 'Café Müller', description: 'Gift card', storeCard: { primaryFields: [{ key: 'balance', label: 'Balance', value: '$50.00' }] } };
  return {
    operations: 20,
    baseline: () => signApplePass(credentials, passJson, images),
    library: () => new PKPass({ ...images, 'pass.json': Buffer.from(JSON.stringify(passJson)) }, credentials).getAsBuffer(),
  };
}

/** Answers every request as Square answers a payment, on a thread of its own so its CPU is not counted. */
const PAYMENT_SERVER = `
const http = require('node:http');
const { parentPort } = require('node:worker_threads');
const answer = JSON.stringify({ payment: { id: 'p1', status: 'COMPLETED', amount_money: { amount: 5000, currency: 'USD' } } });
const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end(answer));
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));`;

/** A create-payment call over a kept-alive connection: node:http (the bench's own client) or Node's fetch. */
function squareCalls(url: string): Pair {
  const agent = new Agent({ keepAlive: true });
  const body = { idempotency_key: 'k', source_id: 'cnon:card-nonce-ok', amount_money: { amount: 5000, currency: 'USD' } };
  const headers = { authorization: 'Bearer t', 'content-type': 'application/json' };
  return {
    operations: 1_000,
    baseline: () => leanRequest(agent, url, 'POST', body, { authorization: 'Bearer t' }),
    library: async () => (await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) })).json(),
  };
}

/** `run.js libraries`: what nodemailer's composer, qrcode's mask choice, Node's fetch and passkit-generator cost per operation. */
export async function librariesBench() {
  const server = new Worker(PAYMENT_SERVER, { eval: true });
  const port = await new Promise<number>((resolve) => server.once('message', resolve));
  const keysDir = mkdtempSync(join(tmpdir(), 'gv-bench-pass-keys-'));
  try {
    return {
      composeEmail: await inTurns(composeEmail),
      makeQrSymbol: await inTurns(makeQrSymbol),
      squareCall: await inTurns(squareCalls(`http://127.0.0.1:${port}/v2/payments`)),
      applePass: await inTurns(applePasses(keysDir)),
    };
  } finally {
    await server.terminate();
    rmSync(keysDir, { recursive: true, force: true });
  }
}
