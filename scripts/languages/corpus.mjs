// The shared corpus of error bodies: valid and invalid JSON texts that the TypeScript tests
// (test/unit/core/body/body-corpus.test.ts) and the generated Python, Go and Java parsers
// (`npm run test:languages`) all read. It holds no verdicts: the TypeScript guard is the
// oracle, asked at test time (`withVerdicts`), so the corpus can never disagree with it.
//
// Every entry is JSON text, not a value, so that each language parses the same bytes: escaped
// member names, duplicate members (the last one wins, as in JSON.parse), numbers no double
// holds, and `__proto__` keys are part of what is compared.

const base = { type: "base_error", code: "user_not_found", message: "User [42] could not be found", ticket: "t1" };
const withDetails = {
  type: "base_error",
  code: "mfa_challenge_verification_failed",
  message: "The verification code is not valid.",
  ticket: "t2",
  details: { attemptsRemaining: 2 },
};
const violations = {
  type: "constraint_violations_error",
  code: "message_body_constraint_violations",
  message: "The request body has constraint violations.",
  ticket: "t3",
  violations: { email: [{ code: "too_long", constraintAttributes: { maxLength: "200" } }] },
};
const request = {
  type: "constraint_violations_error",
  code: "request_constraint_violations",
  message: "The request has constraint violations.",
  ticket: "t4",
  violations: { "protocol.type": [{ code: "blank" }, { code: "unknown" }], count: [{ code: "greater_than" }] },
};

/** What a member is replaced by; `REMOVE` takes it away. */
const REMOVE = Symbol("remove");
const REPLACEMENTS = [REMOVE, null, true, 0, 1.5, "", "x", [], {}, ["x"], { a: "b" }];

/** A deep copy of `value` with the member at `path` replaced (or removed). */
function replaced(value, path, replacement) {
  const copy = structuredClone(value);
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step];
  const last = path.at(-1);
  if (replacement === REMOVE) {
    if (Array.isArray(parent)) parent.splice(last, 1);
    else delete parent[last];
  } else {
    parent[last] = replacement;
  }
  return copy;
}

const describe = (replacement) => (replacement === REMOVE ? "removed" : JSON.stringify(replacement));

/** Every member of a seed, each replaced by every value of REPLACEMENTS. */
function mutations(name, seed, paths) {
  return paths.flatMap((path) =>
    REPLACEMENTS.map((replacement) => ({
      name: `${name}: ${path.join(".")} ${describe(replacement)}`,
      text: JSON.stringify(replaced(seed, path, replacement)),
    })),
  );
}

const BODY_MEMBERS = [["type"], ["code"], ["message"], ["ticket"], ["details"]];

