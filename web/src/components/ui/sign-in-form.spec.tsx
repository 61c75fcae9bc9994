import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Credentials } from '@gv/proto';
import { SignInForm } from './sign-in-form';

function renderForm(checkWhileTyping = false) {
  const onSubmit = jest.fn((credentials: Credentials) => credentials);
  render(
    <SignInForm
      idPrefix="login"
      pending={false}
      onSubmit={onSubmit}
      forgotPasswordHref="/forgot-password"
      forgotClassName="auth-card__forgot"
      submitClassName="btn"
      emailAutoComplete="email"
      checkWhileTyping={checkWhileTyping}
    />,
  );
  return onSubmit;
}

describe('SignInForm', () => {
  it('says which fields are missing on Sign In and sends nothing', () => {
    const onSubmit = renderForm();
    expect(screen.queryByText('Email is required')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the email trimmed and the password as typed', () => {
    const onSubmit = renderForm();
    fireEvent.input(screen.getByPlaceholderText('Enter your email'), { target: { value: '  owner@cafe.test ' } });
    fireEvent.input(screen.getByPlaceholderText('Enter your password'), { target: { value: ' pass word ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'owner@cafe.test', password: ' pass word ' });
  });

  it('with checkWhileTyping, says a field is required once it is left empty', () => {
    renderForm(true);
    const email = screen.getByLabelText('Email');
    fireEvent.blur(email);
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.queryByText('Password is required')).toBeNull();
  });

  it('links to the forgot-password page', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
  });
});
