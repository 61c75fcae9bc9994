import { useState } from 'react';

/**
 * State that starts afresh whenever `key` changes, decided as the component renders. An effect that cleared it would
 * run a frame later (Preact runs passive effects after a paint) and erase what was typed in between.
 */
export function useStateFor<T>(key: string, initial: T): [T, (value: T) => void] {
  const [held, setHeld] = useState({ key, value: initial });
  const value = held.key === key ? held.value : initial;
  return [value, (next: T) => setHeld({ key, value: next })];
}
