import { defineCatalog } from '@gv/proto';
import dashboardTexts from './messages/dashboard.page.json' with { type: 'json' };

/**
 * The dashboard's words. The figures' labels and definitions are the glossary's (useGlossary, proto/src/glossary.messages.ts):
 * they are not copied here, so each figure's words live once.
 */
export const dashboardMessages = defineCatalog('dashboard.page', dashboardTexts);
