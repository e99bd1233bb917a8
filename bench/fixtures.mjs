// Error bodies as a client receives them: plain objects, as JSON.parse makes them.

export const TICKET = "7f0c2a8e-3b5d-4e61-9a27-1c4d5e6f7a8b";

/** A small base error, as a 404 answer carries it. */
export const smallBaseError = {
  type: "base_error",
  code: "user_not_found",
  message: "User [42] could not be found",
  ticket: TICKET,
};

/** A violations error with three violations, one of them with an attribute list. */
export const violations3 = {
  type: "constraint_violations_error",
  code: "message_body_constraint_violations",
  message: "The request body has constraint violations.",
  ticket: TICKET,
  violations: {
    email: [{ code: "too_long", constraintAttributes: { maxLength: "200" } }],
    username: [{ code: "blank" }],
    "protocol.type": [{ code: "disallowed_enum", constraintAttributes: { allowedValues: "OIDC,SAML" } }],
  },
};

const codes = [
  ["too_long", { maxLength: "200" }],
  ["blank", undefined],
  ["less_than", { minValue: "1" }],
  ["disallowed_enum", { allowedValues: "ACTIVE,INACTIVE,PENDING_ACTIVATION,BLOCKED" }],
  ["not_unique", undefined],
];

/** A violations error with `n` violations over `n` paths (a bulk import, say). */
export function violationsN(n) {
  const violations = {};
  for (let i = 0; i < n; i++) {
    const [code, attributes] = codes[i % codes.length];
    violations[`items[${i}].${i % 2 === 0 ? "email" : "status"}`] = [
      attributes === undefined ? { code } : { code, constraintAttributes: { ...attributes } },
    ];
  }
  return {
    type: "constraint_violations_error",
    code: "message_body_constraint_violations",
    message: "The request body has constraint violations.",
    ticket: TICKET,
    violations,
  };
}

export const violations200 = violationsN(200);

function labelled(entries) {
  return Object.fromEntries(
    entries.map(([what, body]) => {
      const text = JSON.stringify(body);
      return [`${what} (${text.length} B)`, text];
    }),
  );
}

/** Bodies as response text, each at most 1 KB. */
export const texts = labelled([
  ["base error", smallBaseError],
  ["3 violations", violations3],
  ["10 violations", violationsN(10)],
]);
