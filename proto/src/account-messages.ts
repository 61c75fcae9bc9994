/** What identity answers about businesses, accounts, sign-in, settings and registrations. */
import { defineCatalog } from './locale.js';
import accountTexts from './messages/account.json' with { type: 'json' };

export const accountMessages = defineCatalog('account', accountTexts);

export const ACCOUNT_MESSAGES = accountMessages.messages.en;
