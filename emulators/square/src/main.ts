#!/usr/bin/env node
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { startSquareEmulator } from './emulator.js';

/**
 * `square-emulator --port 0 [--host h] [--public-url u] [--state-file f] [--latency-ms n] [--access-token t …]
 * [--webhook-url u --webhook-signature-key k]` prints its URL on the first line of stdout.
 */
const { values } = parseOrExit({
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    'public-url': { type: 'string' },
    'state-file': { type: 'string' },
    'latency-ms': { type: 'string' },
    'access-token': { type: 'string', multiple: true },
    'webhook-url': { type: 'string' },
    'webhook-signature-key': { type: 'string' },
  },
});

function parseOrExit<T extends ParseArgsConfig>(config: T) {
  try {
    return parseArgs(config);
  } catch (error) {
    console.error(`square-emulator: ${(error as Error).message}`);
    process.exit(2);
  }
}

const problems: string[] = [];
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`--port must be 0..65535, got ${values.port}`);
const latencyMs = values['latency-ms'] === undefined ? undefined : Number(values['latency-ms']);
if (latencyMs !== undefined && !(latencyMs >= 0)) problems.push(`--latency-ms must be a number ≥ 0, got ${values['latency-ms']}`);
if (Boolean(values['webhook-url']) !== Boolean(values['webhook-signature-key'])) {
  problems.push('--webhook-url and --webhook-signature-key go together');
}
if (problems.length > 0) {
  console.error(`square-emulator: ${problems.join('; ')}`);
  process.exit(2);
}

const emulator = await startSquareEmulator({
  port,
  host: values.host,
  publicUrl: values['public-url'],
  stateFile: values['state-file'],
  latencyMs,
  accessTokens: values['access-token'],
  webhook: values['webhook-url'] ? { url: values['webhook-url'], signatureKey: values['webhook-signature-key']! } : undefined,
});
console.log(emulator.url);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void emulator.close().then(() => process.exit(0)));
}
