import { defineCatalog } from '@gv/proto';
import webhooksTexts from './messages/developers.webhooks.json' with { type: 'json' };

export const webhooksMessages = defineCatalog('developers.webhooks', webhooksTexts);
