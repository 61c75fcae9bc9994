import { defineCatalog } from '@gv/proto';
import authPagesTexts from './messages/auth.pages.json' with { type: 'json' };
import invitationTexts from './messages/auth.invitation.json' with { type: 'json' };

/** The sign-in page and the account pages (set, forgot and reset password, suspended business). */
export const authPagesMessages = defineCatalog('auth.pages', authPagesTexts);

/** The invitation page. */
export const invitationMessages = defineCatalog('auth.invitation', invitationTexts);
