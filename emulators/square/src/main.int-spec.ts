import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SquareClient } from 'square';
import { TEST_SOURCES } from './test-sources';
import { requireBuilt } from '../../../test/built';

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));

function run(args: string[]) {
  const child = spawn(process.execPath, [main, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) => {
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('exit', (code) => resolve({ code, stderr }));
  });
  const firstLine = new Promise<string>((resolve) => createInterface({ input: child.stdout }).once('line', resolve));
  return { child, exited, firstLine };
}

// Needs `npx tsc -b tsconfig.build.json` (npm test builds first).
requireBuilt(main);

describe('square-emulator command (dist/main.js), for distributed mode', () => {
  it('prints its URL, takes payments through the SDK there, opens a dispute and lists payments by its control routes, and stops on SIGTERM', async () => {
    const { child, exited, firstLine } = run(['--port', '0', '--access-token', 'cli-token']);
    const url = await firstLine;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const client = new SquareClient({ token: 'cli-token', baseUrl: url });
    const { payment } = await client.payments.create({ sourceId: TEST_SOURCES.cardOk, idempotencyKey: 'cli-1', amountMoney: { amount: 100n, currency: 'USD' } });
    expect(payment!.status).toBe('COMPLETED');
    const opened = await fetch(`${url}/emulator/disputes`, { method: 'POST', body: JSON.stringify({ payment_id: payment!.id }) });
    const { dispute } = await client.disputes.get({ disputeId: ((await opened.json()) as { dispute: { id: string } }).dispute.id });
    expect(dispute!.state).toBe('EVIDENCE_REQUIRED');
    expect(await (await fetch(`${url}/emulator/stats`)).json()).toMatchObject({ charges: 1, disputes: 1 });
    // Tools outside the process (the chaos run against a cluster) read every merchant's payments by the control route.
    expect(await (await fetch(`${url}/emulator/payments`)).json()).toEqual({ payments: [expect.objectContaining({ id: payment!.id, status: 'COMPLETED' })] });

    child.kill('SIGTERM');
    expect((await exited).code).toBe(0);
  });

  it('refuses bad arguments with one message naming each', async () => {
    const { exited } = run(['--port', 'x', '--webhook-url', 'http://127.0.0.1:1/hook']);
    const { code, stderr } = await exited;

    expect(code).toBe(2);
    expect(stderr).toContain('--port must be 0..65535');
    expect(stderr).toContain('--webhook-url and --webhook-signature-key go together');
  });
});
