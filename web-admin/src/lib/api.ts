import {
  callRoute,
  csrfHeaderName,
  errorResponseSchema,
  isWriteMethod,
  type AnyRoute,
  type CallOptions,
  type ErrorResponse,
  type RouteAnswer,
  type RouteRequest,
  type RouteTransport,
} from '@local-seo/contracts';
import { firstMessages, type FieldErrors } from './form-check';
import { checkSession, sessionStore } from './session';

/**
 * A call that did not succeed. `message` is '{status}: {body text}' (docs/behaviour/admin-back-office.md#calls-errors-and-messages)
 * (the status text when the body is empty); `body` is the server's error shape
 * when it sent one, so a form can show `details` beside its fields.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: ErrorResponse | null,
    /** The answer's JSON as it came, with what it carries beside the error shape (the `current` record of a 412). */
    readonly raw: unknown = undefined,
  ) {
    super(message);
  }

  /** What the server said in words (its `message`), else the whole error message. */
  get serverMessage(): string {
    return this.body?.message ?? this.message;
  }

  /** The first message per field from the server's validation `details`. */
  get fieldErrors(): FieldErrors<string> {
    return firstMessages(this.body?.details ?? [], (field) => (typeof field === 'string' ? field : undefined));
  }
}

/** The words of any thrown value, for a toast: the server's message when there is one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.message || fallback;
  return fallback;
}

interface RawResponse {
  status: number;
  statusText: string;
  contentType: string | null;
  text: string;
}

/** Sends one request with the given CSRF token (null before a login). */
type Transport = (csrfToken: string | null) => Promise<RawResponse>;

const networkError = () => new ApiError(0, 'Network error: the server could not be reached', null);

/**
 * Runs a transport until it gets an answer the caller should see. A 401 means
 * the session is gone: the gate shows and the call waits for the next login,
 * then goes again (the server refused it before doing anything, so repeating
 * is safe). A 403 on a write after a login in another tab replaced the token:
 * one retry with the renewed token.
 */
async function exchange(transport: Transport, write: boolean): Promise<Answer> {
  let renewedOnce = false;
  for (;;) {
    const token = sessionStore.get().csrfToken;
    const response = await transport(token);
    if (response.status === 401) {
      sessionStore.expire();
      await sessionStore.whenActive();
      continue;
    }
    if (response.status === 403 && write && !renewedOnce) {
      renewedOnce = true;
      await checkSession().catch(() => undefined);
      if (sessionStore.get().status !== 'active' || sessionStore.get().csrfToken !== token) continue;
    }
    return readBody(response);
  }
}

/** A success's status and body: its JSON, its text when not JSON, undefined when empty. */
interface Answer {
  status: number;
  body: unknown;
}

function readBody(response: RawResponse): Answer {
  const isJson = response.contentType?.includes('json') === true && response.text !== '';
  if (response.status >= 200 && response.status < 300) {
    return { status: response.status, body: isJson ? JSON.parse(response.text) : response.text === '' ? undefined : response.text };
  }
  const raw = isJson ? safeJson(response.text) : undefined;
  const parsed = isJson ? errorResponseSchema.safeParse(raw) : undefined;
  throw new ApiError(response.status, `${response.status}: ${response.text || response.statusText}`, parsed?.success ? parsed.data : null, raw);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Headers of one call beyond the usual ones, e.g. `{ 'if-match': '"schema-settings-v3"' }`. */
type ExtraHeaders = Readonly<Record<string, string>>;

function fetchTransport(method: string, path: string, body: unknown, extraHeaders: ExtraHeaders = {}): Transport {
  return async (csrfToken) => {
    const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (csrfToken) headers[csrfHeaderName] = csrfToken;
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        credentials: 'include',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw networkError();
    }
    return {
      status: response.status,
      statusText: response.statusText,
      contentType: response.headers.get('content-type'),
      text: await response.text(),
    };
  };
}

export interface UploadProgress {
  /** 'uploading' while the file travels; 'processing' once it is all sent and the server works on it. */
  phase: 'uploading' | 'processing';
  /** Share of the file sent, 0 to 100. */
  percent: number;
}

interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** XMLHttpRequest, because fetch reports no upload progress. */
function uploadTransport(path: string, file: File, options: UploadOptions): Transport {
  return (csrfToken) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', path);
      xhr.withCredentials = true;
      xhr.setRequestHeader('accept', 'application/json');
      if (csrfToken) xhr.setRequestHeader(csrfHeaderName, csrfToken);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) {
          options.onProgress?.({ phase: 'uploading', percent: Math.round((event.loaded / event.total) * 100) });
        }
      };
      xhr.upload.onload = () => options.onProgress?.({ phase: 'processing', percent: 100 });
      xhr.onload = () =>
        resolve({
          status: xhr.status,
          statusText: xhr.statusText,
          contentType: xhr.getResponseHeader('content-type'),
          text: xhr.responseText,
        });
      xhr.onerror = () => reject(networkError());
      xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      const form = new FormData();
      form.append('file', file);
      xhr.send(form);
    });
}

/**
 * The admin app's transport: credentials always, the CSRF token on every call, JSON in
 * and out. Every declared route is called with callApi (below), its answer read by the
 * declaration; `api` keeps the two calls callApi cannot make: a big list read unparsed
 * and a file upload with its progress.
 */
export const api = {
  /** A big list read without parsing it again (typed by the contract; the server shaped it from our own data). */
  get: <T>(path: string) => bodyOf<T>(exchange(fetchTransport('GET', path, undefined), false)),
  /** POSTs a file as multipart field 'file', reporting the real upload progress. */
  upload: <T>(path: string, file: File, options: UploadOptions = {}) => bodyOf<T>(exchange(uploadTransport(path, file, options), true)),
};

const bodyOf = async <T>(answer: Promise<Answer>): Promise<T> => (await answer).body as T;

/** callRoute's transports: every failure is thrown as an ApiError, by readBody. */
const routeTransport =
  (send: (request: RouteRequest) => Promise<Answer>): RouteTransport =>
  async (request) => {
    const answer = await send(request);
    return { status: answer.status, json: answer.body };
  };
/** The session recovery of `exchange`: every call but the login's and the logout's. */
const withRecovery = routeTransport(({ method, path, body, headers }) => exchange(fetchTransport(method, path, body, headers), isWriteMethod(method)));
/** Without it: for the login (where a 401 means a wrong password) and the logout. */
const once = routeTransport(async ({ method, path, body, headers }) => readBody(await fetchTransport(method, path, body, headers)(sessionStore.get().csrfToken)));

async function answerOf<R extends AnyRoute>(declaration: R, call: CallOptions<R>, transport: RouteTransport): Promise<RouteAnswer<R>> {
  const outcome = await callRoute(declaration, call, transport);
  // A status readBody lets through (not 2xx, yet not thrown): a 3xx fetch did not follow.
  if (!outcome.ok) throw new ApiError(outcome.status, `${outcome.status}: unexpected answer`, outcome.error);
  return outcome.answer;
}

/**
 * Calls a declared route the one way the admin app talks to the server (`api`), its answer read
 * by the declared schema: `callApi(citiesRoutes.update, { params: { id }, body, ifMatch })`.
 */
export const callApi = <R extends AnyRoute>(declaration: R, call: CallOptions<R>) => answerOf(declaration, call, withRecovery);

/** One call of a declared route without the session recovery of `api`: the login and the logout. */
export const requestOnce = <R extends AnyRoute>(declaration: R, call: CallOptions<R>) => answerOf(declaration, call, once);
