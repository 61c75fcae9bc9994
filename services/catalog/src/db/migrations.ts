import type { Migration } from '@gv/platform';

export const catalogMigrations: Migration[] = [
  {
    id: '0001_gift_cards',
    statements: [
      `create table catalog.gift_cards (
        id uuid primary key,
        business_slug text not null,
        name text not null,
        tag text not null,
        description text not null,
        amount_cents integer not null check (amount_cents > 0),
        discount integer not null check (discount between 0 and 100),
        expiration_date date not null,
        image_key text not null,
        status text not null default 'active' check (status in ('active', 'deleted')),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        deleted_at timestamptz
      )`,
      `create index gift_cards_business_active on catalog.gift_cards (business_slug, created_at desc) where status = 'active'`,
      `create index gift_cards_public on catalog.gift_cards (expiration_date, created_at desc) where status = 'active'`,
    ],
  },
  {
    id: '0002_gift_card_buyers',
    statements: [`alter table catalog.gift_cards add column buyers integer not null default 0`],
  },
  {
    // Widths of the stored sizes of the card's picture, ascending, the largest being image_key itself; empty for pictures stored before sizes existed.
    id: '0003_gift_card_image_widths',
    statements: [`alter table catalog.gift_cards add column image_widths integer[] not null default '{}'`],
  },
  {
    id: '0004_business_names',
    statements: [`create table catalog.business_names (business_slug text primary key, name text not null, changed_at timestamptz not null)`],
  },
  {
    id: '0005_business_statuses',
    statements: [`alter table catalog.business_names add column status text not null default 'active'`],
  },
  {
    // When the card type may be redeemed (decision 0062); null: whenever the counter is open.
    id: '0006_gift_card_redemption_window',
    statements: [`alter table catalog.gift_cards add column redemption_window jsonb`],
  },
];
