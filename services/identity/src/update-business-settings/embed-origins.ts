import { ValidationError } from '@gv/platform';

const MAX_EMBED_ORIGINS = 20;

const EMBED_ORIGIN_MESSAGES = {
  list: `Please send the websites as a list of at most ${MAX_EMBED_ORIGINS} addresses`,
  origin: 'Please enter each website as https://example.com (a port may follow; no path)',
  localhost: 'http://localhost addresses are allowed only in test mode: please use https',
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** A host a CSP source can name: DNS labels (a name in another script arrives as its xn-- form) or a bracketed IPv6. */
const SOURCE_HOST = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/;

/**
 * The websites that may frame the business's checkout, as origins (`https://shop.example.com`, lowercase, no default
 * port): https only, or http://localhost while the business is in test mode. Each is also a CSP source, so nothing
 * but scheme, host and port may pass.
 */
export function embedOriginsOf(value: unknown, live: boolean): string[] {
  if (!Array.isArray(value) || value.length > MAX_EMBED_ORIGINS) throw refused(EMBED_ORIGIN_MESSAGES.list);
  const origins = value.map((entry) => {
    const origin = originOf(entry);
    if (!origin) throw refused(EMBED_ORIGIN_MESSAGES.origin);
    if (origin.protocol === 'http:' && (live || !LOCAL_HOSTS.has(origin.hostname))) throw refused(live && LOCAL_HOSTS.has(origin.hostname) ? EMBED_ORIGIN_MESSAGES.localhost : EMBED_ORIGIN_MESSAGES.origin);
    return origin.origin;
  });
  return [...new Set(origins)];
}

function originOf(entry: unknown): URL | null {
  if (typeof entry !== 'string' || entry.length > 200) return null;
  const text = entry.trim();
  const url = URL.parse(text);
  // The URL parser lets `;`, `,` and quotes into a host: in a CSP header they would end the source or the directive.
  const bare = url && !url.username && !url.password && url.pathname === '/' && !/[?#*]/.test(text) && SOURCE_HOST.test(url.hostname);
  return bare && (url.protocol === 'https:' || url.protocol === 'http:') ? url : null;
}

const refused = (message: string) => new ValidationError({ embedOrigins: message });
