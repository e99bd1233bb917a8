/**
 * A UTF-16 surrogate without its pair: no Unicode code point, and no UTF-8 or
 * PostgreSQL text can hold it.
 */
export const LONE_SURROGATE: RegExp = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
