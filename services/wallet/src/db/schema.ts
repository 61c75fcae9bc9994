import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { cardLocaleTable } from '@gv/platform';
import type { ShownCardStatus } from '@gv/proto';

export const wallet = pgSchema('wallet');

/** Orders the changes of passes: a device's `passesUpdatedSince` tag is the highest it has seen. */
export const passChangeTags = wallet.sequence('pass_change_tags');

/**
 * Apple Wallet devices that asked for update pushes of a pass (PassKit web service registrations). The serial number
 * is the card's code, a bearer secret: found by its sha-256, kept sealed for the device's list of changed passes.
 */
export const appleRegistrations = wallet.table(
  'apple_registrations',
  {
    deviceLibraryIdentifier: text('device_library_identifier').notNull(),
    passTypeIdentifier: text('pass_type_identifier').notNull(),
    serialHash: text('serial_hash').notNull(),
    serialSealed: text('serial_sealed').notNull(),
    cardId: text('card_id').notNull(),
    pushToken: text('push_token').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceLibraryIdentifier, t.passTypeIdentifier, t.serialHash] }),
    index('apple_registrations_of_card').on(t.cardId),
  ],
);

/**
 * Each card's last change that its passes show, from the ledger's events: what devices list and Google's object gets,
 * and whether the passes still have to be told (see PassUpdater).
 */
export const passChanges = wallet.table(
  'pass_changes',
  {
    cardId: text('card_id').primaryKey(),
    /** From pass_change_tags at each change. */
    tag: bigint('tag', { mode: 'number' }).notNull(),
    /** Whole seconds, later than every earlier answer's Last-Modified (see recordPassChange). */
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
    /** The balance after the latest ledger move, and when it was made (a late, older event does not overwrite it); null: no move recorded yet. */
    balanceCents: bigint('balance_cents', { mode: 'number' }),
    balanceAt: timestamp('balance_at', { withTimezone: true }),
    /** The ISO 4217 code of the card's balance, as its ledger moves' events say (absent from theirs: USD). */
    currency: text('currency').notNull().default('USD'),
    /** Why the card cannot be spent, as the latest status event said (void, on_hold, replaced, refunded, expired); null: nothing stops it. */
    unusableAs: text('unusable_as').$type<Exclude<ShownCardStatus, 'active'>>(),
    /**
     * When the passes are to be told of the change next: null once they were told of the latest; the end of the lease
     * while an updater tells them; after a failure, when to try again.
     */
    updateDueAt: timestamp('update_due_at', { withTimezone: true }),
    /** A change since Google's object was last patched moved the balance or the state, which the object shows. */
    googleDue: boolean('google_due').notNull().default(false),
    /** The updates tried since the last that succeeded, this one included while it runs. */
    updateAttempts: integer('update_attempts').notNull().default(0),
    /** Why the last of those failed; null until one does. */
    updateError: text('update_error'),
  },
  (t) => [index('pass_changes_update_due').on(t.updateDueAt).where(sql`${t.updateDueAt} is not null`)],
);

/** Each card's language (LOCALES), from its gift-card.issued: the holder page and both passes speak it. */
export const cardLocales = cardLocaleTable('wallet');
