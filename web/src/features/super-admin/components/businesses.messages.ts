import { defineCatalog } from '@gv/proto';
import businessesTexts from './messages/superAdmin.businesses.json' with { type: 'json' };

/** The businesses' directory and a business's page: figures, profile, limit, team and its Suspend or Reinstate dialog. */
export const businessesMessages = defineCatalog('superAdmin.businesses', businessesTexts);
