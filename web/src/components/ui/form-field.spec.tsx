import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { FormField, SelectField, TextAreaField, TextField } from './form-field';

/** A field whose value the test can type into, as the screens hold theirs. */
function ControlledName({ error }: { error?: string | null }) {
  const [name, setName] = useState('');
  return <TextField label="Business name" hint="As on your sign" error={error} placeholder="e.g. The Golden Fork" value={name} onValue={setName} />;
}

describe('TextField', () => {
  it('ties its label to the input, so the input is found by its label', () => {
    render(<ControlledName />);
    const input = screen.getByLabelText('Business name');
    expect(input.tagName).toBe('INPUT');
    expect(input).toBe(screen.getByPlaceholderText('e.g. The Golden Fork'));
  });

  it('shows what is typed', () => {
    render(<ControlledName />);
    const input = screen.getByLabelText<HTMLInputElement>('Business name');
    fireEvent.input(input, { target: { value: 'The Golden Fork' } });
    expect(input.value).toBe('The Golden Fork');
  });

  it('is valid and described by its hint while there is no error', () => {
    render(<ControlledName />);
    const input = screen.getByLabelText('Business name');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(accessibleDescription(input)).toBe('As on your sign');
  });

  it('shows its error and announces it with the input: invalid, described by the message', () => {
    render(<ControlledName error="Business name is required" />);
    const input = screen.getByLabelText('Business name');
    expect(screen.getByText('Business name is required')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(accessibleDescription(input)).toBe('Business name is required As on your sign');
  });

  it('keeps a given id, so error ids follow it', () => {
    render(<TextField id="login-email" label="Email" error="Email is required" value="" onChange={() => {}} />);
    const input = screen.getByLabelText('Email');
    expect(input.id).toBe('login-email');
    expect(input.getAttribute('aria-describedby')).toBe('login-email-error');
    expect(document.getElementById('login-email-error')?.textContent).toBe('Email is required');
  });

  it('says "(optional)" in the label of an optional field', () => {
    render(<TextField label="Phone" optional value="" onChange={() => {}} />);
    expect(screen.getByLabelText('Phone (optional)')).toBeTruthy();
  });

  it('passes input attributes through and calls onChange with the typed value', () => {
    const onChange = jest.fn((value: string) => value);
    render(<TextField label="Email" type="email" name="email" autoComplete="email" value="" onChange={(e) => onChange(e.target.value)} />);
    const input = screen.getByLabelText<HTMLInputElement>('Email');
    expect(input.type).toBe('email');
    expect(input.name).toBe('email');
    fireEvent.input(input, { target: { value: 'a@b.co' } });
    expect(onChange).toHaveBeenCalledWith('a@b.co');
  });
});

describe('SelectField', () => {
  it('is a labelled select whose choice changes', () => {
    function Tag() {
      const [tag, setTag] = useState('');
      return (
        <SelectField label="Business type" value={tag} onValue={setTag} error={tag ? null : 'Business type is required'}>
          <option value="">Select a type</option>
          <option value="Hotel">Hotel</option>
        </SelectField>
      );
    }
    render(<Tag />);
    const select = screen.getByLabelText<HTMLSelectElement>('Business type');
    expect(select.tagName).toBe('SELECT');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(select, { target: { value: 'Hotel' } });
    expect(select.value).toBe('Hotel');
    expect(select.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Business type is required')).toBeNull();
  });
});

describe('TextAreaField', () => {
  it('is a labelled textarea that keeps its rows and takes text', () => {
    function Notes() {
      const [notes, setNotes] = useState('');
      return <TextAreaField label="Notes" optional rows={4} value={notes} onValue={setNotes} />;
    }
    render(<Notes />);
    const area = screen.getByLabelText<HTMLTextAreaElement>('Notes (optional)');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.rows).toBe(4);
    fireEvent.input(area, { target: { value: 'Open late' } });
    expect(area.value).toBe('Open late');
  });
});

describe('FormField', () => {
  it('gives a hand-built control (an input with a button beside it) the same label, error and description', () => {
    render(
      <FormField label="Gift card code" hint="Type the code under the QR code" error="Card not found">
        {(control) => (
          <div>
            <input {...control} className="input" />
            <button type="submit">Look up</button>
          </div>
        )}
      </FormField>,
    );
    const input = screen.getByLabelText('Gift card code');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(accessibleDescription(input)).toBe('Card not found Type the code under the QR code');
  });
});

/** The text a screen reader reads after the name: the elements aria-describedby points at, in order. */
function accessibleDescription(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('TextField with a unit', () => {
  it('shows the unit beside the value but names the input by its label alone', () => {
    render(<TextField label="Amount ($)" startText="$" value="50.00" onChange={() => {}} />);
    const input = screen.getByLabelText<HTMLInputElement>('Amount ($)');
    expect(input.value).toBe('50.00');
    expect(screen.getByText('$').getAttribute('aria-hidden')).toBe('true');
  });
});
