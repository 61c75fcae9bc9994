import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { BLOBS, type BlobStore } from '@gv/platform';

/** The product's gift-box mark (web/public/favicon.svg): the icon of every pass, and the logo of a business without one. */
const BRAND_MARK = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs><rect x="4" y="12" width="56" height="40" rx="8" fill="url(#g)"/><rect x="28" y="12" width="8" height="40" fill="#fde68a"/><rect x="4" y="28" width="56" height="8" fill="#fde68a"/><circle cx="32" cy="32" r="6" fill="#f59e0b"/></svg>',
);

/** Apple's sizes in points (×2 and ×3 for Retina): the icon 29×29, the logo at most 160×50. */
const ICON = { 'icon.png': 29, 'icon@2x.png': 58, 'icon@3x.png': 87 };
const LOGO = { 'logo.png': [160, 50], 'logo@2x.png': [320, 100], 'logo@3x.png': [480, 150] } as const;

/** A logo's stored key from its public path (/media/logos/<sha256>.webp). */
const LOGO_PATH = /^\/media\/(logos\/[a-z0-9]+\.[a-z0-9]+)$/i;

/** Logos are content-addressed, so a rendered set stays right; this many businesses' sets stay in memory. */
const CACHED_LOGOS = 200;

/** The images of a pass: the product's icon, and the business's logo (PNG at Apple's sizes) or the product's mark. */
@Injectable()
export class PassImages {
  private icons?: Promise<Record<string, Buffer>>;
  private readonly logos = new Map<string, Promise<Record<string, Buffer>>>();

  constructor(@Inject(BLOBS) private readonly blobs: BlobStore) {}

  async forBusiness(logoUrl: string | null): Promise<Record<string, Buffer>> {
    this.icons ??= renderIcons();
    const [icons, logo] = await Promise.all([this.icons, this.logo(logoUrl)]);
    return { ...icons, ...logo };
  }

  private logo(logoUrl: string | null): Promise<Record<string, Buffer>> {
    const key = logoUrl ? LOGO_PATH.exec(logoUrl)?.[1] : undefined;
    const cacheKey = key ?? '';
    let rendered = this.logos.get(cacheKey);
    if (!rendered) {
      rendered = this.renderLogo(key);
      // A failed render is not kept: the next pass tries again.
      rendered.catch(() => this.logos.delete(cacheKey));
      if (this.logos.size >= CACHED_LOGOS) this.logos.delete(this.logos.keys().next().value!);
      this.logos.set(cacheKey, rendered);
    }
    return rendered;
  }

  private async renderLogo(key: string | undefined): Promise<Record<string, Buffer>> {
    const stored = key ? await this.blobs.get(key) : null;
    const source = stored?.body ?? BRAND_MARK;
    const entries = await Promise.all(
      Object.entries(LOGO).map(async ([name, [width, height]]) => {
        const png = await sharp(source, { density: 300 }).resize({ width, height, fit: 'inside' }).png().toBuffer();
        return [name, png] as const;
      }),
    );
    return Object.fromEntries(entries);
  }
}

async function renderIcons(): Promise<Record<string, Buffer>> {
  const entries = await Promise.all(
    Object.entries(ICON).map(async ([name, size]) => [name, await sharp(BRAND_MARK, { density: 300 }).resize(size, size).png().toBuffer()] as const),
  );
  return Object.fromEntries(entries);
}
