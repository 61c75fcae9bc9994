import type { Batch, EventHandlers, Tx } from '@gv/platform';
import type { AnyEventEnvelope } from '@gv/proto';

type AnyHandler = (event: AnyEventEnvelope, tx: Tx, batch: Batch) => Promise<void>;

/** Several projections' handlers as one set: an event more than one of them projects runs each handler, in the order given. */
export function mergeHandlers(...sets: EventHandlers[]): EventHandlers {
  const byType = new Map<string, AnyHandler[]>();
  for (const set of sets) {
    for (const [type, handler] of Object.entries(set)) if (handler) byType.set(type, [...(byType.get(type) ?? []), handler as AnyHandler]);
  }
  const merged: Record<string, AnyHandler> = {};
  for (const [type, handlers] of byType) {
    merged[type] = async (event, tx, batch) => {
      for (const handler of handlers) await handler(event, tx, batch);
    };
  }
  return merged as EventHandlers;
}
