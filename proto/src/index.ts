export * from './events.js';
export * from './rpc.js';
export * from './registration.js';
export * from './auth.js';
export * from './catalog.js';
export * from './orders.js';
