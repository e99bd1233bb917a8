/**
 * A logger for clients that went away mid-request (a reset connection, an
 * aborted upload): these are no failures of the server, and a flood of them
 * must not flood the log. It writes one line without a stack for the first,
 * then at most one line per `everyMs` with the count since the last line.
 *
 * @param write - where a line goes; stderr by default
 * @param everyMs - the shortest time between two lines
 * @returns the function to call once per client that went away
 */
export function disconnectCounter(
  write: (line: string) => void = (line) => console.error(line),
  everyMs = 10_000,
): () => void {
  let lastLine = Number.NEGATIVE_INFINITY;
  let unreported = 0;
  return () => {
    unreported += 1;
    const now = Date.now();
    if (now - lastLine < everyMs) return;
    write(
      `client went away mid-request: ${unreported} since the last report (one line per ${everyMs / 1000} s at most)`,
    );
    lastLine = now;
    unreported = 0;
  };
}
