import { isReservedSlug, slugCandidate, slugify } from './slug';

describe('business slug (spec §5)', () => {
  it('lowercases and turns runs of other characters into one hyphen, trimmed', () => {
    expect(slugify("  Joe's  Pizza & Pasta!! ")).toBe('joe-s-pizza-pasta');
    expect(slugify('Café Délice')).toBe('cafe-delice');
  });

  it('keeps at most 60 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(59)} b`);
    expect(slug).toBe('a'.repeat(59));
    expect(slugify('x'.repeat(100))).toHaveLength(60);
  });

  it('falls back to a usable slug when nothing alphanumeric remains', () => {
    expect(slugify('!!!')).toBe('business');
  });

  it('numbers later candidates and keeps them within 60 characters', () => {
    expect(slugCandidate('pasta-place', 1)).toBe('pasta-place');
    expect(slugCandidate('pasta-place', 2)).toBe('pasta-place-2');
    expect(slugCandidate('a'.repeat(60), 12)).toBe(`${'a'.repeat(57)}-12`);
  });
});

describe('isReservedSlug', () => {
  it('names the first path segments of the server and the app, not a business', () => {
    for (const path of ['api', 'media', 'explore', 'login', 'dashboard', 'superadmin']) expect(isReservedSlug(path)).toBe(true);
    for (const slug of ['api-2', 'demo-bistro', 'media-house']) expect(isReservedSlug(slug)).toBe(false);
  });
});
