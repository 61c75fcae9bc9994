import type { Migration } from '@gv/platform';

export const notificationsMigrations: Migration[] = [
  {
    id: '0001_sent_emails',
    statements: [`create table notifications.sent_emails (job_id text primary key, sent_at timestamptz not null default now())`],
  },
];
