export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser-like HTTP client for tests and benchmarks: keeps cookies and sends the CSRF header on writes. */
export class ApiClient {
  readonly cookies = new Map<string, string>();
  bearer?: string;

  /** `headers` go with every request, e.g. X-Forwarded-For for a client behind a proxy. */
  /** `timeoutMs`: a request not answered by then fails (by default it waits as long as the server takes). */
  constructor(readonly baseUrl: string, private readonly headers: Record<string, string> = {}, private readonly timeoutMs?: number) {}

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body);
  }
  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body);
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }

  async request<T = any>(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...this.headers, ...extraHeaders };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get('gv_csrf');
    if (csrf && method !== 'GET') headers['x-csrf-token'] ??= csrf;
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const signal = this.timeoutMs ? AbortSignal.timeout(this.timeoutMs) : undefined;
    const response = await fetch(this.baseUrl + path, { method, headers, body: payload, redirect: 'manual', signal });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair.split('=');
      const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value.join('=') === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }
}
