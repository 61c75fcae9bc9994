import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SquareError, WebhooksHelper } from 'square';

/** Square's Money for an amount of US cents, as the square SDK takes it. */
export const usd = (cents: number) => ({ amount: BigInt(cents), currency: 'USD' as const });

/** What the SDK throws for a non-2xx answer; fails the test when the call succeeds. */
export async function squareError(call: Promise<unknown>): Promise<SquareError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof SquareError) return error;
    throw error;
  }
  throw new Error('expected the call to fail with a SquareError');
}

/** Whether a received notification carries Square's signature for this key and notification URL (the SDK checks). */
export function signedBy(delivery: { headers: IncomingHttpHeaders; body: string }, signatureKey: string, notificationUrl: string): Promise<boolean> {
  return WebhooksHelper.verifySignature({
    requestBody: delivery.body,
    signatureHeader: delivery.headers['x-square-hmacsha256-signature'] as string,
    signatureKey,
    notificationUrl,
  });
}

/** An emulator state file in a folder of its own for each test of the calling block, removed after the test. */
export function stateFilePerTest(prefix: string): () => string {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), prefix));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  return () => join(dir, 'square.jsonl');
}
