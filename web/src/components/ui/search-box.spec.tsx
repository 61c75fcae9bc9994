import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SearchBox } from './search-box';

function Search({ clearable = false }: { clearable?: boolean }) {
  const [search, setSearch] = useState('');
  return <SearchBox value={search} onChange={setSearch} placeholder="Search Gift Cards..." label="Search Gift Cards" clearable={clearable} />;
}

describe('SearchBox', () => {
  it('is a search input named for screen readers that takes what is typed', () => {
    render(<Search />);
    const input = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search Gift Cards' });
    fireEvent.input(input, { target: { value: 'brunch' } });
    expect(input.value).toBe('brunch');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('when clearable, offers "Clear search" only while there is text, and empties the box', () => {
    render(<Search clearable />);
    const input = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search Gift Cards' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    fireEvent.input(input, { target: { value: 'brunch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input.value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });
});
