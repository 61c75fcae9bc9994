import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { forbiddenRoleMessage, locationMessages, TEAM_MESSAGES, teamMessages, translate, wrongLocationMessage } from '@gv/proto';
import { teamPageMessages } from '../team.messages';
import { RoleField } from './role-field';
import { renderWith } from '../../../test-support/render-with';

describe('the team screens in three languages', () => {
  it('offers the roles in Spanish, with what each may do', () => {
    renderWith(<RoleField value="clerk" onChange={() => {}} />, { locale: 'es' });
    expect(screen.getByRole('combobox', { name: 'Rol' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Dependiente' }).getAttribute('value')).toBe('clerk');
    expect(screen.getByText('Solo el mostrador: escanear, canjear y liquidar tarjetas.')).toBeTruthy();
  });

  it('keeps the English roles', () => {
    render(<RoleField value="owner" onChange={() => {}} />);
    expect(screen.getByRole('option', { name: 'Owner' })).toBeTruthy();
    expect(screen.getByText('Everything, including the team, settings and payments.')).toBeTruthy();
  });

  it('says the server’s team and location messages in each language, English unchanged', () => {
    expect(forbiddenRoleMessage('clerk')).toBe('Your role (clerk) cannot do this. Ask the owner.');
    expect(translate(teamMessages, 'es', 'forbiddenRole', { role: 'clerk' })).toBe(
      'Tu rol (dependiente) no puede hacer esto. Pídeselo al propietario.',
    );
    expect(translate(teamMessages, 'fr', 'forbiddenRole', { role: 'manager' })).toMatch(/^Votre rôle \(responsable\)/);
    expect(TEAM_MESSAGES.tooManyStaff).toBe('A business has at most 200 staff');
    expect(translate(teamMessages, 'fr', 'tooManyLocations', { max: 100 })).toBe('Une entreprise compte au plus 100 établissements');
    expect(wrongLocationMessage('Downtown')).toBe("This gift card can't be used at Downtown.");
    expect(translate(locationMessages, 'es', 'wrongLocation', { location: 'Centro' })).toBe('Esta tarjeta regalo no se puede usar en Centro.');
    expect(translate(teamPageMessages, 'fr', 'inviteLead', { days: 7 })).toMatch(/valable 7 jours\.$/);
  });
});
