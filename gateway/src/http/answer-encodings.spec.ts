import { encodingFor } from './answer-encodings';

const asked = (headers: Record<string, string>, bytes = 5000) => encodingFor({ headers }, bytes);

describe('the encoding of a kept answer', () => {
  it('is the one @fastify/compress prefers among those a browser lists: brotli, then gzip', () => {
    expect(asked({ 'accept-encoding': 'gzip, deflate, br, zstd' })).toBe('br');
    expect(asked({ 'accept-encoding': 'GZIP, deflate' })).toBe('gzip');
    expect(asked({ 'accept-encoding': 'deflate' })).toBe('identity');
  });

  it('is none for small answers, for clients that ask for none, and when compression is turned off for the request', () => {
    expect(asked({ 'accept-encoding': 'br' }, 1023)).toBe('identity');
    expect(asked({})).toBe('identity');
    expect(asked({ 'accept-encoding': 'identity' })).toBe('identity');
    expect(asked({ 'accept-encoding': 'br', 'x-no-compression': '' })).toBe('identity');
  });

  it('is left to the framework when the client weighs its choices, uses a wildcard or an alias', () => {
    expect(asked({ 'accept-encoding': 'br;q=0, gzip' })).toBeUndefined();
    expect(asked({ 'accept-encoding': '*' })).toBeUndefined();
    expect(asked({ 'accept-encoding': 'x-gzip' })).toBeUndefined();
  });
});
