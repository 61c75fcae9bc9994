export * from './all-in-one.js';
export * from './distributed.js';
