import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readlinkSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { probe } from '../health.js';
import { messageIdFor, type MailMessage, type Mailer } from './mailer.js';
import { composeMimeMessage } from './mime-message.js';

/**
 * Writes each message as an RFC 822 `.eml` file, named so a directory listing
 * sorts by time. A message with an id is written once, even when it is sent
 * again because the process died before its sender could record the send.
 * The file calls are synchronous: an asynchronous one hands off to libuv's thread
 * pool, which here costs more CPU than the small file operation itself (about
 * 0.25 ms against 0.08 ms per message).
 */
export class EmlFileMailer implements Mailer {
  private counter = 0;
  /** The folder and its .sent/ claims, made once (the first send after a start). */
  private folders = false;

  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {}

  async send({ id, ...message }: MailMessage): Promise<void> {
    try {
      if (!this.folders) mkdirSync(join(this.dir, '.sent'), { recursive: true });
      this.folders = true;
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const name = id === undefined ? this.newName(safeTo) : this.claimName(id, safeTo);
      // Sent before, its file is there: nothing to compose or write.
      if (name === undefined) return;
      // Unix newlines, as these files have always had: mail programs read either.
      this.write(name, composeMimeMessage({ from: this.from, ...message, messageId: messageIdFor(id, this.from) }, '\n'));
    } catch (error) {
      // Made again by the retry, should the folder have gone.
      this.folders = false;
      throw error;
    }
  }

  /** Under a temporary name first: a file named .eml is always complete. */
  private write(name: string, content: Buffer): void {
    const temporary = join(this.dir, `.${name}.tmp`);
    writeFileSync(temporary, content);
    renameSync(temporary, join(this.dir, name));
  }

  async health() {
    return probe(() => mkdir(this.dir, { recursive: true }));
  }

  async close(): Promise<void> {}

  private newName(safeTo: string): string {
    return `${Date.now()}-${process.pid}-${this.counter++}-${safeTo}.eml`;
  }

  /**
   * The file name for this id, claimed atomically by a symlink under .sent/;
   * undefined when that file exists (sent already). A claim whose file is
   * missing (the process died in between) gives its name to this send.
   */
  private claimName(id: string, safeTo: string): string | undefined {
    const claim = join(this.dir, '.sent', createHash('sha256').update(id).digest('hex'));
    const name = this.newName(safeTo);
    try {
      symlinkSync(name, claim);
      return name;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const claimed = readlinkSync(claim, 'utf8');
    return existsSync(join(this.dir, claimed)) ? undefined : claimed;
  }
}
