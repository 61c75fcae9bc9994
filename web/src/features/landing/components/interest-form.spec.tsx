import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWith } from '../../../test-support/render-with';
import { InterestForm } from './interest-form';

const realFetch = globalThis.fetch;
const sent: unknown[] = [];

/** The server answers every request with `status` and `body` (jsdom has no Response), and keeps what was sent. */
function serverAnswers(status: number, body: unknown) {
  globalThis.fetch = (async (_url: string, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    const text = JSON.stringify(body);
    return { ok: status < 400, status, json: async () => body, text: async () => text };
  }) as unknown as typeof fetch;
}

function fillIn() {
  const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
  type('Business name', ' The Golden Fork ');
  fireEvent.change(screen.getByLabelText('Business type'), { target: { value: 'Restaurant' } });
  type('Contact name', 'Rita Owner');
  type('Email', 'rita@goldenfork.example');
}

/** Submits, and lets the answer arrive and be drawn. */
async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit your request' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('the landing page\u2019s "Talk to us" form', () => {
  beforeAll(() => {
    // jsdom does not scroll.
    Element.prototype.scrollIntoView ??= () => {};
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    sent.length = 0;
  });

  it('sends the request trimmed, thanks the visitor and empties the form', async () => {
    serverAnswers(201, { message: 'Registration interest received' });
    renderWith(<InterestForm />);
    fillIn();
    await submit();
    expect(sent).toEqual([
      {
        businessName: 'The Golden Fork',
        businessType: 'Restaurant',
        contactName: 'Rita Owner',
        email: 'rita@goldenfork.example',
        phone: '',
        website: '',
        notes: '',
      },
    ]);
    expect(screen.getByText(/^Registration submitted successfully! Please check your email/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Business name').value).toBe('');
  });

  it('keeps what was typed when the server refuses, with its words beside the fields', async () => {
    serverAnswers(400, { message: 'Validation failed', fields: { email: 'Please enter a valid email address' } });
    renderWith(<InterestForm />);
    fillIn();
    await submit();
    expect(screen.getByText('Sorry, something went wrong. Please try again later.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Restaurant name').value).toBe(' The Golden Fork ');
    expect(screen.getByRole('button', { name: 'Submit your request' }).hasAttribute('disabled')).toBe(false);
  });
});
