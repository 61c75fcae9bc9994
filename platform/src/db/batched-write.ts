interface Waiting<In, Out> {
  input: In;
  resolve: (output: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes asked in one turn of the event loop leave as one statement, as {@link BatchedLookup}'s reads do: under load a
 * service takes many requests per turn, and each statement is a round trip and a commit that wake a database backend
 * (decision 0023). `write` gets the turn's inputs in the order they were asked and answers an output for each,
 * in that order. When a batch of several fails, each input is written again alone, so one bad input fails only its
 * own caller; `write` must therefore be safe to repeat for an input it may have written (an insert on conflict do nothing).
 */
export class BatchedWrite<In, Out> {
  private pending: Waiting<In, Out>[] = [];

  constructor(private readonly write: (inputs: In[]) => Promise<Out[]>) {}

  run(input: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      if (this.pending.length === 0) setImmediate(() => void this.flush());
      this.pending.push({ input, resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    try {
      const outputs = await this.write(batch.map(({ input }) => input));
      batch.forEach(({ resolve }, i) => resolve(outputs[i]));
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      await Promise.all(batch.map(({ input, resolve, reject }) => this.write([input]).then(([output]) => resolve(output), reject)));
    }
  }
}
