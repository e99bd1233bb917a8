/*
 * Which sentence of a code fits an error: decided here, once, for every
 * language. A code's message is one pattern, or one pattern per variant
 * keyed by the members it needs (`"allowedElements+disallowedValues"`, a
 * bound's `"maxValue:exclusive"`); the variant with the most members, all
 * present, wins (the first such in the definition's order on a tie).
 */

import type { MessageDefinition } from "../core/catalogue/definition.js";

/** One member a variant needs: a constraint attribute or a details member, and whether it is an exclusive bound. */
export interface VariantMember {
  readonly name: string;
  readonly exclusive: boolean;
}

/** A variant key's grammar: `""`, or `name[:exclusive]` joined by `+`. */
const VARIANT_KEY = /^(?:[A-Za-z_][A-Za-z0-9_]*(?::exclusive)?(?:\+[A-Za-z_][A-Za-z0-9_]*(?::exclusive)?)*)?$/;

/**
 * The members a variant key names, or `undefined` for a key that breaks the
 * grammar (`defineCatalogue` refuses it).
 */
export function variantMembers(key: string): readonly VariantMember[] | undefined {
  if (!VARIANT_KEY.test(key)) return undefined;
  if (key === "") return [];
  return key.split("+").map((part) => {
    const exclusive = part.endsWith(":exclusive");
    return { name: exclusive ? part.slice(0, -":exclusive".length) : part, exclusive };
  });
}

/**
 * How a message asks about one member of the error: `undefined` when it is
 * absent, else whether it is an exclusive bound.
 */
export type MemberLookup = (name: string) => { readonly exclusive: boolean } | undefined;

/**
 * The pattern of `message` that fits the members present: the plain pattern
 * itself, or the variant with the most members all present (an exclusive
 * variant only for an exclusive bound, a plain one only for an inclusive
 * one); `undefined` when no variant fits.
 */
export function chooseVariant(message: MessageDefinition, lookup: MemberLookup): string | undefined {
  if (typeof message === "string") return message;
  let best: string | undefined;
  let bestSize = -1;
  for (const key of Object.keys(message)) {
    const members = variantMembers(key);
    if (members === undefined || members.length <= bestSize) continue;
    const fits = members.every((member) => lookup(member.name)?.exclusive === member.exclusive);
    if (fits) {
      best = message[key];
      bestSize = members.length;
    }
  }
  return best;
}
