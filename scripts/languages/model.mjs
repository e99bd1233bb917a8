// What every emitter reads from a catalogue as data (the shape of catalogue.json and of a
// catalogue's toJSON()): its codes, attributes, statuses and retry rule, in the file's order.

const SNAKE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
const CAMEL = /^[a-z][a-zA-Z0-9]*$/;

/**
 * The facts the generated modules hold, checked: a catalogue whose names no language could
 * spell as a constant is refused with one line per problem.
 *
 * @param {unknown} json - a parsed catalogue.json
 */
export function catalogueModel(json) {
  const problems = [];
  const section = (name) => {
    const value = json !== null && typeof json === "object" ? json[name] : undefined;
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      problems.push(`${name} must be an object`);
      return {};
    }
    return value;
  };
  const violations = section("violations");
  const attributes = section("attributes");
  const baseErrors = section("baseErrors");
  const constraintViolations = section("constraintViolations");
  const codes = (table, pattern, what) =>
    Object.entries(table).map(([code, definition]) => {
      if (!pattern.test(code))
        problems.push(`${what} ${JSON.stringify(code)} is not ${pattern === SNAKE ? "snake" : "camel"} case`);
      return {
        code,
        description: String(definition?.description ?? ""),
        deprecated: definition?.deprecated !== undefined,
      };
    });
  const statusOf = (table, what) =>
    Object.entries(table).map(([code, definition]) => {
      const status = definition?.status;
      if (!Number.isInteger(status) || status < 400 || status > 599) {
        problems.push(`${what} ${JSON.stringify(code)} has no status from 400 to 599`);
      }
      return { code, status, retryable: definition?.retryable === true };
    });
  const model = {
    violationCodes: codes(violations, SNAKE, "violation code"),
    attributes: codes(attributes, CAMEL, "attribute"),
    baseErrors: codes(baseErrors, SNAKE, "base error code").map((entry, i) => ({
      ...entry,
      ...statusOf(baseErrors, "base error code")[i],
    })),
    constraintViolations: codes(constraintViolations, SNAKE, "constraint violations code").map((entry, i) => ({
      ...entry,
      ...statusOf(constraintViolations, "constraint violations code")[i],
    })),
  };
  // Two names one language spells alike (\`a_1\` and \`a1\` are both Go's \`A1\`) would clash.
  for (const [group, entries] of Object.entries(model)) {
    for (const spell of [upperSnake, pascal]) {
      const seen = new Map();
      for (const { code } of entries) {
        const spelled = spell(code);
        if (seen.has(spelled))
          problems.push(
            `${JSON.stringify(seen.get(spelled))} and ${JSON.stringify(code)} are both ${spelled} (${group})`,
          );
        seen.set(spelled, code);
      }
    }
  }
  if (problems.length > 0) throw new TypeError(`not a catalogue:\n${problems.join("\n")}`);
  // A status is worth retrying when a code answered with it is (as RETRYABLE_STATUSES in TypeScript).
  const statuses = new Map([[400, false]]);
  for (const { status, retryable } of [...model.baseErrors, ...model.constraintViolations]) {
    statuses.set(status, (statuses.get(status) ?? false) || retryable);
  }
  model.retryableStatuses = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, retryable]) => ({ status, retryable }));
  return model;
}

/** `too_long` or `maxLength` as `TOO_LONG` or `MAX_LENGTH`. */
export const upperSnake = (name) => name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();

/** `too_long` or `maxLength` as `TooLong` or `MaxLength`. */
export const pascal = (name) =>
  name
    .split("_")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");

/** A one-line description, safe inside any language's comment. */
export const commentText = (text) => text.replace(/\s+/g, " ").replaceAll("*/", "* /").trim();
