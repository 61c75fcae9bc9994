import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from './modal';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Redemption history
      </button>
      <input type="search" aria-label="Search orders" />
      <Modal open={open} title="Redemption History" onClose={() => setOpen(false)}>
        <input aria-label="Note" />
      </Modal>
    </>
  );
}

/** What the browser does between two tasks: the microtasks run, no timer does. */
const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('Modal', () => {
  it('moves focus in on open, and back to the opener as Escape closes it, before any later task could move it elsewhere', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Redemption history' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Note' }));

    // A native key press, as the browser delivers it: no test helper flushes the effects afterwards.
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await microtasks();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    // Focus the user moves next stays where they put it.
    const search = screen.getByRole('searchbox', { name: 'Search orders' });
    search.focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(search);
  });
});
