import { eq } from 'drizzle-orm';
import type { Tx } from '@gv/platform';
import { businesses } from './schema.js';

/** The business's row, locked until `tx` ends: what a change in `tx` changed is then told against it (changedSettings). */
export async function lockBusiness(tx: Tx, slug: string): Promise<typeof businesses.$inferSelect | undefined> {
  const [business] = await tx.select().from(businesses).where(eq(businesses.slug, slug)).for('update');
  return business;
}
