import { describe, expect, it } from '@jest/globals';
import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import { ApiError } from './api-client';
import { onLatestSend, request, type RequestOutcome } from './saga-request';

/** Runs `request` as a saga does and returns what it put and what it came to. */
async function run<T>(send: () => Promise<T>, plumbing: Parameters<typeof request<T>>[1]) {
  const put: UnknownAction[] = [];
  const task = runSaga({ dispatch: (action: UnknownAction) => put.push(action) }, function* () {
    return yield* request(send, plumbing);
  });
  const outcome = (await task.toPromise()) as RequestOutcome<T>;
  return { put, outcome };
}

const loaded = (value: number) => ({ type: 'thing/loaded', payload: value });
const failed = (message: string) => ({ type: 'thing/failed', payload: message });

describe('request', () => {
  it('puts what the answer becomes and returns the answer', async () => {
    const { put, outcome } = await run(async () => 42, { success: loaded, failure: failed });
    expect(put).toEqual([loaded(42)]);
    expect(outcome).toEqual({ ok: true, answer: 42 });
  });

  it('puts each action of a success that stores the answer in two places', async () => {
    const { put } = await run(async () => 7, { success: (n) => [loaded(n), { type: 'other/seen' }], failure: failed });
    expect(put).toEqual([loaded(7), { type: 'other/seen' }]);
  });

  it("turns a failure into the server's message", async () => {
    const { put, outcome } = await run(() => Promise.reject(new ApiError(400, 'Invalid email or password')), {
      success: loaded,
      failure: failed,
      fallback: 'Failed to login',
    });
    expect(put).toEqual([failed('Invalid email or password')]);
    expect(outcome).toEqual({ ok: false });
  });

  it('uses the fallback when the server gave no message, and hands the error over', async () => {
    const network = new TypeError('Failed to fetch');
    let seen: unknown;
    const { put } = await run(() => Promise.reject(network), {
      failure: (message, error) => {
        seen = error;
        return failed(message);
      },
      fallback: 'Failed to login',
    });
    expect(put).toEqual([failed('Failed to login')]);
    expect(seen).toBe(network);
  });

  it('puts nothing on failure when the failure is only logged', async () => {
    const { put, outcome } = await run(() => Promise.reject(new Error('down')), { failure: () => undefined });
    expect(put).toEqual([]);
    expect(outcome.ok).toBe(false);
  });
});

describe('onLatestSend', () => {
  it("sends each trigger's payload and puts what the answer becomes; a newer trigger drops the older answer", async () => {
    const channel = stdChannel();
    const put: UnknownAction[] = [];
    const sent = createAction<string>('form/sent');
    const answers: Array<() => void> = [];
    const task = runSaga(
      { channel, dispatch: (action: UnknownAction) => put.push(action) },
      onLatestSend(sent, (text: string) => new Promise<number>((resolve) => answers.push(() => resolve(text.length))), {
        success: loaded,
        failure: failed,
      }),
    );
    channel.put(sent('first'));
    channel.put(sent('second one'));
    answers.forEach((answer) => answer());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers).toHaveLength(2);
    expect(put).toEqual([loaded('second one'.length)]);
    task.cancel();
  });
});
