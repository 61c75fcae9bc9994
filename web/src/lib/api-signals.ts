/** What one refused admin call means for the whole app, not only for the screen that made it. */
export type ApiSignal =
  /** The session is gone (the owner removed this person, it expired, they signed out elsewhere). */
  | { kind: 'sessionEnded'; message: string }
  /** The person's role may not make the call (403 FORBIDDEN_ROLE). */
  | { kind: 'forbiddenRole'; message: string };

type Listener = (signal: ApiSignal) => void;

const listeners = new Set<Listener>();

/** Hears every signal from now on; answers the function that stops listening. */
export function listenToApiSignals(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sendApiSignal(signal: ApiSignal): void {
  for (const listener of listeners) listener(signal);
}
