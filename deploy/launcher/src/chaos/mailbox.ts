import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The platform's mail folder (DATA_DIR/mail: one .eml file per message, its name ending with the address it went to). */
export class Mailbox {
  private readonly seen = new Set<string>();

  constructor(readonly dir: string) {}

  /** Every message file's name; none while the folder does not exist yet. */
  names(): string[] {
    try {
      return readdirSync(this.dir).filter((name) => name.endsWith('.eml'));
    } catch {
      return [];
    }
  }

  read(name: string): string {
    return readFileSync(join(this.dir, name), 'utf8');
  }

  /** The redeem code of a message to `to` not taken before, waiting up to `timeoutMs` for one to arrive. */
  async nextOtp(to: string, timeoutMs: number): Promise<string | undefined> {
    const deadline = Date.now() + timeoutMs;
    const suffix = `-${to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`;
    while (Date.now() < deadline) {
      for (const name of this.names().filter((each) => each.endsWith(suffix) && !this.seen.has(each))) {
        const otp = /^Subject: (\d{6}) is your code to redeem/m.exec(this.read(name))?.[1];
        if (!otp) continue;
        this.seen.add(name);
        return otp;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return undefined;
  }
}
