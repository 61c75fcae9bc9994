import { isUuid, likePattern, parseKeyword, parseLimit, parsePage } from './paging';

describe('query parameters', () => {
  it.each([[undefined, 1], ['', 1], ['3', 3], [' 2 ', 2], ['0', 1], ['-4', 1], ['1.5', 1], ['abc', 1], ['99999999', 10000], [7, 7]])(
    'page %p → %i',
    (value, page) => {
      expect(parsePage(value)).toBe(page);
    },
  );

  it.each([[undefined, 6], ['', 6], ['12', 12], ['51', 50], ['0', 6], ['x', 6], ['1000000', 50]])('limit %p → %i', (value, limit) => {
    expect(parseLimit(value, 6, 50)).toBe(limit);
  });

  it('trims keywords and takes wildcards literally', () => {
    expect(parseKeyword('  brunch   for  two ')).toBe('brunch for two');
    expect(parseKeyword(['a'])).toBe('');
    expect(parseKeyword('k'.repeat(500))).toHaveLength(100);
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('recognizes ids', () => {
    expect(isUuid('6f1c2b1e-8a4e-4d6a-9a59-2b1f8f0b1c2d')).toBe(true);
    expect(isUuid('not-an-id')).toBe(false);
    expect(isUuid("1' or '1'='1")).toBe(false);
  });
});
