/** A reload's LOAD row is keyed by its order: whichever path records it first (the browser, the deferred issue) writes it. */
export const loadKey = (orderId: string) => `load:${orderId}`;

/** The refund id (Square's idempotency key too, at most 45 characters) of a reload given back because its card was refunded first. */
export const reloadRefundId = (orderId: string) => `reload-${orderId}`;
