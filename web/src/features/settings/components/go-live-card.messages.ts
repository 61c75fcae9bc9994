import { defineCatalog } from '@gv/proto';
import goLiveTexts from './messages/settings.goLive.json' with { type: 'json' };

export const goLiveMessages = defineCatalog('settings.goLive', goLiveTexts);
