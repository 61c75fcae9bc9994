const MAX_SLUG = 60;

/** Spec §5: lowercase, runs of non-alphanumerics become one hyphen, no edge hyphens, at most 60 characters. */
export function businessSlugFrom(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/g, '');
}
