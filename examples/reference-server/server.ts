import type { Server } from "node:http";
import type { Duplex } from "node:stream";
import { serve } from "@hono/node-server";
import { baseError, JSON_CONTENT_TYPE } from "api-error-model";

/** A server that listens: its address, and how to stop it. */
export interface RunningServer {
  /** The port it listens on (the one the system picked for port 0). */
  readonly port: number;
  /** `http://127.0.0.1:PORT`. */
  readonly url: string;
  /** Stops accepting connections, ends idle ones, and resolves once the server is closed. */
  close(): Promise<void>;
}

/** How long requests in flight may take to finish once the server stops (their database work included). */
const GRACE_MS = 5000;

/**
 * The largest request head (request line and headers) accepted: 1 MiB, so that
 * a long `query` filter reaches the list-query checks (which answer `too_long`)
 * instead of being cut by Node's 16 KiB default.
 */
const MAX_HEADER_BYTES = 1024 * 1024;

/**
 * Answers a request that Node could not parse as HTTP (a head over the
 * limit, a malformed request line) with an error body of the model too,
 * instead of Node's empty plain-text answer, then closes the connection.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A client that went away (or a socket already answered) gets nothing more.
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, body] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [
          431,
          "Request Header Fields Too Large",
          baseError({
            code: "request_header_fields_too_large",
            message: `The request line and headers are larger than ${MAX_HEADER_BYTES} bytes`,
          }),
        ]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [
            408,
            "Request Timeout",
            baseError({ code: "request_timeout", message: "The request took too long to arrive" }),
          ]
        : [400, "Bad Request", baseError({ code: "invalid_request", message: "The request is not valid HTTP" })];
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: ${JSON_CONTENT_TYPE}\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
  );
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), GRACE_MS).unref();
  });
}

/**
 * Serves `fetch` over HTTP on 127.0.0.1.
 *
 * @param fetch - the app's fetch handler (`app.fetch`)
 * @param port - the port, or 0 for a free one
 * @returns the running server, once it listens
 * @throws the listen error (`EADDRINUSE`, `EACCES`) through the returned promise
 */
export function startServer(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
): Promise<RunningServer> {
  const hostname = "127.0.0.1";
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname, serverOptions: { maxHeaderSize: MAX_HEADER_BYTES } }, (info) => {
      server.off("error", reject);
      resolve({ port: info.port, url: `http://${hostname}:${info.port}`, close: () => closeServer(server) });
    }) as Server;
    server.once("error", reject);
    server.on("clientError", answerClientError);
  });
}
