import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A notification URL that records what it receives and answers the statuses it is told to, then 200. */
export class Receiver {
  readonly received: Received[] = [];
  private statuses: number[] = [];
  private server!: Server;
  url = '';

  static async start(): Promise<Receiver> {
    const receiver = new Receiver();
    receiver.server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      receiver.received.push({ path: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(receiver.statuses.shift() ?? 200).end();
    });
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`;
    return receiver;
  }

  answerNext(...statuses: number[]): void {
    this.statuses.push(...statuses);
  }

  ofType(type: string): Received[] {
    return this.received.filter((r) => JSON.parse(r.body).type === type);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
