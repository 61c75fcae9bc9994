import type { Migration } from '@gv/platform';

export const analyticsMigrations: Migration[] = [
  {
    id: '0001_registration_statuses',
    statements: [
      `create table analytics.registration_statuses (request_id uuid primary key, status text not null, version integer not null default 0)`,
    ],
  },
];
