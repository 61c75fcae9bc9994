import type { AnyEventEnvelope } from '@gv/proto';
import type { Tx } from '../db/database.js';
import type { Batch } from './batch.js';
import { mergeEventHandlers, type EventHandlers } from './consumer.js';

describe('the event handlers of a service’s several subscribers', () => {
  it('run one after the other where two take the same type, and alone where one does', async () => {
    const ran: string[] = [];
    const handler = (name: string) => async () => void ran.push(name);
    const merged = mergeEventHandlers([
      { 'gift-card.issued': handler('deliveries'), 'gift-card.redeemed': handler('receipts') },
      { 'gift-card.issued': handler('square') },
    ] as EventHandlers[]);
    const run = (type: string) => (merged as Record<string, (event: AnyEventEnvelope, tx: Tx, batch: Batch) => Promise<void>>)[type]({ type } as AnyEventEnvelope, {} as Tx, {} as Batch);

    await run('gift-card.issued');
    await run('gift-card.redeemed');
    expect(ran).toEqual(['deliveries', 'square', 'receipts']);
    expect(Object.keys(merged).sort()).toEqual(['gift-card.issued', 'gift-card.redeemed']);
  });
});
