// jsdom leaves out TextEncoder/TextDecoder, which react-router uses; Node's are the same API.
const { TextDecoder, TextEncoder } = require('node:util');
globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
