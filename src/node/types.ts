/**
 * What {@link sendError} needs of a response: the API of `node:http`'s
 * `ServerResponse`, which Express's `res` extends. A structural type: nothing
 * of Node or of a framework is imported.
 *
 * @public
 */
export interface NodeResponseLike {
  /** Whether the status line and headers were already written. */
  readonly headersSent: boolean;
  /** Whether `end()` was already called. */
  readonly writableEnded?: boolean;
  /** The status to send. */
  statusCode: number;
  /** Sets one header. */
  setHeader(name: string, value: string): unknown;
  /** Removes one header (`ServerResponse.removeHeader`). */
  removeHeader(name: string): unknown;
  /** Ends the response, with a last chunk. */
  end(chunk?: Uint8Array): unknown;
  /** Reads one header already set (a `Vary` a middleware set is merged, not replaced). */
  getHeader?(name: string): unknown;
  /** The request this response answers (`ServerResponse.req`): its `Accept-Language` is read when messages are localized, and it is given to a function `trace` option. */
  readonly req?: RequestLike | undefined;
}

/**
 * What the not-found handlers read of a request: Express's `req`, Fastify's
 * `request`, `node:http`'s `IncomingMessage`.
 *
 * @public
 */
export interface RequestLike {
  /** The request method. */
  readonly method?: string | undefined;
  /** The request target: path and query string. */
  readonly url?: string | undefined;
  /** Express: the request target as received, where `url` lost the mount path of a router. */
  readonly originalUrl?: string | undefined;
  /** The request headers by lower-case name: `Accept-Language` is read when messages are localized, and a function `trace` option may read `traceparent`. */
  readonly headers?: object | undefined;
}

/**
 * What {@link fastifyErrorHandler} needs of Fastify's `reply`. A structural
 * type: Fastify is not imported.
 *
 * @public
 */
export interface FastifyReplyLike {
  /** Sets the status. */
  code(statusCode: number): unknown;
  /** Sets one header. */
  header(name: string, value: string): unknown;
  /** Removes one header. */
  removeHeader(name: string): unknown;
  /** Sends the payload; a string with a content type set is sent as it is. */
  send(payload: string): unknown;
  /** Reads one header already set (a `Vary` a hook set is merged, not replaced). */
  getHeader?(name: string): unknown;
}