/** The hand-written entries: shapes the mutations do not reach. */
const HANDWRITTEN = [
  ["a JSON null", "null"],
  ["a string", '"base_error"'],
  ["a number", "404"],
  ["a boolean", "true"],
  ["an empty array", "[]"],
  ["an array holding a valid body", `[${JSON.stringify(base)}]`],
  ["an empty object", "{}"],
  ["members beyond the spec's", JSON.stringify({ ...base, traceId: "x", status: 404 })],
  ["a base error with a violations member it does not read", JSON.stringify({ ...base, violations: 1 })],
  ["a base error with valid violations", JSON.stringify({ ...base, violations: violations.violations })],
  ["an empty base error code", JSON.stringify({ ...base, code: "" })],
  ["an unknown base error code", JSON.stringify({ ...base, code: "brand_new_code" })],
  ["type in the wrong case", JSON.stringify({ ...base, type: "Base_Error" })],
  ["type with a trailing NUL", JSON.stringify({ ...base, type: "base_error\u0000" })],
  ["type problem_details", JSON.stringify({ ...base, type: "problem_details" })],
  ["member names written as escapes", '{"\\u0074ype":"base_error","\\u0063ode":"c","message":"m","ticket":"t"}'],
  ["a duplicate type, the last one valid", '{"type":"x","code":"c","message":"m","ticket":"t","type":"base_error"}'],
  ["a duplicate type, the last one invalid", '{"type":"base_error","code":"c","message":"m","ticket":"t","type":"x"}'],
  ["a duplicate code, the last one a number", '{"type":"base_error","code":"c","message":"m","ticket":"t","code":1}'],
  [
    "details holding every JSON type",
    JSON.stringify({ ...base, details: { a: [1, "x", null, true, { b: {} }], c: -0.5 } }),
  ],
  [
    "details holding a number no double holds",
    `{"type":"base_error","code":"c","message":"m","ticket":"t","details":{"n":1e400,"i":123456789012345678901234567890}}`,
  ],
  [
    "details holding an integer of 5000 digits",
    `{"type":"base_error","code":"c","message":"m","ticket":"t","details":{"n":${"9".repeat(5000)}}}`,
  ],
  [
    "details nested 100 deep",
    `{"type":"base_error","code":"c","message":"m","ticket":"t","details":${'{"a":'.repeat(100)}1${"}".repeat(100)}}`,
  ],
  ["a lone surrogate in the message", '{"type":"base_error","code":"c","message":"\\ud800","ticket":"t"}'],
  ["non-ASCII text everywhere", JSON.stringify({ ...base, message: "Benutzer nicht gefunden: ü ✓ 😀", ticket: "é" })],
  ["a __proto__ member holding a body", JSON.stringify({ ["__proto__"]: base })],
  ["a __proto__ member beside a body", `{"__proto__":{"type":"x"},${JSON.stringify(base).slice(1)}`],
  ["a violation under the key __proto__", wire('{"__proto__":[{"code":"blank"}]}')],
  ["a bad violation under the key __proto__", wire('{"__proto__":[{"code":1}]}')],
  ["a detail with a __proto__ member", wire('{"email":[{"code":"blank","__proto__":{"code":1}}]}')],
  [
    "a constraint attribute named __proto__",
    wire('{"email":[{"code":"blank","constraintAttributes":{"__proto__":"x"}}]}'),
  ],
  ["a constructor key with a bad list", wire('{"constructor":1}')],
  ["a violation key holding a lone surrogate", wire('{"\\udc00":[{"code":"blank"}]}')],
  [
    "two violation keys that differ only in their lone surrogates, the first bad",
    wire('{"\\ud800":1,"\\ud801":[{"code":"blank"}]}'),
  ],
  [
    "a lone high surrogate before a pair, written as escapes and as itself",
    wire('{"\\ud800\\ud83d\\ude00":1,"\\ud800😀":[{"code":"blank"}]}'),
  ],
  ["a surrogate pair written as escapes, and as itself", wire('{"\\ud83d\\ude00":1,"😀":[{"code":"blank"}]}')],
  ["a key with a period and spaces", wire('{"a b.c":[{"code":"blank"}]}')],
  ["an empty key", wire('{"":[{"code":"blank"}]}')],
  ["no violations at all", wire("{}")],
  ["an empty violation list", wire('{"email":[]}')],
  ["one empty list beside a full one", wire('{"email":[],"name":[{"code":"blank"}]}')],
  ["an unknown violation code", wire('{"email":[{"code":"brand_new_code"}]}')],
  [
    "a code and an attribute of a team's own catalogue",
    wire('{"sku":[{"code":"sku_format_invalid","constraintAttributes":{"skuPattern":"AB-0000"}}]}'),
  ],
  ["a spec code that the core catalogue leaves out", wire('{"password":[{"code":"password_breached"}]}')],
  ["an empty violation code", wire('{"email":[{"code":""}]}')],
  ["an unknown attribute name", wire('{"email":[{"code":"too_long","constraintAttributes":{"maxlength":"1"}}]}')],
  [
    "an attribute the code does not carry",
    wire('{"email":[{"code":"blank","constraintAttributes":{"maxLength":"1"}}]}'),
  ],
  ["empty constraintAttributes", wire('{"email":[{"code":"too_long","constraintAttributes":{}}]}')],
  ["a number attribute value", wire('{"email":[{"code":"too_long","constraintAttributes":{"maxLength":200}}]}')],
  ["a null attribute value", wire('{"email":[{"code":"too_long","constraintAttributes":{"maxLength":null}}]}')],
  ["a detail with a member beyond code and constraintAttributes", wire('{"email":[{"code":"blank","message":"x"}]}')],
  ["a detail that is a string", wire('{"email":["blank"]}')],
  ["a detail that is an array", wire('{"email":[["blank"]]}')],
  ["a detail list nested in a list", wire('{"email":[[{"code":"blank"}]]}')],
  ["details in a constraint violations error", JSON.stringify({ ...violations, details: { a: 1 } })],
  ["an unknown constraint violations code", wire('{"a":[{"code":"blank"}]}', "new_top_level_code")],
  ["an empty constraint violations code", wire('{"a":[{"code":"blank"}]}', "")],
  ["a base error code in a constraint violations error", wire('{"a":[{"code":"blank"}]}', "not_found")],
  ["a member beyond the spec's in a constraint violations error", JSON.stringify({ ...violations, extra: null })],
  [
    "every problem at once",
    '{"type":"constraint_violations_error","code":1,"ticket":2,"details":[],"violations":{"a":1,"b":[2,{"code":3,"constraintAttributes":{"x":4,"y":"ok"}}]}}',
  ],
  ["a wrong type and a numeric code", '{"type":"x","code":1}'],
  ["80 bad details", wire(JSON.stringify({ email: Array.from({ length: 80 }, () => 1) }))],
  [
    "200 valid violations",
    wire(JSON.stringify(Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`f${i}`, [{ code: "blank" }]])))),
  ],
  ["whitespace around the body", ` \n\t\r${JSON.stringify(base)} \n`],
];

