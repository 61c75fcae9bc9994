import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useStateFor } from './use-state-for';

/** A code field for the code sent last, as the counter's redeem form has one. */
function CodeField({ sentFor }: { sentFor: string }) {
  const [code, setCode] = useStateFor(sentFor, '');
  return <input aria-label="Code" value={code} onChange={(event) => setCode(event.target.value)} />;
}

describe('state kept for one key', () => {
  it('keeps what was typed while the key stays, and starts afresh in the same render when it changes', () => {
    const { rerender } = render(<CodeField sentFor="redeem 5" />);
    const field = screen.getByLabelText<HTMLInputElement>('Code');
    fireEvent.input(field, { target: { value: '123456' } });
    rerender(<CodeField sentFor="redeem 5" />);
    expect(field.value).toBe('123456');
    rerender(<CodeField sentFor="redeem 10" />);
    expect(field.value).toBe('');
  });
});
