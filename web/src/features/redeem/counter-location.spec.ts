import { describe, expect, it } from '@jest/globals';
import type { Location } from '@gv/proto';
import { counterLocations, locationToSend, startingLocation } from './counter-location';

const place = (id: string, archived = false): Location => ({ id, name: `Place ${id}`, address: '1 Main St', timeZone: 'UTC', archived });

describe("the counter's location", () => {
  it('offers the open locations, and of those only a clerk’s own when they have some', () => {
    const all = [place('a'), place('b'), place('c', true)];
    expect(counterLocations(all, []).map(({ id }) => id)).toEqual(['a', 'b']);
    expect(counterLocations(all, ['b', 'c']).map(({ id }) => id)).toEqual(['b']);
  });

  it('starts where this device was last, while that location is still offered', () => {
    const offered = [place('a'), place('b')];
    expect(startingLocation(offered, 'b')).toBe('b');
    expect(startingLocation(offered, 'gone')).toBeNull();
    expect(startingLocation(offered, null)).toBeNull();
  });

  it('starts at the only location offered without asking', () => {
    expect(startingLocation([place('a')], null)).toBe('a');
    expect(startingLocation([], 'a')).toBeNull();
  });

  it('sends the chosen location; waits for a choice among several; sends none when there is none to tell', () => {
    expect(locationToSend([place('a'), place('b')], 'b')).toEqual({ locationId: 'b' });
    expect(locationToSend([place('a'), place('b')], null)).toBeNull();
    expect(locationToSend([], null)).toEqual({});
    expect(locationToSend(null, null)).toEqual({});
  });
});
