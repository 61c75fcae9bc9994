import { recordFile } from '../updates/record-file.js';
import type { ApplePush } from './apple-push.js';

/** The zero-install adapter: each push as a file (`{topic, pushToken, payload}`), where tests and a curious operator see it. */
export class FileApplePush implements ApplePush {
  constructor(private readonly dir: string) {}

  notify(topic: string, pushTokens: string[]): Promise<string[]> {
    for (const pushToken of pushTokens) recordFile(this.dir, { topic, pushToken, payload: {} });
    return Promise.resolve([]);
  }
}
