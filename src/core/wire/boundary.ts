import type { BaseErrorBody, ErrorBody } from "../body/bodies.js";
import { setOwn } from "../body/json-object.js";
import { isBodyShape } from "../body/shape.js";
import { clientErrorOf } from "../catalogue/client-errors.js";
import type { CatalogueRules } from "../catalogue/rules.js";
import { isApiError } from "../errors/api-error.js";
import { isSentHeader, isValidHeader } from "../errors/headers.js";
import { newTicket } from "../errors/ticket.js";
import { headerOf } from "../observe/header-of.js";
import type { RequestTrace } from "../observe/request-trace.js";
import { traceFor, withRequestTrace } from "../observe/trace-option.js";
import { SENT_RETRY_AFTER } from "../retry/retry-after-shape.js";

/**
 * The content type of every error response.
 *
 * @public
 */
export const JSON_CONTENT_TYPE = "application/json;charset=UTF-8";

/**
 * Headers a handler may have set for the body it meant to send, which do not
 * describe an error body: a framework boundary removes them from the
 * response it answers with.
 */
export const STALE_HEADERS = ["content-encoding", "content-language", "content-range", "content-disposition"] as const;

/**
 * The message of the body that answers an unexpected failure.
 *
 * @public
 */
export const INTERNAL_ERROR_MESSAGE = "An unexpected error occurred.";

/**
 * Options of every error boundary: `toResponse`, `toHttpResponse`,
 * `errorBoundary`, and the handlers of `api-error-model/node`.
 *
 * @public
 */
export interface ToResponseOptions {
  /** Makes the ticket of a body the boundary builds (the safe 500, a framework's 4xx); `newTicket()` by default. */
  readonly newTicket?: () => string;
  /**
   * The ticket maker under its old name.
   *
   * @deprecated Use `newTicket`: a `ticket` option is a string everywhere else.
   */
  readonly ticket?: () => string;
  /**
   * Called with what was thrown and the safe 500 body sent instead, so that
   * the server can log the real failure under the ticket the client sees.
   * Not called for a client error (an `ApiError` with a 4xx status, or a
   * thrown value carrying a 4xx status).
   */
  readonly onUnexpected?: (thrown: unknown, body: BaseErrorBody) => void;
  /**
   * Answers a known code's default message in the client's language: build
   * it with `localizeMessages([de, fr])` of `api-error-model/messages`, which
   * also sends `Content-Language` (the language of the message sent) and
   * `Vary: Accept-Language`. Off by default.
   */
  readonly localize?: MessageLocalizer;
  /**
   * The request's `Accept-Language`, for `toResponse` and `toHttpResponse`,
   * which see no request; `errorBoundary` and the handlers of
   * `api-error-model/node` read it from the request when this is absent.
   */
  readonly acceptLanguage?: string | null | undefined;
  /**
   * The request's trace, made by `requestTrace` from its `traceparent`
   * header and its span: the ticket of every error body answered, a
   * handler's `ApiError` included, is then the trace id (8-4-4-4-12), and the
   * span records the error by OpenTelemetry's conventions. For a boundary
   * made once for every request (`errorBoundary`, the handlers of
   * `api-error-model/node`), a function of the request that gives it. Off by
   * default; a boundary without it carries none of the trace code.
   */
  readonly trace?: RequestTrace | ((request: unknown) => RequestTrace | undefined) | undefined;
  /**
   * A catalogue of your own (`defineCatalogue`): a thrown value that carries
   * only a 4xx status is answered with the catalogue's generic code of that
   * status when it has one (`generic: true`), else the built-in one. Its
   * `apiError` already carries each code's status.
   */
  readonly catalogue?: BoundaryCatalogue | undefined;
}

/**
 * What a boundary asks of a catalogue: the generic code of a status and a
 * code's message. Every catalogue made by `defineCatalogue` is one.
 *
 * @public
 */
