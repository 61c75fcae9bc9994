import { drizzleService } from '@gv/platform';
import { CatalogModule } from './catalog.module.js';

export const catalogService = drizzleService('catalog', CatalogModule, new URL('../drizzle/', import.meta.url), {
  replaces: '0006_gift_card_redemption_window',
  through: '0000_baseline',
});
