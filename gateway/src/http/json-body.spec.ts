import { jsonDepth } from './json-body';

describe('the nesting of a JSON body, measured before it is parsed', () => {
  it.each([
    ['42', 0],
    ['"text"', 0],
    ['{}', 1],
    ['{"a":[1,{"b":[]}]}', 4],
    ['[[],[],[[]]]', 3],
  ])('%s is %i deep', (text, depth) => {
    expect(jsonDepth(text)).toBe(depth);
  });

  it('measures 5,000 nested arrays without recursing', () => {
    expect(jsonDepth(`{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`)).toBe(5_001);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[[","b":"\\\\"}')).toBe(1);
    expect(jsonDepth('["\\\\",["x"]]')).toBe(2);
  });
});
