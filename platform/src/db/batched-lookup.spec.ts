import { BatchedLookup } from './batched-lookup';

describe('BatchedLookup', () => {
  const rows = new Map([
    ['a', { id: 'a', n: 1 }],
    ['b', { id: 'b', n: 2 }],
  ]);

  it('sends the keys asked in one turn as one fetch, each key once, and answers each caller its own row', async () => {
    const fetches: string[][] = [];
    const lookup = new BatchedLookup(async (keys) => {
      fetches.push(keys);
      return new Map(keys.filter((key) => rows.has(key)).map((key) => [key, rows.get(key)!]));
    });
    const answers = await Promise.all([lookup.get('a'), lookup.get('b'), lookup.get('a'), lookup.get('missing')]);
    expect(fetches).toEqual([['a', 'b', 'missing']]);
    expect(answers).toEqual([rows.get('a'), rows.get('b'), rows.get('a'), undefined]);

    expect(await lookup.get('b')).toEqual(rows.get('b'));
    expect(fetches).toEqual([['a', 'b', 'missing'], ['b']]);
  });

  it('rejects every caller of a failed fetch, and the next turn fetches again', async () => {
    let fail = true;
    const lookup = new BatchedLookup(async (keys) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((key) => [key, rows.get(key)!]));
    });
    const failed = await Promise.allSettled([lookup.get('a'), lookup.get('b')]);
    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await lookup.get('a')).toEqual(rows.get('a'));
  });
});
