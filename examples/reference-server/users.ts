import { violation } from "api-error-model";
import { operationError, operationViolations } from "api-error-model/contract";
import { checkMember, member } from "./fields.js";
import type { User } from "./model.js";
import { CREATE_USER, CREATE_USER_BODY, GET_USER } from "./operations.js";
import { quotedId } from "./quoted-id.js";
import type { JsonObject } from "./read-body.js";
import type { Store } from "./store.js";

/**
 * Get User.
 *
 * @throws ApiError 404 `user_not_found` when no user has this id
 */
export async function getUser(store: Store, id: string): Promise<User> {
  const user = await store.user(id);
  if (user === undefined) {
    throw operationError(GET_USER, "user_not_found", { message: `User [${quotedId(id)}] could not be found` });
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
  // Every member by the rule its declaration is made from: the served document states the same limits.
  for (const [key, rule] of Object.entries(CREATE_USER_BODY)) {
    const value = checkMember(found, key, member(body, key), rule);
    if (value === undefined) continue;
    const taken =
      (key === "email" && (await store.emailTaken(value as string))) ||
      (key === "username" && (await store.usernameTaken(value as string)));
    if (taken) found.add(key, violation("not_unique"));
    else fields[key] = value;
  }
  found.throwIfAny();
  return store.addUser({ id: newId(), ...fields } as User);
}
