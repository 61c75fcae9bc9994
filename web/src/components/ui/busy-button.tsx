import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

type BusyButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  type: 'button' | 'submit';
  /** Its work is under way: the button waits, with a spinner before its words. */
  busy: boolean;
};

/** A button whose action takes a while; `disabled` adds the other reasons it cannot be pressed yet. */
export function BusyButton({ busy, disabled = false, children, ...button }: BusyButtonProps) {
  return (
    <button {...button} disabled={busy || disabled}>
      {busy && <Spinner />}
      {children}
    </button>
  );
}
