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
  {
    id: '0003_batch_emails',
    // The outcome of each email of a corporate order, once per job (decision 0063): its progress is counted from them.
    statements: [
      `create table notifications.batch_emails (
        job_id text primary key,
        order_id text not null,
        outcome text not null check (outcome in ('emailed', 'failed')),
        recorded_at timestamptz not null default now()
      )`,
      `create index batch_emails_of_order on notifications.batch_emails (order_id)`,
    ],
  },
];
