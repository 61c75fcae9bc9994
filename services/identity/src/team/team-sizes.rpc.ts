import type { Db } from '@gv/platform';
import type { TeamSizes, TeamSizesRequest } from '@gv/proto';
import { teamSizes } from '../db/staff-repository.js';

/** The super admin's list of businesses shows how many people and locations each has. */
export async function teamSizesOf(db: Db, request: TeamSizesRequest): Promise<TeamSizes> {
  const slugs = Array.isArray(request.businessSlugs)
    ? request.businessSlugs.filter((slug): slug is string => typeof slug === 'string').slice(0, 100)
    : [];
  return { sizes: await teamSizes(db, slugs) };
}
