import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** How long the compiler thread waits for another template before it ends. */
const IDLE_MS = 10_000;
const MJML_URL = pathToFileURL(createRequire(import.meta.url).resolve('mjml')).href;

/** The thread: MJML loaded once; each message a template, each answer its HTML or why it is not valid. */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const mjml2html = import(workerData).then((mjml) => mjml.default);
parentPort.on('message', async ({ id, template }) => {
  try {
    const { html } = await (await mjml2html)(template, { validationLevel: 'strict', keepComments: false });
    parentPort.postMessage({ id, html });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});`;

interface CompilerThread {
  worker: Worker;
  pending: Map<number, { resolve(html: string): void; reject(error: Error): void }>;
  idle?: NodeJS.Timeout;
}

let thread: CompilerThread | undefined;
let nextId = 0;

/**
 * HTML from an MJML template, compiled on a thread of its own that ends once no template has come for IDLE_MS: MJML
 * is about 18 MB of heap and 90 MB resident while loaded, and a process compiles each of its few templates once
 * (mjml-template.ts), so it need not keep MJML for the rest of its life (decision 0057).
 */
export function compileMjml(template: string): Promise<string> {
  const current = (thread ??= startThread());
  clearTimeout(current.idle);
  const id = nextId++;
  return new Promise((resolve, reject) => {
    current.pending.set(id, { resolve, reject });
    current.worker.postMessage({ id, template });
  });
}

function startThread(): CompilerThread {
  const worker = new Worker(THREAD, { eval: true, workerData: MJML_URL });
  worker.unref();
  const state: CompilerThread = { worker, pending: new Map() };
  const end = (error: Error) => {
    if (thread === state) thread = undefined;
    for (const { reject } of state.pending.values()) reject(error);
    state.pending.clear();
  };
  worker.on('message', ({ id, html, error }: { id: number; html?: string; error?: string }) => {
    const answer = state.pending.get(id);
    state.pending.delete(id);
    if (error !== undefined) answer?.reject(new Error(`Invalid email template: ${error}`));
    else answer?.resolve(html!);
    if (state.pending.size > 0) return;
    state.idle = setTimeout(() => {
      end(new Error('The MJML compiler thread ended'));
      void worker.terminate();
    }, IDLE_MS).unref();
  });
  worker.on('error', end);
  worker.on('exit', () => end(new Error('The MJML compiler thread ended')));
  return state;
}
