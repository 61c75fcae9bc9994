import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { probe } from '../health.js';
import type { MailMessage, Mailer } from './mailer.js';

/** Writes each message as an RFC 822 `.eml` file, named so a directory listing sorts by time. */
export class EmlFileMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  private counter = 0;

  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    await mkdir(this.dir, { recursive: true });
    const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
    const name = `${Date.now()}-${process.pid}-${this.counter++}-${safeTo}.eml`;
    await writeFile(join(this.dir, name), info.message as Buffer);
  }

  async health() {
    return probe(() => mkdir(this.dir, { recursive: true }));
  }

  async close(): Promise<void> {}
}
