export * from './all-in-one.js';
export * from './distributed.js';
export * from './http-client.js';
