import type { Observable } from 'rxjs';
import { from, throwError } from 'rxjs';
import { fromFetch } from 'rxjs/fetch';
import { catchError, map, mergeMap, tap } from 'rxjs/operators';
import { needsBearerToken } from './auth-header.ts';
import { HttpError } from './http-error.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpClientOptions {
  getToken(): string | null;
  excludedSegments: readonly string[];
  /** Real mode goes through a gateway that wants this header. */
  subscriptionKey?: string;
  /**
   * Sent as X-TitleTrack-Client, so a file's history can say a change was made on a screen; who
   * made it always comes from the token.
   */
  clientName?: string;
  /** Called after every 2xx response (clears the recorded httpError). */
  onSuccess?(url: string): void;
  /** Called for every failed response before the error reaches the caller. */
  onFailure?(error: HttpError): void;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** 'blob' returns the body as a Blob (downloads); JSON otherwise. */
  responseType?: 'json' | 'blob';
  /** Sent as-is (FormData, URLSearchParams); otherwise the body is sent as JSON. */
  rawBody?: BodyInit;
  /** Let the request outlive the page (a goodbye sent while the tab closes). */
  keepalive?: boolean;
}

/** A body with the version (ETag) the server gave it, for saves that must name what they read. */
export interface Versioned<T> {
  body: T;
  version: string | null;
}

export interface HttpClient {
  request<T>(method: HttpMethod, url: string, body?: unknown, options?: RequestOptions): Observable<T>;
  /** The same request, answered with the response's ETag beside the body. */
  versioned<T>(method: HttpMethod, url: string, body?: unknown, options?: RequestOptions): Observable<Versioned<T>>;
  get<T>(url: string, options?: RequestOptions): Observable<T>;
  post<T>(url: string, body?: unknown, options?: RequestOptions): Observable<T>;
  put<T>(url: string, body?: unknown, options?: RequestOptions): Observable<T>;
  patch<T>(url: string, body?: unknown, options?: RequestOptions): Observable<T>;
  delete<T>(url: string, options?: RequestOptions): Observable<T>;
  /** The headers a request to `url` carries (token, gateway key): for streams read outside this client. */
  headers(url: string): Record<string, string>;
}

const NETWORK_FAILURE = 'Could not reach the server. Check your connection and try again.';

async function readBody(response: Response, responseType: RequestOptions['responseType']): Promise<unknown> {
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  function headersFor(url: string, body: unknown, requestOptions: RequestOptions): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined && requestOptions.rawBody === undefined) headers['Content-Type'] = 'application/json';
    Object.assign(headers, requestOptions.headers);
    if (options.subscriptionKey) headers['Ocp-Apim-Subscription-Key'] = options.subscriptionKey;
    // Same origin only: a header a cross-origin service does not expect would fail its CORS check.
    if (options.clientName && !/^[a-z][a-z0-9+.-]*:/i.test(url)) headers['X-TitleTrack-Client'] = options.clientName;
    const token = options.getToken();
    if (token && needsBearerToken(url, options.excludedSegments)) headers.Authorization = `Bearer ${token}`;
    return headers;
  }

  function request<T>(method: HttpMethod, url: string, body?: unknown, requestOptions: RequestOptions = {}): Observable<T> {
    return versioned<T>(method, url, body, requestOptions).pipe(map(({ body: responseBody }) => responseBody));
  }

  function versioned<T>(method: HttpMethod, url: string, body?: unknown, requestOptions: RequestOptions = {}): Observable<Versioned<T>> {
    const init: RequestInit & { selector: (response: Response) => Promise<{ response: Response; body: unknown }> } = {
      method,
      headers: headersFor(url, body, requestOptions),
      body: requestOptions.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      ...(requestOptions.keepalive ? { keepalive: true } : {}),
      selector: async (response) => ({ response, body: await readBody(response, requestOptions.responseType) }),
    };
    return fromFetch(url, init).pipe(
      catchError((error: unknown) =>
        throwError(() => new HttpError(0, null, url, error instanceof Error && error.name === 'AbortError' ? error.message : NETWORK_FAILURE)),
      ),
      mergeMap(({ response, body: responseBody }) => {
        if (response.ok) return from([{ body: responseBody as T, version: response.headers.get('ETag') }]);
        const error = new HttpError(response.status, responseBody, url, `The server could not complete the request (${response.status}).`);
        return throwError(() => error);
      }),
      tap({
        next: () => options.onSuccess?.(url),
        error: (error: unknown) => {
          if (error instanceof HttpError) options.onFailure?.(error);
        },
      }),
    );
  }

  return {
    request,
    versioned,
    get: (url, requestOptions) => request('GET', url, undefined, requestOptions),
    post: (url, body, requestOptions) => request('POST', url, body, requestOptions),
    put: (url, body, requestOptions) => request('PUT', url, body, requestOptions),
    patch: (url, body, requestOptions) => request('PATCH', url, body, requestOptions),
    delete: (url, requestOptions) => request('DELETE', url, undefined, requestOptions),
    headers: (url) => headersFor(url, undefined, {}),
  };
}
