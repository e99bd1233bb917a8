import { Writable } from "node:stream";

/** The JSON lines of `text`: the lines that are not JSON objects (a `listening on` announcement) left out. */
export function jsonLines(text: string): Record<string, unknown>[] {
  return text
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** A stream for a logger to write to; what was written so far, as JSON lines or as text; `clear` forgets it. */
export function lineCollector(): {
  readonly stream: Writable;
  readonly lines: () => Record<string, unknown>[];
  readonly text: () => string;
  readonly clear: () => void;
} {
  let text = "";
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString("utf8");
      done();
    },
  });
  return {
    stream,
    lines: () => jsonLines(text),
    text: () => text,
    clear: () => {
      text = "";
    },
  };
}
