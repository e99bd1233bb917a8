import { violation } from "api-error-model";
import { operationError, operationViolations } from "api-error-model/contract";
import { checkEmail, checkEnum, checkText, member, TEXT, type TextRule, USERNAME } from "./fields.js";
import { USER_STATUSES, type User } from "./model.js";
import { CREATE_USER, GET_USER } from "./operations.js";
import type { JsonObject } from "./read-body.js";
import type { Store } from "./store.js";

/** The text members of Create User, other than `email`, and their rules. */
export const USER_TEXT_RULES: {
  readonly [K in "username" | "givenName" | "familyName" | "fullName" | "externalId"]: TextRule;
} = {
  username: { required: false, maxLength: 100, pattern: USERNAME },
  givenName: { required: false, maxLength: 100, pattern: TEXT },
  familyName: { required: false, maxLength: 100, pattern: TEXT },
  fullName: { required: false, maxLength: 200, pattern: TEXT },
  externalId: { required: false, maxLength: 200, pattern: TEXT },
};

/**
 * Get User.
 *
 * @throws ApiError 404 `user_not_found` when no user has this id
 */
export async function getUser(store: Store, id: string): Promise<User> {
  const user = await store.user(id);
  if (user === undefined) {
    throw operationError(GET_USER, "user_not_found", { message: `User [${id}] could not be found` });
  }
  return user;
}

/**
 * Create User: checks every member, reports all problems of the body in one
 * error, and stores the user with a new id. Members the operation does not
 * know (`id` included) are ignored; optional members given as `null` are
 * taken as absent. A taken email or username is `not_unique`, also when a
 * concurrent request takes it between the check and the insert (the
 * database's unique constraints decide).
 *
 * @throws ApiError 400 `message_body_constraint_violations`
 */
export async function createUser(store: Store, body: JsonObject, newId: () => string): Promise<User> {
  const found = operationViolations(CREATE_USER, "body");
  const fields: Record<string, unknown> = {};
  const email = checkEmail(found, "email", member(body, "email"), true);
  if (email !== undefined && (await store.emailTaken(email))) found.add("email", violation("not_unique"));
  else if (email !== undefined) fields["email"] = email;
  for (const [key, rule] of Object.entries(USER_TEXT_RULES)) {
    const value = checkText(found, key, member(body, key), rule);
    if (value !== undefined) fields[key] = value;
  }
  const username = fields["username"];
  if (typeof username === "string" && (await store.usernameTaken(username)))
    found.add("username", violation("not_unique"));
  const emailVerified = checkEnum(found, "emailVerified", member(body, "emailVerified"), [true, false], false);
  if (emailVerified !== undefined) fields["emailVerified"] = emailVerified;
  const status = checkEnum(found, "status", member(body, "status"), USER_STATUSES, false);
  if (status !== undefined) fields["status"] = status;
  found.throwIfAny();
  return store.addUser({ id: newId(), ...fields } as User);
}
