import { defineCatalog } from '@gv/proto';
import controlsTexts from './messages/ui.controls.json' with { type: 'json' };

/** The shared controls' own words: closing, paging, loading, showing a password, choosing a range or a location. */
export const controlsMessages = defineCatalog('ui.controls', controlsTexts);
