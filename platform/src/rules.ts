/**
 * The platform's pure helpers, for a service's domain/: importing them loads no engine client (the `@gv/platform`
 * barrel loads them all). Errors are in `@gv/platform/errors`.
 */
export { clientKey } from './limits/client-address.js';
export type { Budget } from './limits/attempt-budget.js';
export { safeEqual } from './secrets/tokens.js';
export type { KeyRing } from './secrets/master-key.js';
export { newEvent } from './events/new-event.js';
