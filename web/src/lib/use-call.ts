import { useState } from 'react';

export type CallState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string; fields?: Record<string, string> };

/**
 * One call a screen makes on a click (no data to keep in the store): its state, and `run`, which makes the call and
 * keeps the message it answered or failed with.
 */
export function useCall(): [CallState, (call: () => Promise<{ message: string }>) => Promise<void>] {
  const [state, setState] = useState<CallState>({ status: 'idle' });
  const run = async (call: () => Promise<{ message: string }>) => {
    setState({ status: 'busy' });
    try {
      setState({ status: 'done', message: (await call()).message });
    } catch (error) {
      setState({ status: 'failed', message: (error as Error).message, fields: (error as { fields?: Record<string, string> }).fields });
    }
  };
  return [state, run];
}
