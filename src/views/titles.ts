import { BODY_VIOLATIONS_CODE } from "../core/catalogue/base-codes.js";
import { BASE_ERROR_TITLES } from "../core/catalogue/tables.js";

/** The reason phrases of RFC 9110 for the 4xx and 5xx statuses an API answers with. */
const STATUS_PHRASES: { readonly [status: number]: string } = {
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  406: "Not Acceptable",
  407: "Proxy Authentication Required",
  408: "Request Timeout",
  409: "Conflict",
  410: "Gone",
  411: "Length Required",
  412: "Precondition Failed",
  413: "Content Too Large",
  414: "URI Too Long",
  415: "Unsupported Media Type",
  416: "Range Not Satisfiable",
  417: "Expectation Failed",
  421: "Misdirected Request",
  422: "Unprocessable Content",
  426: "Upgrade Required",
  428: "Precondition Required",
  429: "Too Many Requests",
  431: "Request Header Fields Too Large",
  451: "Unavailable For Legal Reasons",
  500: "Internal Server Error",
  501: "Not Implemented",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
  505: "HTTP Version Not Supported",
};

/** Titles of the codes this package knows: the known base errors' from their table, and a constraint violations code's where the code read as words would be clumsy. */
const CODE_TITLES: { readonly [code: string]: string } = {
  ...BASE_ERROR_TITLES,
  [BODY_VIOLATIONS_CODE]: "Request body constraint violations",
};

/** The reason phrase of `status`, when RFC 9110 defines one. */
export function statusPhrase(status: number | undefined): string | undefined {
  return status !== undefined && Object.hasOwn(STATUS_PHRASES, status) ? STATUS_PHRASES[status] : undefined;
}

/** A title for a problem type named after `code`: `user_not_found` gives "User not found". */
export function codeTitle(code: string): string {
  if (Object.hasOwn(CODE_TITLES, code)) return CODE_TITLES[code] as string;
  const words = code.replaceAll("_", " ").trim();
  return words === "" ? "Error" : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}
