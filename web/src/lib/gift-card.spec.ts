import { describe, expect, it } from '@jest/globals';
import { usableAtLine } from './gift-card';

describe('where a card type can be used, as a buyer reads it', () => {
  it('names the locations of a limited card type, in order', () => {
    expect(
      usableAtLine({
        usableAt: [
          { id: 'u', name: 'Uptown' },
          { id: 'a', name: 'Airport' },
        ],
      }),
    ).toBe('Can be used at: Uptown, Airport');
  });

  it('says nothing of a card type usable at every location', () => {
    expect(usableAtLine({})).toBeNull();
    expect(usableAtLine({ usableAt: [] })).toBeNull();
  });
});
