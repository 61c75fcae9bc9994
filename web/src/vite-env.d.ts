/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address the contact-section QR code points to; defaults to this site's origin. */
  readonly VITE_PRODUCT_SITE_URL?: string;
}
