/**
 * Secrets a client might send, and the check that none of them comes back: the rule "nothing a
 * client sent in a body or header appears in an error body, a message or a log" as one helper, for
 * the bridges, the boundaries, the node adapters and (issue 30) log records.
 */
import fc from "fast-check";
import { expect } from "vitest";

/** The fixed start of every secret, so that a leak is easy to spot in a failing case. */
export const SECRET_MARKER = "sk_live_";

/** The length of the shortest piece of a secret that counts as a leak. */
export const LEAK_LENGTH = 8;

/**
 * The characters after the marker: letters and digits mostly, and the characters that JSON, HTML
 * and header writers escape or refuse (a quote, a backslash, `<`, a space, a non-ASCII letter), so
 * that a leak through an escaping writer is found too.
 */
const SECRET_CHARACTER: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(..."ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789") },
  { weight: 1, arbitrary: fc.constantFrom('"', "\\", "<", " ", "é", "'") },
);

/** A secret: {@link SECRET_MARKER} then 12 to 24 random characters. */
export const secret: fc.Arbitrary<string> = fc
  .string({ unit: SECRET_CHARACTER, minLength: 12, maxLength: 24 })
  .map((rest) => SECRET_MARKER + rest);

/** A secret of letters and digits only, for places that take no other characters (a URL, a header value). */
export const plainSecret: fc.Arbitrary<string> = fc
  .string({
    unit: fc.constantFrom(..."ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"),
    minLength: 12,
    maxLength: 24,
  })
  .map((rest) => SECRET_MARKER + rest);

/** Every string in `value`: itself, or the keys and strings of a JSON-like tree. */
function stringsOf(value: unknown, out: string[]): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out);
  else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      out.push(key);
      stringsOf(item, out);
    }
  }
  return out;
}

/**
 * The pieces of `secrets` ({@link LEAK_LENGTH} characters or more) found in `output`: a string
 * as it is, anything else both as `JSON.stringify` writes it and string by string (so that an
 * escaped quote does not hide a leak). Empty when nothing leaked.
 */
export function leakedPieces(output: unknown, secrets: readonly string[]): string[] {
  const texts = typeof output === "string" ? [output] : [String(JSON.stringify(output)), ...stringsOf(output, [])];
  const found = new Set<string>();
  for (const secretText of secrets) {
    for (let start = 0; start + LEAK_LENGTH <= secretText.length; start++) {
      const piece = secretText.slice(start, start + LEAK_LENGTH);
      if (texts.some((text) => text.includes(piece))) found.add(piece);
    }
  }
  return [...found];
}

/** Fails when any piece of eight characters or more of any of `secrets` appears in `output`. */
export function expectNoSecret(output: unknown, secrets: readonly string[]): void {
  expect(leakedPieces(output, secrets), `a secret leaked into ${JSON.stringify(output)}`).toStrictEqual([]);
}

/** A thrown value and the secrets it holds. */
export interface ThrownWithSecrets {
  readonly thrown: unknown;
  readonly secrets: readonly string[];
}

/** Header names a thrown value's headers may hold: the carried ones, others, and a secret as a name. */
const HEADER_NAMES = ["allow", "Retry-After", "set-cookie", "Location", "x-request-id", "content-type"] as const;

/**
 * A value a handler, a framework or a library might throw, with secrets in every member a
 * boundary could read: a string; an `Error` or a plain object whose `message`, `stack`, `cause`,
 * `status`, `statusCode`, `expose`, `body`, `headers`, `res`, `type`, `code`, `ticket` and
 * `validation` (Fastify's ajv errors) hold secrets (the status a 4xx, a 5xx or a secret); an http-errors-like 4xx `Error` with
 * `expose: true`. Headers hold secrets under any name but `WWW-Authenticate`, the server's own
 * challenge, which a boundary sends as it is.
 */
export const thrownWithSecrets: fc.Arbitrary<ThrownWithSecrets> = fc
  .array(secret, { minLength: 1, maxLength: 4 })
  .chain((secrets) => {
    const s = fc.constantFrom(...secrets);
    // Header values and names take no quote or non-ASCII letter: the same secrets written sendable.
    const sendable = secrets.map((text) => text.replace(/[^A-Za-z0-9_]/g, "x"));
    const plain = fc.constantFrom(...sendable);
    const headerRecord = fc.dictionary(fc.oneof(fc.constantFrom(...HEADER_NAMES), plain), fc.oneof(plain, s), {
      maxKeys: 4,
    });
    const headers = fc.oneof(
      headerRecord,
      headerRecord.map((record) => new Headers(record)),
    );
    const status = fc.oneof(fc.integer({ min: 400, max: 499 }), fc.integer({ min: 500, max: 599 }), s);
    const body = fc.oneof(
      s,
      fc.record({ type: fc.constant("base_error"), code: fc.constant("invalid_request"), message: s, ticket: s }),
      fc.record({
        type: fc.constant("constraint_violations_error"),
        code: fc.constant("message_body_constraint_violations"),
        message: s,
        ticket: s,
        violations: s.map((text) => ({ [text]: [{ code: "blank" }] })),
      }),
    );
    const members = fc.record(
      {
        message: s,
        stack: s,
        cause: fc.oneof(
          s,
          s.map((text) => new Error(text)),
          fc.record({ message: s }),
        ),
        status,
        statusCode: status,
        expose: fc.oneof(fc.boolean(), s),
        body,
        headers,
        res: headerRecord.map((record) => new Response(secrets[0], { headers: record })),
        type: fc.oneof(s, fc.constantFrom("entity.parse.failed", "entity.too.large", "charset.unsupported")),
        code: fc.oneof(s, fc.constantFrom("FST_ERR_CTP_INVALID_JSON_BODY", "FST_ERR_CTP_EMPTY_JSON_BODY")),
        ticket: s,
        // Fastify's schema validation errors (ajv's, `verbose` on): the value refused in `data`.
        validation: fc.array(
          fc.record({
            keyword: fc.oneof(s, fc.constantFrom("type", "format", "pattern", "enum", "const", "maxLength")),
            instancePath: fc.constantFrom("", "/apiKey", "/list/0"),
            message: s,
            data: s,
            params: fc.record({ format: fc.constant("email"), type: fc.constant("integer") }),
          }),
          { maxLength: 3 },
        ),
        validationContext: fc.oneof(s, fc.constantFrom("body", "querystring", "headers")),
      },
      { requiredKeys: [] },
    );
    const thrown = fc.oneof(
      s,
      members,
      fc.tuple(s, members).map(([message, rest]) => Object.assign(new Error(message), rest)),
      fc
        .tuple(s, fc.integer({ min: 400, max: 499 }), headers)
        .map(([message, code, own]) =>
          Object.assign(new Error(message), { status: code, statusCode: code, expose: true, headers: own }),
        ),
    );
    return thrown.map((value) => ({ thrown: value, secrets: [...secrets, ...sendable] }));
  });
