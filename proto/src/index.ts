export * from './events.js';
export * from './rpc.js';
export * from './registration.js';
