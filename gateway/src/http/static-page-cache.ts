import { Kept, PUBLIC_CACHE_SECONDS } from '@gv/platform';
import type { PublicCache } from './public-cache.interceptor.js';

/** A public page's answer as sent. */
export interface SentPage {
  status: number;
  html: string;
  /** The websites that may frame it (PublicPage.frameAncestors). */
  frameAncestors?: string[];
}

/**
 * The public pages as sent (data, server-rendered HTML), kept as the public card list is (PublicCache): a page
 * serves every visitor of its address for PUBLIC_CACHE_SECONDS, one visitor's request makes it while the others
 * wait for the same answer, and a write through this gateway that changes public data drops the pages at once.
 * A page made while such a write happened is not kept. Drawing a page costs milliseconds of the gateway's CPU;
 * a busy storefront costs one per address and interval.
 */
export class PublicPageCache {
  private readonly pages = new Kept<SentPage>({ name: 'public-pages', keepMs: PUBLIC_CACHE_SECONDS * 1000, max: 1000 });
  /** Each build of the SPA by number: a page's HTML names its build's scripts, so a page is kept per build. */
  private readonly builds = new WeakMap<object, number>();
  private lastBuild = 0;

  constructor(publicData: Pick<PublicCache, 'onChange'>) {
    publicData.onChange(() => this.pages.forget());
  }

  /** The page at `address` of SPA build `build`, made by `make` unless a current one is kept or being made. */
  page(address: string, build: object, make: () => Promise<SentPage>): Promise<SentPage> {
    const number = this.builds.get(build) ?? this.builds.set(build, ++this.lastBuild).get(build)!;
    return this.pages.get(`${number} ${address}`, make);
  }
}
