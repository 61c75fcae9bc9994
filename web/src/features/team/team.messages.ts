import { defineCatalog } from '@gv/proto';
import teamPageTexts from './messages/team.page.json' with { type: 'json' };
import teamLocationsTexts from './messages/team.locations.json' with { type: 'json' };

/** The owner's team page: staff, invitations, roles and locations. */
export const teamPageMessages = defineCatalog('team.page', teamPageTexts);

/** The locations part of the team page. */
export const teamLocationsMessages = defineCatalog('team.locations', teamLocationsTexts);
