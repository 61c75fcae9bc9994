import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { probe } from '../health.js';
import type { SmsMessage, SmsSender } from './sms-sender.js';

/**
 * Writes each text as a JSON file (`{to, body, sentAt}`) beside the `.eml` files, named so a listing sorts by time:
 * DATA_DIR/sms/<time>-<to>.json, readable by the platform's user only (texts carry codes).
 */
export class FileSmsSender implements SmsSender {
  private counter = 0;

  constructor(private readonly dir: string) {}

  async send({ to, body }: SmsMessage): Promise<void> {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    const path = join(this.dir, `${Date.now()}-${process.pid}-${this.counter++}-${to.replace(/[^0-9+]/g, '_')}.json`);
    // Under a temporary name first: a file under its final name is always complete.
    writeFileSync(`${path}.tmp`, JSON.stringify({ to, body, sentAt: new Date().toISOString() }), { mode: 0o600 });
    renameSync(`${path}.tmp`, path);
  }

  health() {
    return probe(() => mkdir(this.dir, { recursive: true }));
  }
}
