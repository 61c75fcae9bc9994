import { useEffect } from 'react';

export interface DocumentMeta {
  /** Full title, e.g. 'Demo Bistro gift cards | Giftcard Vault'. */
  title: string;
  description?: string;
  /** Absolute or root-relative image URL for link previews. */
  image?: string;
  /** Root-relative path of the page's one address (canonical URL); the current address when absent. */
  path?: string;
}

const SITE_NAME = 'Giftcard Vault';

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = !element;
  const previous = element?.getAttribute('content') ?? null;
  if (content === undefined) return () => undefined;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
  const target = element;
  return () => {
    if (created) target.remove();
    else if (previous !== null) target.setAttribute('content', previous);
  };
}

/** Points the canonical link at `href` while the page is shown (the server writes one into public pages' HTML). */
function setCanonical(href: string | undefined): () => void {
  if (href === undefined) return () => undefined;
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const created = !element;
  const previous = element?.getAttribute('href') ?? null;
  if (!element) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.appendChild(element);
  }
  element.href = href;
  const target = element;
  return () => {
    if (created) target.remove();
    else if (previous !== null) target.setAttribute('href', previous);
  };
}

function absolute(url: string): string {
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}

/**
 * Sets document.title, the meta description and Open Graph / Twitter tags while a page is shown,
 * and puts the previous values back when it goes. Link previews from crawlers that do not run
 * script rely on the server's tags; this keeps the open tab and in-app shares right.
 */
export function useDocumentMeta({ title, description, image, path }: DocumentMeta): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    const canonical = path === undefined ? undefined : absolute(path);
    const url = canonical ?? window.location.href;
    const restore = [
      setCanonical(canonical),
      setMeta('name', 'description', description),
      setMeta('property', 'og:title', title),
      setMeta('property', 'og:description', description),
      setMeta('property', 'og:type', 'website'),
      setMeta('property', 'og:site_name', SITE_NAME),
      setMeta('property', 'og:url', url),
      setMeta('property', 'og:image', image ? absolute(image) : undefined),
      setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
      setMeta('name', 'twitter:title', title),
      setMeta('name', 'twitter:description', description),
      setMeta('name', 'twitter:image', image ? absolute(image) : undefined),
    ];
    return () => {
      document.title = previousTitle;
      for (const undo of restore.reverse()) undo();
    };
  }, [title, description, image, path]);
}

/**
 * Keeps search engines off the page while it is shown: its address holds a card's bearer code. The server writes the
 * same tag into the head of such a page's HTML (gateway/src/http/static-html.ts), which this finds and leaves in place.
 */
export function useNotIndexed(): void {
  useEffect(() => setMeta('name', 'robots', 'noindex, nofollow'), []);
}
