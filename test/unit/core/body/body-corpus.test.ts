import { describe, expect, test } from "vitest";
import { bodyCorpus, withVerdicts } from "../../../../scripts/languages/corpus.mjs";
import { isErrorBody, parseErrorBody } from "../../../../src/index.js";

// The corpus that the generated Python, Go and Java parsers are held to (npm run
// test:languages): here the TypeScript parser, their oracle, is held to its own guards, and
// its verdicts are snapshotted so that a change of the rules shows as a reviewable diff.
const corpus = bodyCorpus();
const judged = withVerdicts(parseErrorBody);

describe("the shared corpus of error bodies", () => {
  test("every body is JSON text with a name of its own", () => {
    expect(new Set(corpus.map((body) => body.name)).size).toBe(corpus.length);
    for (const { text } of corpus) expect(() => JSON.parse(text)).not.toThrow();
  });

  test("isErrorBody holds exactly when parseErrorBody accepts, on every body", () => {
    for (const { text, lenient } of judged) expect(isErrorBody(JSON.parse(text))).toBe(lenient);
  });

  test("the strict parser accepts only bodies the lenient one accepts", () => {
    expect(judged.filter((body) => body.strict && !body.lenient)).toStrictEqual([]);
  });

  test("both verdicts occur in both modes, and some bodies only the strict mode refuses", () => {
    const count = (lenient: boolean, strict: boolean) =>
      judged.filter((body) => body.lenient === lenient && body.strict === strict).length;
    expect(count(true, true)).toBeGreaterThan(0);
    expect(count(true, false)).toBeGreaterThan(0);
    expect(count(false, false)).toBeGreaterThan(0);
  });

  test("the spec's bodies are accepted in both modes", () => {
    const spec = ["a base error", "a base error with details", "a constraint violations error"];
    expect(
      judged.filter((body) => spec.includes(body.name)).map(({ lenient, strict }) => [lenient, strict]),
    ).toStrictEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
  });

  test("the verdicts of every body, lenient then strict, are the snapshot's", () => {
    const lines = judged.map(({ name, lenient, strict }) => `${lenient ? "ok" : "no"} ${strict ? "ok" : "no"} ${name}`);
    expect(lines).toMatchSnapshot();
  });
});
