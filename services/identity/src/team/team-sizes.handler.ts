import { Inject, Injectable } from '@nestjs/common';
import { DB, type Db } from '@gv/platform';
import type { TeamSizes, TeamSizesRequest } from '@gv/proto';
import { teamSizes } from '../db/staff-repository.js';

/** The super admin's list of businesses shows how many people and locations each has. */
@Injectable()
export class TeamSizesHandler {
  constructor(@Inject(DB) private readonly db: Db) {}

  async execute(request: TeamSizesRequest): Promise<TeamSizes> {
    const slugs = Array.isArray(request.businessSlugs) ? request.businessSlugs.filter((slug): slug is string => typeof slug === 'string').slice(0, 100) : [];
    return { sizes: await teamSizes(this.db, slugs) };
  }
}
