// The portal API client: the {success, value, message, code?, errors?} envelope, the x-language header
// on every call, and one error type the UI can translate by code.
import type { Envelope, FieldError } from '../../../schemas/generated/system.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly errors: FieldError[] = [],
    /** The envelope's value on a failure, when the server sends one (e.g. a captcha to solve next). */
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

// The server renderer (src/entry-server.tsx) swaps in a fetch that reaches the portal's own API, since
// Node has no page origin to resolve relative URLs against.
let fetchImpl: typeof fetch = (input, init) => fetch(input, init);

export function setApiFetch(impl: typeof fetch): void {
  fetchImpl = impl;
}

type LanguageSource = () => string;
let languageSource: LanguageSource = () => document.documentElement.dataset.lang ?? 'EN';

/** The app wires this to i18n once; every request then carries the current language. */
export function setApiLanguageSource(source: LanguageSource): void {
  languageSource = source;
}

// The session itself lives in an HttpOnly cookie the script never sees; writes prove they come from
// this page by echoing the per-session CSRF token (from the boot payload or the login response).
let csrfToken: string | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function hasCsrfToken(): boolean {
  return csrfToken !== null;
}

export type QueryParams = Record<string, string | number | boolean | undefined>;

function withQuery(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

export async function apiGet<T>(path: string, options: { params?: QueryParams; signal?: AbortSignal } = {}): Promise<T> {
  return request<T>('GET', withQuery(path, options.params), undefined, options.signal);
}

export async function apiPost<T>(path: string, body: unknown = {}, signal?: AbortSignal): Promise<T> {
  return request<T>('POST', path, body, signal);
}

export async function apiPut<T>(path: string, body: unknown = {}, signal?: AbortSignal): Promise<T> {
  return request<T>('PUT', path, body, signal);
}

export async function apiPatch<T>(path: string, body: unknown = {}, signal?: AbortSignal): Promise<T> {
  return request<T>('PATCH', path, body, signal);
}

export async function apiDelete<T>(path: string, signal?: AbortSignal): Promise<T> {
  return request<T>('DELETE', path, undefined, signal);
}

async function request<T>(method: string, url: string, body: unknown, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'x-language': languageSource(),
        'x-portal-client': 'web',
        ...(method !== 'GET' && csrfToken ? { 'x-csrf-token': csrfToken } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('Network error', 0, 'network');
  }
  return readEnvelope<T>(response);
}

async function readEnvelope<T>(response: Response): Promise<T> {
  let envelope: Envelope | undefined;
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    envelope = undefined;
  }
  if (!envelope || typeof envelope !== 'object' || typeof envelope.success !== 'boolean') {
    throw new ApiError(response.statusText || 'Invalid response', response.status, response.ok ? 'badResponse' : undefined);
  }
  if (!response.ok || !envelope.success) {
    throw new ApiError(envelope.message || response.statusText, response.status, envelope.code, envelope.errors ?? [], envelope.value ?? null);
  }
  return envelope.value as T;
}

/** One image as the raw request body (the server's upload endpoints take PNG or JPEG bytes, not JSON). */
export async function apiUpload<T>(path: string, file: Blob): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'x-language': languageSource(),
        'x-portal-client': 'web',
        'content-type': file.type || 'application/octet-stream',
        ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}),
      },
      body: file,
    });
  } catch {
    throw new ApiError('Network error', 0, 'network');
  }
  return readEnvelope<T>(response);
}
