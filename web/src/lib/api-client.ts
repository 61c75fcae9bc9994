import type { HttpBodyOf, HttpParamsOf, HttpQueryOf, HttpResponseOf, HttpRoute, MultipartUpload } from '@gv/proto';
import { sendApiSignal } from './api-signals';
import { readCsrfToken } from './cookies';
import { loadServerText, serverText } from './server-text';
import { clearSuperAdminToken, getSuperAdminToken } from './super-admin-token';

/** A failed call: `message` is the server's `message` field ('' when the server gave none). */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly fields?: Record<string, string>;

  constructor(status: number, message: string, code?: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** The server's message when it sent one, else the caller's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

type Query = Record<string, string | number | boolean | undefined | null>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Accept header; JSON unless said otherwise. */
  accept?: string;
}

const SUPER_ADMIN_PREFIX = '/api/superadmin';
const SUPER_ADMIN_LOGIN = '/api/superadmin/login';
const ADMIN_PREFIX = '/api/v1/admin/';
/** The codes of an admin call refused because its session is gone (not a wrong password or code). */
const SESSION_GONE = new Set(['AUTH.REQUIRED', 'AUTH.SESSION_EXPIRED']);
const FORBIDDEN_ROLE = 'FORBIDDEN_ROLE';

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function toMessage(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string').join(' ');
  return '';
}

async function send(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (method !== 'GET' && method !== 'HEAD') {
    const csrf = readCsrfToken();
    if (csrf) headers['X-CSRF-Token'] = csrf;
  }
  const isSuperAdminCall = path.startsWith(SUPER_ADMIN_PREFIX);
  if (isSuperAdminCall) {
    const token = getSuperAdminToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }

  // What the server writes is shown in the app's language (server-text.ts): the sentences for that load beside the call.
  const serverTextLoaded = loadServerText();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, '');
  }
  await serverTextLoaded;

  if (!response.ok) {
    // A rejected super admin token is cleared; the super admin guard then redirects to /superlogin.
    if (response.status === 401 && isSuperAdminCall && path !== SUPER_ADMIN_LOGIN) clearSuperAdminToken();
    let payload: { message?: unknown; code?: unknown; fields?: unknown } | undefined;
    try {
      payload = (await response.json()) as typeof payload;
    } catch {
      payload = undefined;
    }
    // The server answers in English (the spec's words): shown in the app's language where a catalog has them.
    const fields = payload?.fields && typeof payload.fields === 'object' ? (payload.fields as Record<string, string>) : undefined;
    const error = new ApiError(
      response.status,
      serverText(toMessage(payload?.message)),
      typeof payload?.code === 'string' ? payload.code : undefined,
      fields && Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, serverText(text)])),
    );
    signalRefusal(path, error);
    throw error;
  }
  return response;
}

/** A refusal that concerns the whole app goes to its listeners as well as to the caller (api-signals.ts). */
function signalRefusal(path: string, error: ApiError) {
  if (!path.startsWith(ADMIN_PREFIX)) return;
  if (error.status === 401 && error.code && SESSION_GONE.has(error.code)) sendApiSignal({ kind: 'sessionEnded', message: error.message });
  else if (error.status === 403 && error.code === FORBIDDEN_ROLE) sendApiSignal({ kind: 'forbiddenRole', message: error.message });
}

async function json<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
  const response = await send(method, path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

type ParamsOption<R extends HttpRoute> = keyof HttpParamsOf<R> extends never ? { params?: undefined } : { params: HttpParamsOf<R> };
type BodyOption<R extends HttpRoute> = [HttpBodyOf<R>] extends [never]
  ? { body?: undefined }
  : { body: HttpBodyOf<R> extends MultipartUpload ? FormData : HttpBodyOf<R> };
type QueryOption<R extends HttpRoute> = [HttpQueryOf<R>] extends [never] ? { query?: undefined } : { query?: HttpQueryOf<R> };
export type CallOptions<R extends HttpRoute> = ParamsOption<R> & BodyOption<R> & QueryOption<R> & Pick<RequestOptions, 'signal' | 'accept'>;
/** The options may be left out when the route needs none. */
type CallArgs<R extends HttpRoute> = object extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

/**
 * Calls one operation of the HTTP API (proto's HttpApi) over fetch, with the session cookie, CSRF header and (for
 * /api/superadmin) the bearer token: the route's parameters, query and body are typed, and so is its answer.
 */
export function call<R extends HttpRoute>(route: R, ...[options]: CallArgs<R>): Promise<HttpResponseOf<R>> {
  const [method, template] = route.split(' ') as [string, string];
  const params = (options?.params ?? {}) as Record<string, string>;
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return json<HttpResponseOf<R>>(method, path, {
    query: options?.query as Query | undefined,
    body: options?.body,
    signal: options?.signal,
    accept: options?.accept,
  });
}

export const apiClient = { call };
