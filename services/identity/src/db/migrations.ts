import type { Migration } from '@gv/platform';

export const identityMigrations: Migration[] = [
  {
    id: '0001_registration_requests',
    statements: [
      `create table identity.registration_requests (
        id uuid primary key,
        source text not null,
        name text not null,
        email text not null,
        restaurant_name text not null,
        phone text not null default '',
        business_type text not null default '',
        website text not null default '',
        notes text not null default '',
        review_notes text not null default '',
        status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
        address jsonb,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
      `create index registration_requests_created on identity.registration_requests (created_at desc)`,
    ],
  },
];
