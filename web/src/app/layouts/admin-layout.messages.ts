import { defineCatalog } from '@gv/proto';
import adminLayoutTexts from './messages/app.adminLayout.json' with { type: 'json' };

/** The admin app's frame: sidebar, top bar. */
export const adminLayoutMessages = defineCatalog('app.adminLayout', adminLayoutTexts);
