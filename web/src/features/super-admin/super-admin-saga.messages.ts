import { defineCatalog } from '@gv/proto';
import sagaTexts from './messages/superAdmin.saga.json' with { type: 'json' };

/** What the super admin's sagas and slice say: failures without a server message, and their answers. */
export const sagaMessages = defineCatalog('superAdmin.saga', sagaTexts);
