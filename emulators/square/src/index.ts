export { startSquareEmulator, type EmulatorStats, type SquareEmulator, type SquareEmulatorOptions } from './emulator.js';
export { TEST_SOURCES } from './test-sources.js';
export { squareSignature, type WebhookTarget } from './webhooks.js';
export type { Payment, PaymentRefund, SquareErrorItem } from './wire.js';
