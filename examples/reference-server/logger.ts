import { type BaseErrorBody, toLogRecord } from "api-error-model";
import { type DestinationStream, type Logger, pino } from "pino";

/**
 * The server's logger: pino, one JSON line per entry, on stdout unless
 * `destination` says otherwise. An error goes under `err` through
 * `toLogRecord`: its body's type, code and ticket, its cause chain by name
 * and code, never a value a client sent.
 *
 * @param destination - where the lines go; stdout by default
 * @returns the logger
 */
export function createLogger(destination?: DestinationStream): Logger {
  const options = { serializers: { err: toLogRecord } };
  return destination === undefined ? pino(options) : pino(options, destination);
}

/**
 * The `onUnexpected` hook that logs an unexpected failure as one error line:
 * the ticket of the answer the client got (the id they quote), the thrown
 * value's record under `err`, and a fixed message, so that pino never copies
 * the thrown message (which may quote input) into `msg`.
 *
 * @param logger - the server's logger
 * @returns the hook for `toResponse`'s `onUnexpected`
 */
export function logUnexpected(logger: Logger): (thrown: unknown, body: BaseErrorBody) => void {
  return (thrown, body) => logger.error({ ticket: body.ticket, err: thrown }, "unexpected failure");
}
