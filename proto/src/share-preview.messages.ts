/** The titles and link previews of the public pages the server draws, in the page's language. */
import { defineCatalog } from './locale.js';
import sharePreviewTexts from './messages/sharePreview.json' with { type: 'json' };

export const sharePreviewMessages = defineCatalog('sharePreview', sharePreviewTexts);
