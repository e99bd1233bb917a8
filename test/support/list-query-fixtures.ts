import fc from "fast-check";
import { expect } from "vitest";
import type { ErrorBody, ViolationDetail } from "../../src/core/body/bodies.js";
import type { ListOperation } from "../../src/list-query/operation.js";
import type { ListQueryResult } from "../../src/list-query/params.js";

/** The reference server's Query Application Users, as docs/reference-server.md describes it. */
export const listUsers = {
  attributes: {
    id: { select: true },
    username: { type: "string", filter: true, sort: true, select: true },
    email: { type: "string", filter: true, sort: true, select: true },
    emailVerified: { type: "boolean", filter: true, select: true },
    givenName: { type: "string", filter: true, sort: true, select: true },
    familyName: { type: "string", filter: true, sort: true, select: true },
    fullName: { type: "string", filter: true, sort: true, select: true },
    status: { type: "string", filter: true, sort: true, select: true },
    externalId: { type: "string", filter: true, sort: true, select: true },
  },
} as const satisfies ListOperation;

/** The sortable attributes of {@link listUsers}, in declaration order, as `allowedValues` lists them. */
export const SORTABLE = "username,email,givenName,familyName,fullName,status,externalId";
/** The selectable attributes of {@link listUsers}, in declaration order. */
export const SELECTABLE = "id,username,email,emailVerified,givenName,familyName,fullName,status,externalId";

/** The error of a failed parse; fails the test when the parse succeeded. */
export function errorOf(result: ListQueryResult): ErrorBody {
  if (result.ok) throw new Error(`expected an error, got ${JSON.stringify(result.value)}`);
  return result.error;
}

/** The violations of a failed parse, without the ticket. */
export function violationsOf(result: ListQueryResult): { readonly [path: string]: readonly ViolationDetail[] } {
  const error = errorOf(result);
  if (error.type !== "constraint_violations_error")
    throw new Error(`expected violations, got ${JSON.stringify(error)}`);
  return error.violations;
}

/**
 * A `start_index` or `count` as a client may write it: an integer around 2^53 or far beyond, sometimes negative,
 * sometimes with leading zeros.
 */
export const listIntegerText: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      fc.bigInt({ min: -3n, max: 200n }),
      fc.bigInt({ min: 2n ** 53n - 3n, max: 2n ** 53n + 3n }),
      fc.bigInt({ min: 0n, max: 10n ** 400n }),
    ),
    fc.nat({ max: 3 }),
  )
  .map(([value, zeros]) => (value < 0n ? `-${"0".repeat(zeros)}${-value}` : `${"0".repeat(zeros)}${value}`));

/**
 * Checks the numbers of a page body's JSON text: `startIndex` and `itemsPerPage` are the integers sent, digit for
 * digit (no rounding, no exponent), and `totalResults` is plain digits.
 */
export function expectExactPageNumbers(text: string, startIndex: string, count: string): void {
  const number = (name: string) => new RegExp(`"${name}":([^,}]*)`).exec(text)?.[1];
  expect(number("totalResults")).toMatch(/^[0-9]+$/);
  expect(number("startIndex")).toBe(BigInt(startIndex).toString());
  expect(number("itemsPerPage")).toBe(BigInt(count).toString());
}

/** What {@link parseListQuery} must say of a `start_index` or `count` of `text` that it refused, given its bounds. */
export function expectedBoundViolation(text: string, min: bigint, max: bigint): ViolationDetail[] | undefined {
  const value = BigInt(text);
  if (value < min) return [{ code: "less_than", constraintAttributes: { minValue: `${min}` } }];
  if (value > max) return [{ code: "greater_than", constraintAttributes: { maxValue: `${max}` } }];
  return undefined;
}
