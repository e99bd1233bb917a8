import { createServer, type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { getRequestListener, RequestError } from "@hono/node-server";
import {
  ApiError,
  BASE_ERROR_STATUS,
  baseError,
  type ErrorBody,
  JSON_CONTENT_TYPE,
  toResponse,
  traceTicket,
} from "api-error-model";
import { corsHeaders } from "./cors.js";
import { catalogueError, MAX_HEADER_BYTES, ROUTE_ERRORS } from "./http-errors.js";

/** A server that listens: its address, and how to stop it. */
export interface RunningServer {
  /** The port it listens on (the one the system picked for port 0). */
  readonly port: number;
  /** `http://127.0.0.1:PORT`. */
  readonly url: string;
  /**
   * Stops: refuses new connections, ends idle ones, answers every later
   * response with `Connection: close`, gives requests in flight
   * {@link ServerLimits.graceMs} to finish, answers those still unanswered
   * then with 503 `service_unavailable`, and resolves once every connection
   * is closed.
   */
  close(): Promise<void>;
}

/** The bounds that keep slow or idle clients from holding the server's sockets. */
export interface ServerLimits {
  /** Time for the request line and headers to arrive; a slower head is answered 408 and cut. */
  readonly headersTimeoutMs: number;
  /** Time for the whole request, body included, to arrive; a slower one is answered 408 and cut. */
  readonly requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  readonly keepAliveTimeoutMs: number;
  /** Open connections at most; a connection past the cap is closed at once. */
  readonly maxConnections: number;
  /** On stop, how long requests in flight may take before they are answered 503. */
  readonly graceMs: number;
}

/**
 * The defaults of a public service: ten seconds for a request head, a
 * minute for a whole request (4 MiB at about 0.5 Mbit/s), five seconds of
 * keep-alive, 1,000 connections, five seconds of grace on stop.
 */
export const DEFAULT_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_000,
  graceMs: 5_000,
};

/**
 * Writes a whole HTTP/1.1 response with an error body on a raw socket, then closes it.
 *
 * @param headers - more headers (CORS), already valid
 */
