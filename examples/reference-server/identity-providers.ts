import { violation } from "api-error-model";
import { operationViolations } from "api-error-model/contract";
import { checkEnum, checkText, member } from "./fields.js";
import type { IdentityProvider } from "./model.js";
import { CREATE_IDENTITY_PROVIDER, CREATE_IDENTITY_PROVIDER_BODY, PROTOCOL_BODY } from "./operations.js";
import type { JsonObject } from "./read-body.js";
import type { Store } from "./store.js";

/**
 * Create Identity Provider: `name` is required text; `protocol.type` must be
 * one of OIDC, SAML. Problems of the nested type are reported under the key
 * `protocol.type`, and a missing `protocol` object means a missing
 * `protocol.type`. A `protocol` that is null is `null` under `protocol`; one
 * that is not an object is `not_json_object` under `protocol`.
 *
 * @throws ApiError 400 `message_body_constraint_violations`
 */
export async function createIdentityProvider(
  store: Store,
  body: JsonObject,
  newId: () => string,
): Promise<IdentityProvider> {
  const found = operationViolations(CREATE_IDENTITY_PROVIDER, "body");
  const name = checkText(found, "name", member(body, "name"), CREATE_IDENTITY_PROVIDER_BODY.name);
  const protocol = member(body, "protocol");
  let type: IdentityProvider["protocol"]["type"] | undefined;
  if (protocol === undefined) {
    found.add("protocol.type", violation("undefined"));
  } else if (protocol === null) {
    found.add("protocol", violation("null"));
  } else if (typeof protocol !== "object" || Array.isArray(protocol)) {
    found.add("protocol", violation("not_json_object"));
  } else {
    type = checkEnum(found, "protocol.type", member(protocol as JsonObject, "type"), PROTOCOL_BODY.type);
  }
  found.throwIfAny();
  const provider: IdentityProvider = {
    id: newId(),
    name: name as string,
    protocol: { type: type as NonNullable<typeof type> },
  };
  return store.addIdentityProvider(provider);
}
