import type { Migration } from '@gv/platform';

export const notificationsMigrations: Migration[] = [
  {
    id: '0001_sent_emails',
    statements: [`create table notifications.sent_emails (job_id text primary key, sent_at timestamptz not null default now())`],
  },
  {
    id: '0002_business_brands',
    statements: [
      `create table notifications.business_brands (
        business_slug text primary key,
        name text not null,
        logo_url text,
        contact_email text,
        changed_at timestamptz not null
      )`,
    ],
  },
];
