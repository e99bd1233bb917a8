import { readFile } from "node:fs/promises";
import { longerThan, uniquenessKey } from "./fields.js";
import {
  type Application,
  type MfaChallenge,
  type ServerData,
  type Tenant,
  USER_STATUSES,
  USER_STRING_ATTRIBUTES,
  type User,
} from "./model.js";
import { CREATE_TENANT_BODY, CREATE_USER_BODY } from "./operations.js";

/** What {@link loadDataFile} gives: the data, or one message that names the file and every problem found. */
export type LoadResult =
  | { readonly ok: true; readonly data: ServerData }
  | { readonly ok: false; readonly message: string };

/** The most problems one message lists. */
const MAX_PROBLEMS = 10;

type JsonRecord = { readonly [key: string]: unknown };

function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string")
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return typeof value === "object" ? "an object" : `${typeof value} ${String(value)}`;
}

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function own(record: JsonRecord, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Checks the parsed file and collects every problem as `path: what is wrong`. */
class Checker {
  readonly problems: string[] = [];

  problem(path: string, text: string): void {
    this.problems.push(`${path} ${text}`);
  }

  list(root: JsonRecord, key: string): readonly unknown[] {
    const value = own(root, key);
    if (value === undefined) return [];
    if (Array.isArray(value)) return value;
    this.problem(key, `must be an array, got ${describe(value)}`);
    return [];
  }

  /** Records, each with a unique non-empty string `id`, each checked further by `checkItem` in file order. */
  records(root: JsonRecord, key: string, checkItem: (item: JsonRecord, path: string) => void = () => {}): JsonRecord[] {
    const seen = new Set<string>();
    const out: JsonRecord[] = [];
    const items = this.list(root, key);
    for (const [index, item] of items.entries()) {
      const path = `${key}[${index}]`;
      const id = isRecord(item) ? own(item, "id") : undefined;
      if (!isRecord(item)) this.problem(path, `must be an object, got ${describe(item)}`);
      else if (typeof id !== "string" || id === "")
        this.problem(`${path}.id`, `must be a non-empty string, got ${describe(id)}`);
      else if (seen.has(id)) this.problem(`${path}.id`, `repeats the id ${JSON.stringify(id)}`);
      else {
        seen.add(id);
        checkItem(item, path);
        out.push(item);
      }
    }
    return out;
  }

  requireString(item: JsonRecord, path: string, key: string): void {
    const value = own(item, key);
    if (typeof value !== "string" || value === "")
      this.problem(`${path}.${key}`, `must be a non-empty string, got ${describe(value)}`);
  }
}

/**
 * Values that must be unique (compared as the server compares them: trimmed,
 * lower-cased), each remembered with the path of its first holder.
 */
class UniqueValues {
  private readonly seen = new Map<string, string>();

  constructor(
    private readonly check: Checker,
    private readonly what: string,
  ) {}

  add(scope: string, value: unknown, path: string): void {
    if (typeof value !== "string") return;
    const key = JSON.stringify([scope, uniquenessKey(value)]);
    const first = this.seen.get(key);
    if (first === undefined) this.seen.set(key, path);
    else this.check.problem(path, `repeats the ${this.what} of ${first} (compared case-insensitively)`);
  }
}

function checkUser(check: Checker, user: JsonRecord, path: string): void {
  const email = own(user, "email");
  const { maxLength } = CREATE_USER_BODY.email;
  if (typeof email === "string" && longerThan(email, maxLength)) {
    check.problem(`${path}.email`, `is longer than ${maxLength} characters`);
  }
  for (const key of USER_STRING_ATTRIBUTES) {
    const value = own(user, key);
    if (value !== undefined && value !== null && typeof value !== "string") {
      check.problem(`${path}.${key}`, `must be a string or null, got ${describe(value)}`);
    }
  }
  const verified = own(user, "emailVerified");
  if (verified !== undefined && verified !== null && typeof verified !== "boolean") {
    check.problem(`${path}.emailVerified`, `must be true, false or null, got ${describe(verified)}`);
  }
  const status = own(user, "status");
  if (status !== undefined && status !== null && !(USER_STATUSES as readonly unknown[]).includes(status)) {
    check.problem(`${path}.status`, `must be one of ${USER_STATUSES.join(", ")} or null, got ${describe(status)}`);
  }
}

function checkChallenge(check: Checker, challenge: JsonRecord, path: string): MfaChallenge {
  const code = own(challenge, "code");
  if (!((typeof code === "string" && code !== "") || Number.isSafeInteger(code))) {
    check.problem(`${path}.code`, `must be a non-empty string or an integer, got ${describe(code)}`);
  }
  const attempts = own(challenge, "attemptsRemaining");
  if (!(Number.isSafeInteger(attempts) && (attempts as number) >= 0)) {
    check.problem(`${path}.attemptsRemaining`, `must be an integer >= 0, got ${describe(attempts)}`);
  }
  return { id: challenge["id"] as string, code: String(code), attemptsRemaining: attempts as number };
}

/**
 * Checks a parsed data file: `{ "users": [...], "tenants": [...],
 * "mfaChallenges": [...], "applications": [...] }`, each list optional.
 *
 * @param value - the parsed JSON
 * @returns the data, or the problems (each as `path what is wrong`)
 */
export function checkData(
  value: unknown,
): { readonly ok: true; readonly data: ServerData } | { readonly ok: false; readonly problems: readonly string[] } {
  if (!isRecord(value)) {
    return {
      ok: false,
      problems: [`the top level must be an object with users, tenants and mfaChallenges, got ${describe(value)}`],
    };
  }
  const check = new Checker();
  const emails = new UniqueValues(check, "email");
  const usernames = new UniqueValues(check, "username");
  const users = check.records(value, "users", (user, path) => {
    checkUser(check, user, path);
    emails.add("", own(user, "email"), `${path}.email`);
    usernames.add("", own(user, "username"), `${path}.username`);
  });
  const tenantNames = new UniqueValues(check, "name in its application");
  const tenants = check.records(value, "tenants", (tenant, path) => {
    check.requireString(tenant, path, "applicationId");
    check.requireString(tenant, path, "name");
    const name = own(tenant, "name");
    const { maxLength } = CREATE_TENANT_BODY.name;
    if (typeof name === "string" && longerThan(name, maxLength))
      check.problem(`${path}.name`, `is longer than ${maxLength} characters`);
    tenantNames.add(String(own(tenant, "applicationId")), name, `${path}.name`);
  });
  const challenges: MfaChallenge[] = [];
  check.records(value, "mfaChallenges", (challenge, path) => challenges.push(checkChallenge(check, challenge, path)));
  const applications = check.records(value, "applications");
  if (check.problems.length > 0) return { ok: false, problems: check.problems };
  return {
    ok: true,
    data: {
      users: users as unknown as User[],
      tenants: tenants as unknown as Tenant[],
      mfaChallenges: challenges,
      applications: applications as unknown as Application[],
    },
  };
}

/**
 * Reads and checks a `DATA_FILE`.
 *
 * @param path - the file's path, as given
 * @returns the data, or a message naming the file and the problem
 */
export async function loadDataFile(path: string): Promise<LoadResult> {
  const fail = (problem: string): LoadResult => ({ ok: false, message: `DATA_FILE ${path}: ${problem}` });
  let text: string;
  try {
    // A byte order mark is not JSON; editors on some systems write one.
    text = (await readFile(path, "utf8")).replace(/^\uFEFF/, "");
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === "ENOENT") return fail("no such file");
    if (code === "EISDIR") return fail("is a directory, not a file");
    return fail(`cannot be read (${String(code ?? (error as Error).message)})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return fail(`is not valid JSON (${(error as Error).message})`);
  }
  const result = checkData(parsed);
  if (result.ok) return result;
  const shown = result.problems.slice(0, MAX_PROBLEMS);
  const more = result.problems.length - shown.length;
  return fail(
    `is not a valid data file:\n  ${shown.join("\n  ")}${more > 0 ? `\n  and ${more} more problem${more === 1 ? "" : "s"}` : ""}`,
  );
}
