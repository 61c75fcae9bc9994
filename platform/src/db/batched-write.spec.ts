import { BatchedWrite } from './batched-write';

describe('BatchedWrite', () => {
  it('sends the inputs of one turn as one write, in order, and answers each caller its own output', async () => {
    const writes: number[][] = [];
    const doubles = new BatchedWrite(async (inputs: number[]) => {
      writes.push(inputs);
      return inputs.map((n) => n * 2);
    });
    expect(await Promise.all([doubles.run(1), doubles.run(2), doubles.run(1)])).toEqual([2, 4, 2]);
    expect(writes).toEqual([[1, 2, 1]]);

    expect(await doubles.run(5)).toBe(10);
    expect(writes).toEqual([[1, 2, 1], [5]]);
  });

  it('writes each input of a failed batch again alone: only the bad input fails, and the next turn batches again', async () => {
    const writes: string[][] = [];
    const upper = new BatchedWrite(async (inputs: string[]) => {
      writes.push(inputs);
      if (inputs.includes('bad')) throw new Error(`cannot write ${inputs.join(', ')}`);
      return inputs.map((s) => s.toUpperCase());
    });
    const outcomes = await Promise.allSettled([upper.run('a'), upper.run('bad'), upper.run('b')]);
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 'A' },
      { status: 'rejected', reason: new Error('cannot write bad') },
      { status: 'fulfilled', value: 'B' },
    ]);
    expect(writes).toEqual([['a', 'bad', 'b'], ['a'], ['bad'], ['b']]);

    expect(await Promise.all([upper.run('c'), upper.run('d')])).toEqual(['C', 'D']);
    expect(writes.at(-1)).toEqual(['c', 'd']);
  });

  it('rejects the caller of a failed write of one input with its error', async () => {
    const failing = new BatchedWrite(async (): Promise<number[]> => {
      throw new Error('database down');
    });
    await expect(failing.run(1)).rejects.toThrow('database down');
  });
});
