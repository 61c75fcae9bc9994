import { defineCatalog } from '@gv/proto';
import introTexts from './messages/landing.intro.json' with { type: 'json' };
import contactQrTexts from './messages/landing.contactQr.json' with { type: 'json' };

export const introMessages = defineCatalog('landing.intro', introTexts);

export const contactQrMessages = defineCatalog('landing.contactQr', contactQrTexts);
