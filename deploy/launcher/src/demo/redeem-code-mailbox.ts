import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const REDEEM_CODE_SUBJECT = /^Subject: (\d{6}) is your code to redeem/m;
const POLL_MS = 100;

/**
 * The holders' inboxes, as far as the seed needs them: the one-time redeem codes the platform mails, read from
 * the .eml files its file mailer writes under DATA_DIR/mail (named `<time>-…-<address>.eml`, so they sort by time).
 */
export class RedeemCodeMailbox {
  constructor(private readonly dir: string) {}

  /** The holder's messages so far, to tell the next one from. */
  async messagesTo(email: string): Promise<Set<string>> {
    const files = await readdir(this.dir).catch(() => [] as string[]);
    return new Set(files.filter((file) => file.endsWith(`-${email}.eml`)));
  }

  /** The code in the first redeem-code message to `email` that is not in `before`; waits for it up to `timeoutMs`. */
  async nextCode(email: string, before: Set<string>, timeoutMs = 20_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (const file of [...(await this.messagesTo(email))].filter((name) => !before.has(name)).sort()) {
        const code = REDEEM_CODE_SUBJECT.exec(await readFile(join(this.dir, file), 'utf8'))?.[1];
        if (code) return code;
      }
      if (Date.now() > deadline) throw new Error(`no redeem code reached ${email} in ${this.dir} within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
