import { describe, expect, it } from '@jest/globals';
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { fireEvent, screen } from '@testing-library/react';
import type { AdminUser } from '@gv/proto';
import { settingsActions, settingsReducer } from '../settings-slice';
import { BusinessProfileCard } from './business-profile-card';
import { renderWith } from '../../../test-support/render-with';

const user = {
  email: 'owner@example.com',
  restaurantName: 'Café Lumière',
  businessSlug: 'cafe-lumiere',
  timeZone: 'Europe/Paris',
  jurisdiction: 'US',
  contactEmail: 'owner@example.com',
  currency: 'USD',
  locale: 'fr',
  logoUrl: null,
} as unknown as AdminUser;

function renderCard(locale: 'es' | 'fr') {
  const actions: { type: string; payload?: unknown }[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as { type: string });
    return next(action);
  };
  const store = configureStore({
    reducer: { settings: settingsReducer },
    middleware: (defaults) => defaults({ serializableCheck: false }).concat(record),
  });
  renderWith(<BusinessProfileCard user={user} />, { locale, store });
  return actions;
}

describe('the business profile in Spanish and French', () => {
  it('speaks French, with the language choice among the profile fields', () => {
    renderCard('fr');
    expect(screen.getByRole('heading', { name: 'Profil de l’entreprise' })).toBeTruthy();
    const language = screen.getByLabelText('Langue') as HTMLSelectElement;
    expect(language.value).toBe('fr');
    expect([...language.options].map((option) => option.textContent)).toEqual(['English', 'Español', 'Français']);
    expect(screen.getByText(/les acheteurs peuvent en choisir une autre/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer le profil' })).toBeTruthy();
  });

  it('saves the chosen language with the profile', () => {
    const actions = renderCard('es');
    expect(screen.getByLabelText('Idioma')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Idioma'), { target: { value: 'es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    const save = actions.find((action) => action.type === settingsActions.saveRequest.type);
    expect(save?.payload).toMatchObject({ part: 'business', form: { locale: 'es', restaurantName: 'Café Lumière' } });
  });
});