/** A constraint violations error from the wire, with `violations` given as JSON text. */
function wire(violationsText, code = "message_body_constraint_violations") {
  return `{"type":"constraint_violations_error","code":${JSON.stringify(code)},"message":"m","ticket":"t","violations":${violationsText}}`;
}

/**
 * The corpus: `{ name, text }` for each body, names unique, texts valid JSON.
 *
 * @returns {{ name: string, text: string }[]}
 */
export function bodyCorpus() {
  const detail = ["violations", "email", 0];
  const entries = [
    { name: "a base error", text: JSON.stringify(base) },
    { name: "a base error with details", text: JSON.stringify(withDetails) },
    { name: "a constraint violations error", text: JSON.stringify(violations) },
    { name: "a request constraint violations error", text: JSON.stringify(request) },
    ...HANDWRITTEN.map(([name, text]) => ({ name, text })),
    ...mutations("base error", base, BODY_MEMBERS),
    ...mutations("base error with details", withDetails, [["details", "attemptsRemaining"]]),
    ...mutations("constraint violations error", violations, [
      ...BODY_MEMBERS,
      ["violations"],
      ["violations", "email"],
      detail,
      [...detail, "code"],
      [...detail, "constraintAttributes"],
      [...detail, "constraintAttributes", "maxLength"],
    ]),
    ...mutations("request constraint violations error", request, [
      ["violations", "protocol.type", 1],
      ["violations", "protocol.type", 1, "code"],
      ["violations", "count"],
    ]),
  ];
  const names = new Set();
  for (const { name, text } of entries) {
    if (names.has(name)) throw new Error(`corpus: the name ${JSON.stringify(name)} is used twice`);
    names.add(name);
    JSON.parse(text);
  }
  return entries;
}

/**
 * The corpus with each body's verdicts from a TypeScript parser, the oracle:
 * `lenient` is `parseErrorBody(JSON.parse(text)).ok` (what `isErrorBody` says),
 * `strict` the same with `{ strict: true }`. The parser is the root entry's
 * (the built-in catalogue's) or a catalogue's own `parseErrorBody`.
 *
 * @param {(value: unknown, options?: { strict?: boolean }) => { ok: boolean }} parseErrorBody
 * @returns {{ name: string, text: string, lenient: boolean, strict: boolean }[]}
 */
export function withVerdicts(parseErrorBody) {
  return bodyCorpus().map(({ name, text }) => {
    const value = JSON.parse(text);
    return {
      name,
      text,
      lenient: parseErrorBody(value).ok,
      strict: parseErrorBody(value, { strict: true }).ok,
    };
  });
}
