/**
 * The served /openapi.json linted by Spectral with its `spectral:oas` ruleset
 * (its recommended rules), as a user runs `spectral lint` on it: no errors,
 * and only the warnings docs/reference-server.md lists as deliberate.
 *
 * The one file that uses Spectral (`@stoplight/spectral-core`,
 * `@stoplight/spectral-rulesets`).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { send, startTestServer, type TestServer, testData } from "../../support/e2e.js";
import { importTool } from "../../support/tools.js";

// Spectral is a test tool (test/tools, installed by the global setup), imported at run time;
// these are the parts of its API this file uses, so that the typecheck needs no test tool.
interface ISpectralDiagnostic {
  readonly code: string | number;
  readonly path: readonly (string | number)[];
  readonly message: string;
  readonly severity: number;
}
interface SpectralCore {
  Spectral: new () => {
    setRuleset(ruleset: unknown): void;
    run(text: string): Promise<ISpectralDiagnostic[]>;
  };
}

/** Spectral's severities: 0 error, 1 warning, 2 information, 3 hint. */
const ERROR = 0;

/**
 * The warnings the document has on purpose (docs/reference-server.md, "The served document"):
 * operations have a summary but no description and no tags, the info has no contact (a
 * reference server has no one to call), and the package's reusable error responses are
 * included though every operation declares its errors itself.
 */
const DELIBERATE_WARNINGS = ["info-contact", "oas3-unused-component", "operation-description", "operation-tags"];

let server: TestServer;
let diagnostics: ISpectralDiagnostic[];
beforeAll(async () => {
  server = await startTestServer(testData());
  const served = await send(server, "GET", "/openapi.json");
  const { Spectral } = (await importTool("@stoplight/spectral-core")) as SpectralCore;
  const { oas } = (await importTool("@stoplight/spectral-rulesets")) as { oas: unknown };
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [[oas, "recommended"]] });
  // The text as served: Spectral parses it (JSON is YAML) and reports where each finding is.
  diagnostics = await spectral.run(served.text);
});
afterAll(() => server.close());

/** A finding, as a line a failing test prints. */
const line = (found: ISpectralDiagnostic) => `${found.code} at ${found.path.join(".")}: ${found.message}`;

describe("the served document, linted by Spectral's spectral:oas ruleset", () => {
  test("has no errors (array-items, oas3-valid-media-example, oas3-schema included)", () => {
    expect(diagnostics.filter((found) => found.severity === ERROR).map(line)).toStrictEqual([]);
  });

  test("warns only where docs/reference-server.md says it does, on purpose", () => {
    const rules = new Set(diagnostics.filter((found) => found.severity !== ERROR).map((found) => String(found.code)));
    expect([...rules].sort()).toStrictEqual(DELIBERATE_WARNINGS);
  });
});
