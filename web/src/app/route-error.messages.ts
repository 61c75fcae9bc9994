import { defineCatalog } from '@gv/proto';
import routeErrorTexts from './messages/app.routeError.json' with { type: 'json' };

export const routeErrorMessages = defineCatalog('app.routeError', routeErrorTexts);
