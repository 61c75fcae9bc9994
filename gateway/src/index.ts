export * from './bootstrap-gateway.js';
export * from './gateway.module.js';
export * from './openapi-document.js';
export { SessionCache } from './auth/session-cache.js';
