import { asciiLower } from "./name-index.js";

/**
 * A schema URN as a filter can spell it before an attribute: a name (or names
 * joined by `.`), `:`, then URN characters (`urn:ietf:params:scim:schemas:core:2.0:User`).
 * The lexer's `URI` rule, so that every URN a declaration names can be written
 * by a client, and every URN `formatFilter` writes is read back. Linear: the
 * names before the first `:` cannot hold it.
 */
const SCHEMA_URN = /^[A-Za-z_][A-Za-z0-9_-]*(?:\.[A-Za-z_][A-Za-z0-9_-]*)*:[A-Za-z0-9_.:+~%/@-]*$/;

/** What the URNs of RFC 7643's core schemas (User, Group and the service's own) begin with. */
const CORE_SCHEMAS = "urn:ietf:params:scim:schemas:core:";

/**
 * Tells whether `text` is a schema URN a filter can write before an
 * attribute name.
 */
export function isSchemaUrn(text: string): boolean {
  return SCHEMA_URN.test(text);
}

/**
 * Tells whether a URN is one of RFC 7643's core schemas
 * (`urn:ietf:params:scim:schemas:core:2.0:User`), ignoring ASCII case: their
 * attributes are the resource's top-level members.
 */
export function isCoreSchemaUrn(urn: string): boolean {
  return asciiLower(urn).startsWith(CORE_SCHEMAS);
}

/**
 * The members an attribute name reads, as RFC 7643 section 3.3 stores
 * extensions: a dotted path is its names (`name.givenName`); a name qualified
 * by a core schema's URN is the path after it (top-level members); a name
 * qualified by any other schema's URN is the member keyed by that URN, then
 * the path (`urn:...:enterprise:2.0:User:manager.displayName` reads
 * `displayName` of `manager` of the member `urn:...:enterprise:2.0:User`).
 * The URN is the name's text up to its last `:`, as the lexer reads it.
 */
export function attributeSegments(name: string): string[] {
  const colon = name.lastIndexOf(":");
  const path = name.slice(colon + 1).split(".");
  if (colon < 0) return path;
  const urn = name.slice(0, colon);
  return isCoreSchemaUrn(urn) ? path : [urn, ...path];
}
