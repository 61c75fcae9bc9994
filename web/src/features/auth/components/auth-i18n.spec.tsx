import { describe, expect, it } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import { passwordMessages, translate, twoStepMessages } from '@gv/proto';
import type { Locale } from '@gv/proto';
import { authSlice } from '../auth-slice';
import { authPagesMessages } from './auth-pages.messages';
import { LoginPage } from './login-page';
import { NewPasswordFields } from './new-password-fields';
import { renderWith } from '../../../test-support/render-with';

function renderLogin(locale?: Locale) {
  const store = configureStore({
    reducer: { auth: authSlice.reducer },
    preloadedState: { auth: { ...authSlice.reducer(undefined, { type: 'init' }), status: 'unauthenticated' as const } },
  });
  return renderWith(<LoginPage />, { locale, store });
}

describe('the sign-in pages in three languages', () => {
  it('asks a French visitor to sign in in French', () => {
    renderLogin('fr');
    expect(screen.getByRole('heading', { name: 'Connexion à Giftcard Vault' })).toBeTruthy();
    expect(screen.getByText('Veuillez vous connecter pour continuer')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "← Retour à l'accueil" })).toBeTruthy();
  });

  it('keeps the English words of the spec', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Login to Giftcard Vault' })).toBeTruthy();
    expect(screen.getByText('New to Giftcard Vault?', { exact: false }).textContent).toBe('New to Giftcard Vault? Create an account');
  });

  it('gives the password rule in Spanish', () => {
    const pair = { password: '', confirm: '', setPassword: () => {}, setConfirm: () => {} };
    renderWith(<NewPasswordFields labels={['Contraseña nueva', 'Confirma la contraseña nueva']} pair={pair} errors={{}} />, { locale: 'es' });
    expect(screen.getByText(translate(passwordMessages, 'es', 'rule'))).toBeTruthy();
    expect(translate(passwordMessages, 'es', 'rule')).toMatch(/^Al menos 10 caracteres\./);
  });

  it('says which account forgot its password, in French', () => {
    expect(translate(authPagesMessages, 'fr', 'forgotSubtitle', { realm: 'super' })).toMatch(/compte super administrateur/);
    expect(translate(authPagesMessages, 'en', 'forgotSubtitle', { realm: 'business' })).toBe(
      "Enter the email of your business account and we'll email you a link to choose a new password.",
    );
    expect(translate(twoStepMessages, 'fr', 'wrongCode')).toMatch(/^Ce code n'est pas correct/);
  });
});