export interface BoundaryCatalogue {
  /** The rules the boundary reads. */
  readonly rules: Pick<CatalogueRules, "genericCodeOf" | "messageOf">;
}

/**
 * An error answer as a {@link MessageLocalizer} reads and writes it: the body
 * and the response headers by lower-case name.
 *
 * @public
 */
export interface LocalizedAnswer {
  /** The error body. */
  readonly body: ErrorBody;
  /** The response headers by lower-case name. */
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * Puts an error answer in the language of a request's `Accept-Language`:
 * the option `localize` of every boundary. A structural type, so that the
 * core needs no locale and users who do not localize pay nothing:
 * `localizeMessages` of `api-error-model/messages` makes one, which sets the
 * message, `Content-Language` and `Vary: Accept-Language`. What it answers is
 * sent only if the body is an error body; its headers pass the checks of
 * every header; if it throws, the answer is sent as it was.
 *
 * @public
 */
export type MessageLocalizer = (answer: LocalizedAnswer, acceptLanguage: string | undefined) => LocalizedAnswer;

/** What a boundary answers: the one policy that every boundary and view follows. */
export interface BoundaryAnswer {
  readonly status: number;
  /** `content-type`, and the headers the error carries. */
  readonly headers: Record<string, string>;
  /** A plain copy of the body, as sent. */
  readonly body: ErrorBody;
  /** The body as JSON text. */
  readonly text: string;
}

/** The wire form: the known members only, whatever else the object carries. */
function serialize(body: ErrorBody): string {
  return JSON.stringify({
    type: body.type,
    code: body.code,
    message: body.message,
    ticket: body.ticket,
    details: body.details,
    violations: body.type === "constraint_violations_error" ? body.violations : undefined,
  });
}

/** The ticket maker of `options`: `newTicket`, else the deprecated `ticket`. */
export function ticketMaker(options: Pick<ToResponseOptions, "newTicket" | "ticket">): (() => string) | undefined {
  return options.newTicket ?? options.ticket;
}

/** A ticket from the options' ticket maker, or a fresh UUID when there is none or it fails. Never throws. */
export function freshTicket(options: ToResponseOptions): string {
  try {
    const make = ticketMaker(options);
    // Stryker disable next-line ConditionalExpression: equivalent, calling the absent maker throws, and the catch makes a UUID.
    const ticket = make === undefined ? newTicket() : make();
    return typeof ticket === "string" ? ticket : newTicket();
  } catch {
    return newTicket();
  }
}

/** The headers of a response with content type JSON, plus those of `extra` that may be sent. */
function headersWith(extra: unknown): Record<string, string> {
  const headers: Record<string, string> = { "content-type": JSON_CONTENT_TYPE };
  if (typeof extra === "object" && extra !== null) {
    for (const name of Object.keys(extra)) {
      const value: unknown = (extra as Record<string, unknown>)[name];
      const lower = name.toLowerCase();
      if (isValidHeader(name, value) && isSentHeader(lower)) setOwn(headers, lower, value);
    }
  }
  return headers;
}

/** The headers of a thrown client error that a client needs to act on it. */
const CARRIED_HEADERS = ["allow", "retry-after", "www-authenticate"] as const;

/**
 * The grammar a carried header's value must have to be sent (RFC 9110):
 * Allow a list of method names (upper case, as every registered method is),
 * Retry-After delay-seconds or an IMF-fixdate. Free text in them, such as a
 * value a handler copied from the request, is dropped; WWW-Authenticate is
 * the server's own challenge and is sent as any header is.
 */
const CARRIED_GRAMMAR: { readonly [name: string]: RegExp } = {
  allow: /^(?:[A-Z]+(?:-[A-Z]+)*(?: *, *[A-Z]+(?:-[A-Z]+)*)*)?$/,
  "retry-after": SENT_RETRY_AFTER,
};

/**
 * The Allow, Retry-After and WWW-Authenticate headers of a thrown client
 * error: from its `headers` (http-errors, body-parser) or the headers of its
 * `res` (Hono's `HTTPException`). A number is written as a string; an
 * Allow or Retry-After that does not follow its grammar is left out.
 */
function carriedHeaders(thrown: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const own = (thrown as { readonly headers?: unknown }).headers;
  const res = (thrown as { readonly res?: { readonly headers?: unknown } }).res;
  for (const name of CARRIED_HEADERS) {
    let value =
      headerOf(own, name) ?? headerOf(typeof res === "object" && res !== null ? res.headers : undefined, name);
    if (typeof value === "number") value = String(value);
    const grammar = CARRIED_GRAMMAR[name];
    out[name] = grammar === undefined || (typeof value === "string" && grammar.test(value)) ? value : undefined;
  }
  return out;
}

/**
 * The 4xx status a thrown value carries in `status` or `statusCode` (http-errors,
 * body-parser, Hono's `HTTPException`, Fastify), else `undefined`. An axios
 * error is left out: its `status` is that of the upstream response it failed on.
 */
function clientStatus(thrown: unknown): number | undefined {
  if (typeof thrown !== "object" || thrown === null) return undefined;
  const object = thrown as {
    readonly status?: unknown;
    readonly statusCode?: unknown;
    readonly isAxiosError?: unknown;
  };
  if (object.isAxiosError === true) return undefined;
  const status = typeof object.status === "number" ? object.status : object.statusCode;
  return typeof status === "number" && Number.isInteger(status) && status >= 400 && status <= 499 ? status : undefined;
}

/**
 * The error-boundary policy, in one place: what every boundary answers for
 * a thrown value. An `ApiError` with a 4xx status (or a 5xx one built with
 * `expose: true`) is answered with its status, body and headers; a value
 * carrying a 4xx `status` or `statusCode` with the base error of its status
 * from `CLIENT_ERRORS`, a fresh ticket and its Allow, Retry-After and
 * WWW-Authenticate headers; anything else with the safe 500. Never throws.
 */
export function answerThrown(thrown: unknown, options: ToResponseOptions = {}): BoundaryAnswer {
  return localizedAnswer(tracedAnswer(thrown, options), options);
}

/**
 * The policy's answer, with the request's trace when there is one: its
 * ticket on the body (a handler's ApiError included, so that one request has
 * one id to quote), and the error recorded on its span.
 */
function tracedAnswer(thrown: unknown, options: ToResponseOptions): BoundaryAnswer {
  const trace = traceFor(options.trace);
  if (trace === undefined) return policyAnswer(thrown, options);
  let ticket: unknown;
  try {
    ticket = trace.ticket;
  } catch {
    // A trace that cannot tell its ticket: the usual ones.
  }
  // The trace's ticket for the bodies the boundary builds, and for a handler's ApiError, which carries its own.
  let answer = policyAnswer(thrown, typeof ticket === "string" ? { ...options, newTicket: () => ticket } : options);
  if (typeof ticket === "string" && answer.body.ticket !== ticket) {
    const body = { ...answer.body, ticket };
    answer = { ...answer, body, text: serialize(body) };
  }
  try {
    trace.record(answer.status, answer.body.code, thrown);
  } catch {
    // A failing tracer must not stop the answer.
  }
  return answer;
}

/** The answer with a known code's message in the client's language, when a localizer is set. */
function localizedAnswer(answer: BoundaryAnswer, options: ToResponseOptions): BoundaryAnswer {
  const localize = options.localize;
  if (localize === undefined) return answer;
  try {
    // A copy in, and a check out: a localizer cannot change the answer it was given, nor send a malformed one.
    const { body, headers } = localize(
      { body: JSON.parse(answer.text) as ErrorBody, headers: answer.headers },
      options.acceptLanguage ?? undefined,
    );
    const text = serialize(body);
    const sent: unknown = JSON.parse(text);
    if (isBodyShape(sent))
      return { status: answer.status, headers: headersWith(headers), body: sent as ErrorBody, text };
  } catch {
    // A failing localizer must not stop the answer: it is sent as it was.
  }
  return answer;
}

/** The generic code of a status in a catalogue of one's own, with its message; `undefined` when it has none. */
function catalogueClientError(
  catalogue: BoundaryCatalogue | undefined,
  status: number,
): { readonly code: string; readonly message: string } | undefined {
  if (catalogue === undefined) return undefined;
  const code = catalogue.rules.genericCodeOf(status);
  // A generic code is a base error of the catalogue, so it has a message.
  return code === undefined ? undefined : { code, message: catalogue.rules.messageOf(code) as string };
}

/** What {@link answerThrown} answers before any trace or localization: the policy itself. */
function policyAnswer(thrown: unknown, options: ToResponseOptions): BoundaryAnswer {
  try {
    if (isApiError(thrown)) {
      // Read once: a getter must not pass the 4xx test and then answer 5xx.
      const status = thrown.status;
      if (Number.isInteger(status) && status >= 400 && (status < 500 || (status <= 599 && thrown.expose === true))) {
        // Checked as sent: a getter that shows the guard one body and the serialiser another is caught here.
        const text = serialize(thrown.body);
        const body: unknown = JSON.parse(text);
        if (isBodyShape(body)) return { status, headers: headersWith(thrown.headers), body: body as ErrorBody, text };
      }
    } else {
      const status = clientStatus(thrown);
      if (status !== undefined) {
        const { code, message } = catalogueClientError(options.catalogue, status) ?? clientErrorOf(status);
        const body: BaseErrorBody = { type: "base_error", code, message, ticket: freshTicket(options) };
        return { status, headers: headersWith(carriedHeaders(thrown as object)), body, text: serialize(body) };
      }
    }
  } catch {
    // A hostile object (a Proxy, a throwing getter): treat it as unexpected.
  }
  return unexpectedAnswer(thrown, options);
}

/**
 * The safe 500 for `thrown`: `internal_error`, the generic message, a fresh
 * ticket, and `options.onUnexpected` told about it. Never throws.
 */
export function unexpectedAnswer(thrown: unknown, options: ToResponseOptions): BoundaryAnswer {
  const body: BaseErrorBody = {
    type: "base_error",
    code: "internal_error",
    message: INTERNAL_ERROR_MESSAGE,
    ticket: freshTicket(options),
  };
  // Serialised before the hook runs, so that a hook that writes to the body cannot change the answer.
  const text = serialize(body);
  const sent: BaseErrorBody = { ...body };
  try {
    // Stryker disable next-line OptionalChaining: equivalent, calling the absent hook throws, and the catch ignores it.
    options.onUnexpected?.(thrown, body);
  } catch {
    // A failing logger must not stop the answer.
  }
  return { status: 500, headers: headersWith(undefined), body: sent, text };
}

/**
 * The options with the `Accept-Language` of `request` (a Fetch `Request`, or
 * a Node request with its `headers` object), when a localizer is set and no
 * `acceptLanguage` was given. Never throws.
 */
export function withRequestLanguage(options: ToResponseOptions, request: unknown): ToResponseOptions {
  if (options.localize === undefined || options.acceptLanguage != null) return options;
  try {
    const value = headerOf((request as { readonly headers?: unknown }).headers, "accept-language");
    // A Node header given twice is joined by Node; anything but a string is no language.
    return { ...options, acceptLanguage: typeof value === "string" ? value : undefined };
  } catch {
    // A hostile request object, or none: no language.
    return options;
  }
}

/**
 * The options for answering `request`: its `Accept-Language`
 * ({@link withRequestLanguage}) and, with `options.trace` a function, its
 * trace. What every boundary that sees the request does. Never throws.
 */
export function forRequest(options: ToResponseOptions, request: unknown): ToResponseOptions {
  return withRequestTrace(withRequestLanguage(options, request), request);
}
