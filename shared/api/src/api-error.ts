/**
 * A failed call (000 §7 'What the product does with answers'). `text` is what a
 * toast shows; `status` is 0 when the request never got an HTTP answer.
 *
 * `response` mirrors the shape the error-text rule reads (`response.data`: the
 * message, else the `data` of the error body), so `errorText(apiError)` at a call
 * site gives the same text as `apiError.text`; `body` is the error body as sent.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly text: string;
  /** The JSON error body (`{ message, data?, code? }`), when the answer had one. */
  readonly body: unknown;
  /** 'GET /users/userData': which call failed. */
  readonly call: string;
  readonly response: { status: number; data: unknown } | undefined;

  constructor(init: { status: number; text: string; body?: unknown; responseData?: unknown; call: string; cause?: unknown }) {
    super(init.text, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.text = init.text;
    this.body = init.body;
    this.call = init.call;
    this.response = init.status > 0 ? { status: init.status, data: init.responseData } : undefined;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
