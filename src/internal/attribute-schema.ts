import { boundMark } from "../core/catalogue/bounds.js";

/** The JSON Schema of one constraint attribute's value (a JSON Schema object, as the schema entry's `JsonSchema`). */
// A type alias, not an interface: it must be assignable to JSON (an index signature).
export type AttributeValueSchema = {
  readonly type: "string";
  readonly description: string;
  readonly examples?: readonly string[];
};

/**
 * The schema of one constraint attribute's value: a string, described; a
 * bound (the form `bound`) with examples of each of its forms, an exclusive
 * one marked as `boundMark` marks it. No `pattern`: a validator's bound on a
 * string or a time is written as it is, the builders take any string, and
 * the lenient schemas accept what `parseErrorBody` accepts. The schema
 * entry's definitions and the contract's OpenAPI document both write it.
 *
 * @param name - the attribute's name
 * @param description - its meaning, from the catalogue
 * @param form - its form, from the catalogue (`text` when absent)
 * @returns the schema of its value
 */
export function attributeSchema(name: string, description: string, form: string | undefined): AttributeValueSchema {
  if (form !== "bound") return { type: "string", description };
  const mark = boundMark(name, "");
  const examples = ["10", "2024-01-31T12:00:00.000Z"];
  return { type: "string", description, examples: [...examples, ...examples.map((bound) => `${mark}${bound}`)] };
}
