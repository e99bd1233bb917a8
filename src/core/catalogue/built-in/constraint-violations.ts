/*
 * The two top-level codes of a constraint violations error, each with its
 * status, meaning and default English message.
 */

import type { _Assert } from "../assert.js";
import type { BaseErrorDefinitions } from "../definition.js";

/**
 * The two codes of a constraint violations error:
 * `message_body_constraint_violations` when the violations concern fields of
 * the request body, `request_constraint_violations` when they concern other
 * parts of the request (query, path parameters, headers).
 *
 * @public
 */
export const CONSTRAINT_VIOLATIONS = {
  message_body_constraint_violations: {
    status: 400,
    title: "Message body constraint violations",
    description:
      "Fields of the request body break constraints; `violations` lists each problem under the path of its field.",
    message: "The request body has constraint violations.",
    since: "0.1.0",
  },
  request_constraint_violations: {
    status: 400,
    title: "Request constraint violations",
    description:
      "Parts of the request other than its body (query parameters, path parameters, headers) break constraints; `violations` lists each problem under the name of its part.",
    message: "The request has constraint violations.",
    since: "0.1.0",
  },
} as const;

/**
 * `CONSTRAINT_VIOLATIONS` is a table of base error definitions.
 *
 * @internal
 */
export type _ConstraintViolationsChecked = _Assert<
  typeof CONSTRAINT_VIOLATIONS extends BaseErrorDefinitions ? true : false
>;
