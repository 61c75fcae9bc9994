import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { apiClient } from './api-client';
import { listenToApiSignals, type ApiSignal } from './api-signals';

/** The next call answers `status` with `body`, as the gateway's error filter does (jsdom has no Response). */
function answer(status: number, body: object) {
  globalThis.fetch = jest.fn(async () => ({ ok: false, status, json: async () => body })) as unknown as typeof fetch;
}

describe('what a refused admin call tells the whole app', () => {
  let heard: ApiSignal[];
  let stop: () => void;
  beforeEach(() => {
    heard = [];
    stop = listenToApiSignals((signal) => heard.push(signal));
  });
  afterEach(() => stop());

  it('says the session ended when an admin call finds it gone', async () => {
    answer(401, { statusCode: 401, code: 'AUTH.SESSION_EXPIRED', message: 'Your session has expired. Please sign in again.' });
    await expect(apiClient.call('GET /api/v1/admin/staff')).rejects.toMatchObject({ status: 401 });
    expect(heard).toEqual([{ kind: 'sessionEnded', message: 'Your session has expired. Please sign in again.' }]);
  });

  it("passes on a role's refusal with the server's message", async () => {
    answer(403, { statusCode: 403, code: 'FORBIDDEN_ROLE', message: 'Your role (clerk) cannot do this. Ask the owner.' });
    await expect(apiClient.call('GET /api/v1/admin/buyers', { query: {} })).rejects.toMatchObject({ code: 'FORBIDDEN_ROLE' });
    expect(heard).toEqual([{ kind: 'forbiddenRole', message: 'Your role (clerk) cannot do this. Ask the owner.' }]);
  });

  it('keeps a wrong password, and refusals of other kinds, to the screen that made the call', async () => {
    answer(401, { statusCode: 401, code: 'AUTH.BAD_CREDENTIALS', message: 'Invalid email or password' });
    await expect(apiClient.call('POST /api/v1/admin/login', { body: { email: 'a@example.com', password: 'x' } })).rejects.toMatchObject({
      status: 401,
    });
    answer(409, { statusCode: 409, code: 'TEAM.LAST_OWNER', message: 'A business keeps at least one owner.' });
    await expect(apiClient.call('DELETE /api/v1/admin/staff/{id}', { params: { id: 's1' } })).rejects.toMatchObject({ status: 409 });
    expect(heard).toEqual([]);
  });
});
