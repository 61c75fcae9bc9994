import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** A text as the file adapter wrote it under DATA_DIR/sms, oldest first. */
export interface SentText {
  to: string;
  body: string;
  sentAt: string;
}

export function readTexts(dataDir: string): SentText[] {
  const dir = join(dataDir, 'sms');
  const files = (() => {
    try {
      return readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
    } catch {
      return [];
    }
  })();
  return files.map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as SentText);
}

export interface TwilioStandIn {
  url: string;
  /** Messages it accepted: the form Twilio's library posted. */
  received: { accountSid: string; To: string; From?: string; MessagingServiceSid?: string; Body: string }[];
  close(): Promise<void>;
}

/**
 * A local stand-in of Twilio's REST API for the account `accountSid` with `authToken`: POST
 * /2010-04-01/Accounts/{sid}/Messages.json (form-encoded To, From, Body; HTTP Basic auth) answers 201 with a message
 * resource, a `To` that is not E.164 the 400 of error 21211, wrong credentials the 401 of error 20003; GET
 * /2010-04-01/Accounts/{sid}.json answers the account. As documented at twilio.com/docs/messaging/api/message-resource.
 */
export async function startTwilioStandIn(accountSid: string, authToken: string): Promise<TwilioStandIn> {
  const received: TwilioStandIn['received'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: object) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      if (request.headers.authorization !== expected) {
        return answer(401, { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 });
      }
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      if (request.method === 'GET' && path === `/2010-04-01/Accounts/${accountSid}.json`) {
        return answer(200, { sid: accountSid, friendly_name: 'Stand-in', status: 'active', type: 'Full', uri: path });
      }
      if (request.method === 'POST' && path === `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
        const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        if (!/^\+[1-9]\d{6,14}$/.test(form.To ?? '')) {
          return answer(400, { code: 21211, message: `Invalid 'To' Phone Number: ${form.To}`, more_info: 'https://www.twilio.com/docs/errors/21211', status: 400 });
        }
        received.push({ accountSid, To: form.To, From: form.From, MessagingServiceSid: form.MessagingServiceSid, Body: form.Body });
        const sid = `SM${String(received.length).padStart(32, '0')}`;
        return answer(201, { sid, account_sid: accountSid, to: form.To, from: form.From ?? null, body: form.Body, status: 'queued', num_segments: '1', direction: 'outbound-api', api_version: '2010-04-01', uri: `${path.replace('.json', '')}/${sid}.json` });
      }
      answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
