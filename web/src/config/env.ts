import { useBrowserValue } from '../lib/use-browser-value';

const configured = () => import.meta.env.VITE_PRODUCT_SITE_URL || null;

/** Address the landing page's contact QR code encodes: the configured one, else this site's (unknown to the server). */
export function useProductSiteUrl(): string | null {
  return useBrowserValue(() => configured() ?? window.location.origin, configured);
}
