// Error bodies: checking a parsed body, text to typed value, building and serialising.
import { constraintViolationsError, isErrorBody, parseErrorBody, violation } from "api-error-model";
import { coreCatalogue, defineCatalogue } from "api-error-model/catalogue";
import { smallBaseError, TICKET, texts, violations3, violations200 } from "./fixtures.mjs";
import { timeRatio } from "./harness.mjs";
import { peerGuards } from "./peers.mjs";

const isTrue = (result) => result === true;
const isOk = (result) => result?.ok === true;

const checkInputs = {
  "base error": smallBaseError,
  "3 violations": violations3,
  "200 violations": violations200,
};

/** Titles of the guard groups, one per input. */
const guardTitle = (input) => `check parsed body: ${input}`;

/** A team's catalogue: its guard and builders are held against the built-in ones (the root's). */
const shop = defineCatalogue({
  extends: coreCatalogue,
  violations: { sku_format_invalid: { description: "Not a SKU.", message: "is not a valid SKU" } },
  baseErrors: { payment_required: { status: 402, description: "Unpaid.", message: "Payment is required." } },
});
const TEAM_GUARD = "a team's catalogue: isErrorBody";
const TEAM_BUILD = "a team's catalogue: constraintViolationsError + violation";

const guardGroups = Object.entries(checkInputs).map(([input, body]) => ({
  title: guardTitle(input),
  baseline: "isErrorBody",
  rows: [
    { name: "isErrorBody", op: isErrorBody, input: body, check: isTrue },
    { name: TEAM_GUARD, op: shop.isErrorBody, input: body, check: isTrue },
    { name: "parseErrorBody", op: parseErrorBody, input: body, check: isOk },
    { name: "ajv (compiled, discriminator)", op: peerGuards.ajv, input: body, check: isTrue },
    { name: "zod 4 discriminatedUnion", op: peerGuards.zod, input: body, check: isTrue },
    { name: "valibot variant", op: peerGuards.valibot, input: body, check: isTrue },
  ],
}));

const textTitle = (label) => `text to typed: ${label}`;

const textGroups = Object.entries(texts).map(([label, text]) => ({
  title: textTitle(label),
  baseline: "JSON.parse",
  rows: [
    { name: "JSON.parse", op: (t) => JSON.parse(t), input: text, check: (r) => typeof r === "object" },
    { name: "JSON.parse + parseErrorBody", op: (t) => parseErrorBody(JSON.parse(t)), input: text, check: isOk },
  ],
}));

const BUILD = "build + stringify: 3 violations";

function literalBody() {
  return JSON.stringify({
    type: "constraint_violations_error",
    code: "message_body_constraint_violations",
    message: "The request body has constraint violations.",
    ticket: TICKET,
    violations: {
      email: [{ code: "too_long", constraintAttributes: { maxLength: "200" } }],
      username: [{ code: "blank" }],
      start_index: [{ code: "less_than", constraintAttributes: { minValue: "1" } }],
    },
  });
}

function builtBody(ticket) {
  return JSON.stringify(
    constraintViolationsError({
      ticket,
      violations: {
        email: violation("too_long", { maxLength: 200 }),
        username: violation("blank"),
        start_index: violation("less_than", { minValue: 1 }),
      },
    }),
  );
}

const same = literalBody();

function teamBody(ticket) {
  return JSON.stringify(
    shop.constraintViolationsError({
      ticket,
      violations: {
        email: shop.violation("too_long", { maxLength: 200 }),
        username: shop.violation("blank"),
        start_index: shop.violation("less_than", { minValue: 1 }),
      },
    }),
  );
}

const buildGroup = {
  title: BUILD,
  baseline: "object literal + JSON.stringify",
  rows: [
    { name: "object literal + JSON.stringify", op: literalBody, check: (r) => r === same },
    { name: "constraintViolationsError + violation", op: () => builtBody(TICKET), check: (r) => r === same },
    { name: TEAM_BUILD, op: () => teamBody(TICKET), check: (r) => r === same },
    {
      name: "the same, fresh ticket (randomUUID)",
      op: () => builtBody(undefined),
      check: (r) => typeof r === "string" && r.length === same.length,
    },
  ],
};

/** @type {import("./harness.mjs").Group[]} */
export const groups = [...guardGroups, ...textGroups, buildGroup];

/** @type {import("./harness.mjs").Goal[]} */
export const goals = [
  ...Object.keys(checkInputs).flatMap((input) => {
    const title = guardTitle(input);
    // Our time over the fastest peer's: the largest of the time ratios to each peer.
    const fastestPeer = (results, row) =>
      Math.max(
        timeRatio(results, title, row, "ajv (compiled, discriminator)"),
        timeRatio(results, title, row, "zod 4 discriminatedUnion"),
        timeRatio(results, title, row, "valibot variant"),
      );
    return [
      {
        name: `isErrorBody vs fastest peer, ${input} (time ratio)`,
        max: 1.3,
        measure: (results) => fastestPeer(results, "isErrorBody"),
      },
      {
        name: `parseErrorBody vs fastest peer, ${input} (time ratio)`,
        max: 1.3,
        measure: (results) => fastestPeer(results, "parseErrorBody"),
      },
      {
        name: `a team's catalogue's isErrorBody vs the built-in one, ${input} (time ratio)`,
        max: 1.1,
        measure: (results) => timeRatio(results, title, TEAM_GUARD, "isErrorBody"),
      },
      {
        name: `isErrorBody faster than zod, ${input}`,
        min: 10,
        measure: (results) => timeRatio(results, title, "zod 4 discriminatedUnion", "isErrorBody"),
      },
    ];
  }),
  ...Object.keys(texts).map((label) => ({
    name: `JSON.parse + parseErrorBody vs JSON.parse, ${label}`,
    max: 1.1,
    measure: (results) => timeRatio(results, textTitle(label), "JSON.parse + parseErrorBody", "JSON.parse"),
  })),
  {
    name: "build + stringify vs literal + stringify (fixed ticket)",
    max: 1.1,
    measure: (results) =>
      timeRatio(results, BUILD, "constraintViolationsError + violation", "object literal + JSON.stringify"),
  },
  {
    name: "a team's catalogue's builders vs the built-in ones (fixed ticket)",
    max: 1.1,
    measure: (results) => timeRatio(results, BUILD, TEAM_BUILD, "constraintViolationsError + violation"),
  },
];