function endSocketWithError(
  socket: Duplex,
  status: number,
  body: ErrorBody,
  headers: Readonly<Record<string, string>> = {},
): void {
  const text = JSON.stringify(body);
  const more = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: ${JSON_CONTENT_TYPE}\r\ncontent-length: ${Buffer.byteLength(text)}\r\n${more}connection: close\r\n\r\n${text}`,
  );
}

/**
 * Answers a request that Node could not parse as HTTP (a head over the
 * limit, a malformed request line or chunk, a head or request that took too
 * long) with an error body of the model too, instead of Node's empty
 * plain-text answer, then closes the connection.
 *
 * @param headersOf - the more headers of an answer on this socket (the CORS headers of the request in flight)
 */
function clientErrorAnswerer(
  headersOf: (socket: Duplex) => Readonly<Record<string, string>>,
): (error: Error & { code?: string }, socket: Duplex) => void {
  return (error, socket) => {
    // A client that went away (or a socket already answered) gets nothing more.
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    if (error.code === "HPE_HEADER_OVERFLOW") {
      endSocketWithError(
        socket,
        ROUTE_ERRORS.request_header_fields_too_large.status,
        catalogueError("request_header_fields_too_large"),
      );
    } else if (error.code === "ERR_HTTP_REQUEST_TIMEOUT" || error.code === "HPE_HEADER_TIMEOUT") {
      // For a body too slow, the head arrived: the 408 carries its CORS headers. For a head too slow, none is known.
      const status = ROUTE_ERRORS.request_timeout.status;
      endSocketWithError(socket, status, catalogueError("request_timeout"), headersOf(socket));
    } else {
      const message = "The request is not valid HTTP";
      endSocketWithError(socket, BASE_ERROR_STATUS.invalid_request, baseError({ code: "invalid_request", message }));
    }
  };
}

/** `CONNECT` asks for a tunnel: this is no proxy. Node would drop the socket without a word. */
function answerConnect(_request: IncomingMessage, socket: Duplex): void {
  const message = "The CONNECT method is not supported: this server is not a proxy";
  endSocketWithError(socket, BASE_ERROR_STATUS.invalid_request, baseError({ code: "invalid_request", message }));
}

/**
 * What the Node adapter could not turn into a Fetch `Request` (a `Host`
 * with a space, a backslash in the path, the target `*`, an absolute URL
 * that does not parse) is a 400 `invalid_request` of the model; anything
 * else thrown before the app answers is the safe 500.
 */
function answerAdapterError(error: unknown): Response {
  const response =
    error instanceof RequestError
      ? toResponse(
          new ApiError(
            baseError({ code: "invalid_request", message: "The request target or Host header is not valid" }),
          ),
        )
      : toResponse(error);
  response.headers.set("connection", "close");
  return response;
}

/**
 * Answers a request with an error body of the model, without the app: what
 * the server decides before the app sees the request. The connection closes
 * after it. Its ticket is the request's trace id when it has a `traceparent`, as the app's are.
 *
 * @param headers - more headers (CORS), already valid
 */
function answerWithError(
  response: ServerResponse,
  status: number,
  body: ErrorBody,
  headers: Readonly<Record<string, string>>,
): void {
  const traceparent = response.req.headers["traceparent"];
  const ticket = typeof traceparent === "string" ? traceTicket({ traceparent }) : undefined;
  const text = JSON.stringify(ticket === undefined ? body : { ...body, ticket });
  response.writeHead(status, {
    ...headers,
    "content-type": JSON_CONTENT_TYPE,
    "content-length": Buffer.byteLength(text),
    connection: "close",
  });
  response.end(text);
}

/**
 * RFC 9112 section 3.2: an HTTP/1.1 request without a `Host` header, or with
 * more than one, is answered 400. Node's own check (`requireHostHeader`) is
 * turned off so that this answer is one of the model, not Node's empty 400.
 * An HTTP/1.0 request may leave `Host` out: it is served.
 */
function hostIsMissingOrRepeated(request: IncomingMessage): boolean {
  if (request.httpVersionMajor !== 1 || request.httpVersionMinor === 0) return false;
  // `headers.host` keeps only the first: the raw names are counted, without building `headersDistinct`.
  const raw = request.rawHeaders;
  let hosts = 0;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] as string;
    if (name.length === 4 && name.toLowerCase() === "host") hosts++;
  }
  return hosts !== 1;
}

/**
 * The `Retry-After` of the 503 a stop answers with, in seconds: a restart or
 * another instance behind the same address should take about this long.
 */
const RETRY_AFTER_STOP = "1";

/** 503 `service_unavailable`: the server stopped before the request was answered. */
function serviceUnavailable(): ErrorBody {
  return catalogueError("service_unavailable");
}

/**
 * Serves `fetch` over HTTP on 127.0.0.1.
 *
 * @param fetch - the app's fetch handler (`app.fetch`)
 * @param port - the port, or 0 for a free one
 * @param limits - timeouts, connection cap and shutdown grace; {@link DEFAULT_LIMITS} by default
 * @param corsOrigins - the app's `CORS_ORIGINS`, for the CORS headers of the answers the server writes itself: the 503 of a stop, and the 408 of a request whose body is too slow
 * @returns the running server, once it listens
 * @throws the listen error (`EADDRINUSE`, `EACCES`) through the returned promise
 */
export function startServer(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
  limits: ServerLimits = DEFAULT_LIMITS,
  corsOrigins: readonly string[] = [],
): Promise<RunningServer> {
  const hostname = "127.0.0.1";
  const listener = getRequestListener(fetch, { hostname, errorHandler: answerAdapterError });
  // Responses not yet finished; on stop they learn to close their connection.
  const open = new Set<ServerResponse>();
  // With CORS, the response in flight on each socket: its request's `Origin` is what a 408 written on the raw socket needs.
  const inFlight = corsOrigins.length > 0 ? new WeakMap<Duplex, ServerResponse>() : undefined;
  // One function for every response (a response closes once): no closure made per request.
  function forget(this: ServerResponse): void {
    open.delete(this);
    // Only its own entry: with pipelining, the next request on the socket may have begun already.
    // `this.socket` is detached by now; the request keeps it.
    if (inFlight?.get(this.req.socket) === this) inFlight.delete(this.req.socket);
  }
  let stopping = false;
  const serve = (request: IncomingMessage, response: ServerResponse): void => {
    if (stopping) response.setHeader("connection", "close");
    inFlight?.set(request.socket, response);
    open.add(response);
    response.on("close", forget);
    if (hostIsMissingOrRepeated(request)) {
      const message = "An HTTP/1.1 request must have exactly one Host header";
      const body = baseError({ code: "invalid_request", message });
      const cors = corsHeaders(corsOrigins, request.headers.origin);
      answerWithError(response, BASE_ERROR_STATUS.invalid_request, body, cors);
      return;
    }
    listener(request, response);
  };
  const server: Server = createServer(
    {
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // Node checks the two timeouts above only this often (30 s by default).
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
      // Answered by `serve` instead, in the model.
      requireHostHeader: false,
    },
    serve,
  );
  // An `Expect` other than 100-continue: Node would answer an empty 417. RFC 9110 section 10.1.1 allows a 417 or
  // serving the request as if `Expect` were absent; it is served, because the only expectation HTTP defines is
  // 100-continue (which Node answers itself, then emits `request`), a 417 would only make the client send the same
  // request again without the header, and served, the request gets its true answer, in the model like any other.
  server.on("checkExpectation", serve);
  server.maxConnections = limits.maxConnections;
  server.on(
    "clientError",
    clientErrorAnswerer((socket) => {
      const response = inFlight?.get(socket);
      return response === undefined ? {} : corsHeaders(corsOrigins, response.req.headers.origin);
    }),
  );
  server.on("connect", answerConnect);

  const close = (): Promise<void> =>
    new Promise((resolve) => {
      stopping = true;
      for (const response of open) if (!response.headersSent) response.setHeader("connection", "close");
      server.close(() => resolve());
      server.closeIdleConnections();
      setTimeout(() => {
        for (const response of open) {
          if (!response.headersSent) {
            // A client may send the request again at once: to another instance, or to this one restarted.
            const headers = {
              ...corsHeaders(corsOrigins, response.req.headers.origin),
              "retry-after": RETRY_AFTER_STOP,
            };
            answerWithError(response, ROUTE_ERRORS.service_unavailable.status, serviceUnavailable(), headers);
          }
        }
        // Whatever is still open after one more moment (a response still streaming) is cut.
        setTimeout(() => server.closeAllConnections(), 100).unref();
      }, limits.graceMs).unref();
    });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => {
      server.off("error", reject);
      const address = server.address();
      const actual = typeof address === "object" && address !== null ? address.port : port;
      resolve({ port: actual, url: `http://${hostname}:${actual}`, close });
    });
  });
}
