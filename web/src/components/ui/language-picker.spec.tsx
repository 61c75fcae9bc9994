import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { LanguagePicker } from './language-picker';
import { renderWith } from '../../test-support/render-with';

describe('LanguagePicker', () => {
  it('offers each language in its own words and remembers the pick', () => {
    localStorage.clear();
    renderWith(<LanguagePicker />, { locale: 'en' });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    expect(Array.from(select.options, (option) => option.textContent)).toEqual(['English', 'Español', 'Français']);
    fireEvent.change(select, { target: { value: 'fr' } });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Langue' }).value).toBe('fr');
    expect(localStorage.getItem('gv.locale')).toBe('fr');
  });
});
