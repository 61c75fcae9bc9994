export { startSquareEmulator, type EmulatorStats, type SquareEmulator, type SquareEmulatorOptions } from './emulator.js';
export { TEST_SOURCES } from './test-sources.js';
export { squareSignature, type WebhookTarget } from './webhooks.js';
export type { Dispute, DisputeReason, DisputeState, Payment, PaymentRefund, SquareErrorItem } from './wire.js';
export type { DisputeRequest } from './disputes-api.js';
export { REVOKED_ACCESS_TOKEN, TEST_LOCATIONS } from './locations-api.js';
export { merchantFor } from './merchant.js';
