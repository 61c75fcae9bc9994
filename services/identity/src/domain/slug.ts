/** Spec §5: lowercase, runs of non-alphanumerics become one hyphen, trimmed of hyphens, at most 60 characters. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'business';
}

/** The n-th candidate for a taken slug: "pasta-place", "pasta-place-2", … still within 60 characters. */
export function slugCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, 60 - suffix.length).replace(/-+$/g, '')}${suffix}`;
}
