import { PUBLIC_CACHE_SECONDS, type PublicCache } from './public-cache.interceptor.js';

/**
 * PublicCache files the card list of every business under this key, and every write that changes public data
 * bumps its generation along with the keys it names (public-cache.interceptor.ts).
 */
const ANY_PUBLIC_CHANGE = 'all-businesses';
const MAX_PAGES = 1000;

/** A public page's answer as sent. */
export interface SentPage {
  status: number;
  html: string;
}

interface Entry {
  page: SentPage;
  expiresAt: number;
  generation: number;
  /** The build of the SPA the page was made from: its HTML names that build's scripts. */
  build: unknown;
}

interface Making {
  page: Promise<SentPage>;
  generation: number;
  build: unknown;
}

/**
 * The public pages as sent (data, server-rendered HTML), kept as the public card list is (PublicCache): a page
 * serves every visitor of its address for PUBLIC_CACHE_SECONDS, one visitor's request makes it while the others
 * wait for the same answer, and a write through this gateway that changes public data drops the pages at once.
 * A page made while such a write happened is not kept. Drawing a page costs milliseconds of the gateway's CPU;
 * a busy storefront costs one per address and interval.
 */
export class PublicPageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly making = new Map<string, Making>();

  constructor(private readonly publicData: Pick<PublicCache, 'generation'>) {}

  /** The page at `address` of SPA build `build`, made by `make` unless a current one is kept or being made. */
  page(address: string, build: unknown, make: () => Promise<SentPage>): Promise<SentPage> {
    const generation = this.publicData.generation(ANY_PUBLIC_CHANGE);
    const kept = this.entries.get(address);
    if (kept && kept.expiresAt > Date.now() && kept.generation === generation && kept.build === build) return Promise.resolve(kept.page);
    const pending = this.making.get(address);
    if (pending && pending.generation === generation && pending.build === build) return pending.page;
    const page = make();
    const making = { page, generation, build };
    this.making.set(address, making);
    const done = () => {
      if (this.making.get(address) === making) this.making.delete(address);
    };
    page.then((made) => {
      done();
      if (this.publicData.generation(ANY_PUBLIC_CHANGE) !== generation) return;
      this.entries.delete(address);
      if (this.entries.size >= MAX_PAGES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(address, { page: made, expiresAt: Date.now() + PUBLIC_CACHE_SECONDS * 1000, generation, build });
    }, done);
    return page;
  }
}
