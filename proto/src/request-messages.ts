/** What the gateway and the platform answer about a request itself: sessions, forms, uploads, operations. */
import { defineCatalog, translate } from './locale.js';
import requestTexts from './messages/request.json' with { type: 'json' };

export const requestMessages = defineCatalog('request', requestTexts);

export const REQUEST_MESSAGES = {
  ...requestMessages.messages.en,
  bodyTooDeep: (max: number) => translate(requestMessages, 'en', 'bodyTooDeep', { max }),
  unknownService: (service: string) => translate(requestMessages, 'en', 'unknownService', { service }),
  failedAgain: (reason: string) => translate(requestMessages, 'en', 'failedAgain', { reason }),
} as const;
