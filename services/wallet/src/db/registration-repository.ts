import { and, eq, inArray, sql } from 'drizzle-orm';
import { runSql, selectRows, type DbOrTx } from '@gv/platform';
import { appleRegistrations, passChanges } from './schema.js';

export type RegistrationRow = typeof appleRegistrations.$inferInsert;
type PassKey = Pick<RegistrationRow, 'deviceLibraryIdentifier' | 'passTypeIdentifier' | 'serialHash'>;

const samePass = (key: PassKey) =>
  and(
    eq(appleRegistrations.deviceLibraryIdentifier, key.deviceLibraryIdentifier),
    eq(appleRegistrations.passTypeIdentifier, key.passTypeIdentifier),
    eq(appleRegistrations.serialHash, key.serialHash),
  );

/** True when the device had not registered the pass before; a registration again keeps the device's newest push token. */
export async function registerDevice(db: DbOrTx, registration: RegistrationRow): Promise<boolean> {
  const [row] = await db
    .insert(appleRegistrations)
    .values(registration)
    .onConflictDoUpdate({
      target: [appleRegistrations.deviceLibraryIdentifier, appleRegistrations.passTypeIdentifier, appleRegistrations.serialHash],
      set: { pushToken: registration.pushToken, serialSealed: registration.serialSealed, cardId: registration.cardId },
    })
    // xmax is 0 on a row this statement inserted, and the updating transaction's id on one it updated.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return row.inserted;
}

export async function unregisterDevice(db: DbOrTx, key: PassKey): Promise<void> {
  await db.delete(appleRegistrations).where(samePass(key));
}

export interface RegisteredPass {
  serialSealed: string;
  cardId: string;
  /** 0: no change recorded since the card was issued. */
  tag: number;
}

/** The passes a device registered for a pass type, with each card's latest change tag. */
export function registeredPasses(db: DbOrTx, device: Pick<PassKey, 'deviceLibraryIdentifier' | 'passTypeIdentifier'>): Promise<RegisteredPass[]> {
  return selectRows<RegisteredPass>(
    db,
    sql`select r.serial_sealed as "serialSealed", r.card_id as "cardId", coalesce(c.tag, 0)::float8 as "tag"
        from ${appleRegistrations} r left join ${passChanges} c on c.card_id = r.card_id
        where r.device_library_identifier = ${device.deviceLibraryIdentifier} and r.pass_type_identifier = ${device.passTypeIdentifier}`,
  );
}

/** The distinct push tokens of the devices that registered each of the cards' passes; a card no device registered is left out. */
export async function pushTokensOf(db: DbOrTx, cardIds: string[], passTypeIdentifier: string): Promise<Map<string, string[]>> {
  // Plain SQL (see runSql): each of the updater's turns reads them.
  const rows = await runSql<{ cardId: string; pushToken: string }>(
    db,
    sql`select distinct card_id as "cardId", push_token as "pushToken" from ${appleRegistrations}
      where card_id = any(${sql.param(cardIds)}::text[]) and pass_type_identifier = ${passTypeIdentifier}`,
  );
  const tokens = new Map<string, string[]>();
  for (const { cardId, pushToken } of rows) tokens.set(cardId, [...(tokens.get(cardId) ?? []), pushToken]);
  return tokens;
}

/** APNs said these tokens are no longer valid (the pass was removed from the device): their registrations go. */
export async function forgetPushTokens(db: DbOrTx, pushTokens: string[]): Promise<void> {
  if (pushTokens.length > 0) await db.delete(appleRegistrations).where(inArray(appleRegistrations.pushToken, pushTokens));
}

export type SealedSerial = PassKey & { serialSealed: string };

export function sealedSerials(db: DbOrTx): Promise<SealedSerial[]> {
  return db
    .select({
      deviceLibraryIdentifier: appleRegistrations.deviceLibraryIdentifier,
      passTypeIdentifier: appleRegistrations.passTypeIdentifier,
      serialHash: appleRegistrations.serialHash,
      serialSealed: appleRegistrations.serialSealed,
    })
    .from(appleRegistrations);
}

/** Only while the row still holds what was read (a registration again meanwhile sealed it under the first key). */
export async function resealSerial(db: DbOrTx, row: SealedSerial, serialSealed: string): Promise<boolean> {
  const rewritten = await db
    .update(appleRegistrations)
    .set({ serialSealed })
    .where(and(samePass(row), eq(appleRegistrations.serialSealed, row.serialSealed)))
    .returning({ serialHash: appleRegistrations.serialHash });
  return rewritten.length > 0;
}
