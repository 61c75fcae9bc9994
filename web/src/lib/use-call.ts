import { useState } from 'react';
import { ApiError, errorMessage } from './api-client';

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

/**
 * A form's sending: `saving` while `work` runs; when the server refuses, its message (`failure` when it gave none) as
 * `error` and its messages per field as `fields`. A form may set both from its own checks before sending.
 */
export function useFormSend(failure: string) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const send = async (work: () => Promise<void>) => {
    setSaving(true);
    try {
      await work();
    } catch (refused) {
      setFields(refused instanceof ApiError && refused.fields ? refused.fields : {});
      setError(errorMessage(refused, failure));
    } finally {
      setSaving(false);
    }
  };
  return { saving, error, setError, fields, setFields, send };
}
