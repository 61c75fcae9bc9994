import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PasswordField } from './password-input';

function Password({ error }: { error?: string | null }) {
  const [password, setPassword] = useState('');
  return <PasswordField label="Password" placeholder="Enter your password" error={error} value={password} onValue={setPassword} />;
}

describe('PasswordField', () => {
  it('ties its label to a hidden-text input that takes what is typed', () => {
    render(<Password />);
    const input = screen.getByLabelText<HTMLInputElement>('Password');
    expect(input.type).toBe('password');
    fireEvent.input(input, { target: { value: 'secret-1' } });
    expect(input.value).toBe('secret-1');
  });

  it('shows and hides the password with its toggle, saying which it will do', () => {
    render(<Password />);
    const input = screen.getByLabelText<HTMLInputElement>('Password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(hide);
    expect(input.type).toBe('password');
  });

  it('shows its error and marks the input invalid, described by the message', () => {
    render(<Password error="Password is required" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Password is required');
    expect(screen.getByText('Password is required')).toBe(described);
  });
});
