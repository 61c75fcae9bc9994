export * from './bootstrap-gateway.js';
export * from './gateway.module.js';
