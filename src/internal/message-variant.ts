/*
 * Which sentence of a code fits an error: decided here, once, for every
 * language. A code's message is one pattern, or one pattern per variant
 * keyed by the members it needs (`"allowedElements+disallowedValues"`, a
 * bound's `"maxValue:exclusive"` or `"maxValue:date"`); the variant with the
 * most members, all present, wins, then the one that says more of them (a
 * `:date` variant for a date), then the first such in the definition's
 * order.
 */

/** One member a variant needs: a constraint attribute or a details member, and what it asks of a bound. */
export interface VariantMember {
  readonly name: string;
  /** `:exclusive`: only an exclusive bound (`"<10"`) fits, and a plain variant only an inclusive one. */
  readonly exclusive: boolean;
  /** `:date`: only a bound that is a date or a date-time fits; a variant without it fits both. */
  readonly date: boolean;
}

/** A variant key's grammar: `""`, or `name[:date][:exclusive]` joined by `+`. */
const VARIANT_KEY =
  /^(?:[A-Za-z_][A-Za-z0-9_]*(?::date)?(?::exclusive)?(?:\+[A-Za-z_][A-Za-z0-9_]*(?::date)?(?::exclusive)?)*)?$/;

/**
 * The members a variant key names, or `undefined` for a key that breaks the
 * grammar (`defineCatalogue` and `readLocale` refuse it).
 */
export function variantMembers(key: string): readonly VariantMember[] | undefined {
  if (!VARIANT_KEY.test(key)) return undefined;
  if (key === "") return [];
  return key.split("+").map((part) => {
    const [name = "", ...qualifiers] = part.split(":");
    return { name, exclusive: qualifiers.includes("exclusive"), date: qualifiers.includes("date") };
  });
}

/**
 * How a message asks about one member of the error: `undefined` when it is
 * absent, else whether it is an exclusive bound and whether it is a date.
 */
export type MemberLookup = (name: string) => { readonly exclusive: boolean; readonly date: boolean } | undefined;

/**
 * The pattern of `message` that fits the members present: a plain pattern
 * (anything but an object of variants) itself, or the variant with the most
 * members all present (an exclusive variant only for an exclusive bound, a
 * plain one only for an inclusive one; a `:date` variant only for a date
 * bound), the one with more `:date` members on a tie; `undefined` when no
 * variant fits.
 */
export function chooseVariant<P>(message: P | { readonly [variant: string]: P }, lookup: MemberLookup): P | undefined {
  if (typeof message !== "object" || message === null) return message as P;
  const variants = message as { readonly [variant: string]: P };
  let best: P | undefined;
  let bestScore = -1;
  for (const key of Object.keys(variants)) {
    const members = variantMembers(key);
    if (members === undefined) continue;
    // More members first; among as many, the one that names more dates.
    const score = members.length * 64 + members.filter((member) => member.date).length;
    if (score <= bestScore) continue;
    const fits = members.every((member) => {
      const found = lookup(member.name);
      return found !== undefined && found.exclusive === member.exclusive && (found.date || !member.date);
    });
    if (fits) {
      best = variants[key];
      bestScore = score;
    }
  }
  return best;
}
