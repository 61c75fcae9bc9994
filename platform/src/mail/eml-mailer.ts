import { createHash } from 'node:crypto';
import { mkdir, readlink, rename, stat, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { probe } from '../health.js';
import { messageIdFor, type MailMessage, type Mailer } from './mailer.js';
import { composeMimeMessage } from './mime-message.js';

/**
 * Writes each message as an RFC 822 `.eml` file, named so a directory listing
 * sorts by time. A message with an id is written once, even when it is sent
 * again because the process died before its sender could record the send.
 */
export class EmlFileMailer implements Mailer {
  private counter = 0;
  /** The folder and its .sent/ claims, made once (the first send after a start). */
  private folders?: Promise<unknown>;

  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {}

  async send({ id, ...message }: MailMessage): Promise<void> {
    // Unix newlines, as these files have always had: mail programs read either.
    const content = composeMimeMessage({ from: this.from, ...message, messageId: messageIdFor(id, this.from) }, '\n');
    this.folders ??= mkdir(join(this.dir, '.sent'), { recursive: true });
    try {
      await this.folders;
      await this.write(content, message.to, id);
    } catch (error) {
      // Made again by the retry, should the folder have gone (or never been made).
      this.folders = undefined;
      throw error;
    }
  }

  private async write(content: Buffer, to: string, id: string | undefined): Promise<void> {
    const safeTo = to.replace(/[^a-z0-9@._-]/gi, '_');
    const name = id === undefined ? this.newName(safeTo) : await this.claimName(id, safeTo);
    if (name === undefined) return;
    // Written under a temporary name first: a file named .eml is always complete.
    const temporary = join(this.dir, `.${name}.tmp`);
    await writeFile(temporary, content);
    await rename(temporary, join(this.dir, name));
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
  private async claimName(id: string, safeTo: string): Promise<string | undefined> {
    const claim = join(this.dir, '.sent', createHash('sha256').update(id).digest('hex'));
    const name = this.newName(safeTo);
    try {
      await symlink(name, claim);
      return name;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const claimed = await readlink(claim);
    const written = await stat(join(this.dir, claimed)).then(
      () => true,
      () => false,
    );
    return written ? undefined : claimed;
  }
}
