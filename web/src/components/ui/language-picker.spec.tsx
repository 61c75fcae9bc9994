import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { LocaleProvider } from '../../lib/i18n';
import { LanguagePicker } from './language-picker';

describe('LanguagePicker', () => {
  it('offers each language in its own words and remembers the pick', () => {
    localStorage.clear();
    render(
      <LocaleProvider initial="en">
        <LanguagePicker />
      </LocaleProvider>,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    expect(Array.from(select.options, (option) => option.textContent)).toEqual(['English', 'Español', 'Français']);
    fireEvent.change(select, { target: { value: 'fr' } });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Langue' }).value).toBe('fr');
    expect(localStorage.getItem('gv.locale')).toBe('fr');
  });
});
