import { defineCatalog } from '@gv/proto';
import deliveryTimeTexts from './messages/lib.deliveryTime.json' with { type: 'json' };

/** Why a gift's delivery time cannot be sent, as the fields say it. */
export const deliveryTimeMessages = defineCatalog('lib.deliveryTime', deliveryTimeTexts);
