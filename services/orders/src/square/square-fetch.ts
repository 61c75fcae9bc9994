/** What undici reports when the server closed or reset the connection before answering. */
const CLOSED_CONNECTION = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);

/**
 * The `fetch` the Square SDK is given: Node's own (kept-alive connections), sending a request once more when its
 * connection was closed before any answer, as a kept-alive connection the server closes just as it is reused is
 * (decision 0028). Every Square call may be repeated: a GET, or a write with its idempotency key.
 */
export const squareFetch = (async (input: string | URL | Request, init?: RequestInit) => {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (init?.signal?.aborted || !CLOSED_CONNECTION.has(((error as Error).cause as { code?: string } | undefined)?.code ?? '')) throw error;
    return fetch(input, init);
  }
}) as typeof fetch;
