import type {
  ConstraintViolationsCode,
  ConstraintViolationsErrorBody,
  ConstraintViolationsErrorInit,
  ViolationDetail,
  ViolationsInit,
} from "api-error-model";
import { BUILT_IN_VIOLATION_RULES, type ViolationRules } from "../../core/catalogue/rules.js";
import { _buildConstraintViolationsError } from "../../core/errors/build.js";

/**
 * The code a bridge gives an issue that nothing else maps: `disallowed_enum`,
 * without attributes.
 *
 * @remarks
 * The catalogue has no code for "invalid" in general. Every validation
 * accepts a set of values and the value given is not in it, which is what
 * `disallowed_enum` ("enum value not allowed") says once the set is left
 * unnamed; the other candidates state something that may be false
 * (`failed_regex_match` speaks of a pattern and a string, `unknown` of an
 * enum the value is missing from).
 *
 * @public
 */
export const DEFAULT_FALLBACK_CODE = "disallowed_enum";

/**
 * Code, message and ticket of the error a validator bridge builds.
 *
 * @public
 */
export interface BridgeErrorOptions {
  /**
   * `message_body_constraint_violations` (the default) when the validated
   * value is the request body, `request_constraint_violations` when it is
   * the query, path parameters or headers.
   */
  readonly code?: ConstraintViolationsCode;
  /** Defaults to a sentence naming the part of the request at fault. */
  readonly message?: string;
  /** The correlation identifier; a fresh UUID when absent. */
  readonly ticket?: string;
  /**
   * A catalogue of your own (`defineCatalogue`, extending `coreCatalogue`,
   * whose codes the bridges send): a refinement may then name one of its
   * codes, and the body is checked against it. The built-in catalogue when
   * absent.
   */
  readonly catalogue?: BridgeCatalogue | undefined;
}

/**
 * What a bridge asks of a catalogue: which violation codes and attributes it
 * knows. Every catalogue made by `defineCatalogue` is one.
 *
 * @public
 */
export interface BridgeCatalogue {
  /** The rules the bridge reads. */
  readonly rules: ViolationRules;
}

/** Whether `value` is a violation code of the options' catalogue (the built-in one by default). */
export function isCodeOf(options: BridgeErrorOptions, value: unknown): value is string {
  return (options.catalogue?.rules ?? BUILT_IN_VIOLATION_RULES).isViolationCode(value);
}

/**
 * The option of the zod, valibot and Standard Schema bridges that keeps the
 * messages of custom refinements in the body (see {@link RefinementMessages}).
 *
 * @public
 */
export interface KeepMessagesOption {
  /**
   * `true` keeps the message of a custom refinement that named no code,
   * verbatim, in the body's `details.messages` under its violation key (the
   * Standard Schema bridge: the message of every issue that got the
   * fallback, since its issues do not say which are refinements). Off by
   * default, so that no validator's message reaches an error body: a bridge
   * cannot tell a validator's default text, which may quote the value the
   * client sent (valibot's `Invalid input: Received "sk_live_..."`,
   * ArkType's `must be ... (was "...")`), from one the application wrote.
   * Turn it on only when every refinement of the schema carries a message of
   * your own that never interpolates the input.
   */
  readonly keepMessages?: boolean;
}

/**
 * The `details` of a bridge's error, with `keepMessages: true`, when a custom
 * refinement's message could not be given a code: the messages, by violation
 * key, in the order the issues came.
 *
 * @remarks
 * A violation detail carries a code and constraint attributes, never a
 * sentence, and the catalogue cannot know what an author's check tests. So
 * a refinement (zod's `refine`/`superRefine`/`custom`, valibot's `check`,
 * `partialCheck`, `rawCheck`, `custom`, ...) that names no code gets the
 * fallback code under its path; with {@link KeepMessagesOption.keepMessages}
 * its message is kept here, so that a client can show the author's sentence
 * (`describeError` in the messages entry does) rather than the fallback's
 * "is not an allowed value". Without it (the default) the body has no
 * `details`, and no validator's message.
 *
 * @public
 */
export type RefinementMessages = {
  /** The messages of refinements that named no code, by violation key. */
  readonly messages: { readonly [key: string]: readonly string[] };
};

/** Gathers details per key, in the order the issues came. */
export class DetailsByKey {
  // A Map takes any key, `__proto__` included, as data.
  readonly #byKey = new Map<string, ViolationDetail[]>();

  add(key: string, detail: ViolationDetail): void {
    const list = this.#byKey.get(key);
    if (list === undefined) this.#byKey.set(key, [detail]);
    else list.push(detail);
  }

  /**
   * The error body. `constraintViolationsError` checks every detail, so a
   * caller's mapping that returns an unknown code or attribute name throws.
   */
  toError(
    bridge: string,
    options: BridgeErrorOptions,
  ): ConstraintViolationsErrorBody & {
    readonly code: ConstraintViolationsCode;
  } {
    if (this.#byKey.size === 0) throw new TypeError(`${bridge}: there are no issues to report`);
    // Object.fromEntries defines own properties, so a `__proto__` key stays data.
    const init: { -readonly [K in keyof ConstraintViolationsErrorInit]: ConstraintViolationsErrorInit[K] } = {
      violations: Object.fromEntries(this.#byKey) as unknown as ViolationsInit,
    };
    if (options.code !== undefined) init.code = options.code;
    if (options.message !== undefined) init.message = options.message;
    if (options.ticket !== undefined) init.ticket = options.ticket;
    return _buildConstraintViolationsError(options.catalogue?.rules ?? BUILT_IN_VIOLATION_RULES, init);
  }
}

/**
 * The messages of refinements that named no code, by key, for
 * {@link withMessages}: none unless the caller asked for them with
 * `keepMessages: true`.
 */
export class KeptMessages {
  readonly #byKey = new Map<string, string[]>();
  readonly #enabled: boolean;

  constructor(options: KeepMessagesOption) {
    this.#enabled = options.keepMessages === true;
  }

  /** Keeps the message of a refinement that named no code under its violation key, when messages are kept. */
  keep(key: string, message: string): void {
    if (!this.#enabled) return;
    const list = this.#byKey.get(key);
    if (list === undefined) this.#byKey.set(key, [message]);
    else list.push(message);
  }

  /** The body with the kept messages as its `details` (see {@link RefinementMessages}), or as it is when none were kept. */
  withMessages<B extends ConstraintViolationsErrorBody>(body: B): B {
    if (this.#byKey.size === 0) return body;
    const details: RefinementMessages = { messages: Object.fromEntries(this.#byKey) };
    return { ...body, details };
  }
}
