/** Address the landing page's contact QR code encodes. */
export function productSiteUrl(): string {
  return import.meta.env.VITE_PRODUCT_SITE_URL || window.location.origin;
}
