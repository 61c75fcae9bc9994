import { defineCatalog } from '@gv/proto';
import shellTexts from './messages/superAdmin.shell.json' with { type: 'json' };

/** The super admin's frame (navigation, Sign Out) and its sign-in page. */
export const shellMessages = defineCatalog('superAdmin.shell', shellTexts);
