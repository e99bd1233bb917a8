import { violation } from "api-error-model";
import { operationViolations } from "api-error-model/contract";
import { checkText, member } from "./fields.js";
import type { Tenant } from "./model.js";
import { CREATE_TENANT, CREATE_TENANT_BODY } from "./operations.js";
import type { JsonObject } from "./read-body.js";
import type { Store } from "./store.js";

/**
 * Create Tenant: `applicationId` must name a known application (`not_found`
 * otherwise); `name` must not be used by another tenant of the same
 * application, compared case-insensitively (`not_unique`). The same name in
 * another application is fine. The database's constraints decide between
 * concurrent requests.
 *
 * @throws ApiError 400 `message_body_constraint_violations`
 */
export async function createTenant(store: Store, body: JsonObject, newId: () => string): Promise<Tenant> {
  const found = operationViolations(CREATE_TENANT, "body");
  const applicationId = checkText(
    found,
    "applicationId",
    member(body, "applicationId"),
    CREATE_TENANT_BODY.applicationId,
  );
  if (applicationId !== undefined && !(await store.applicationExists(applicationId))) {
    found.add("applicationId", violation("not_found"));
  }
  const name = checkText(found, "name", member(body, "name"), CREATE_TENANT_BODY.name);
  if (applicationId !== undefined && name !== undefined && (await store.tenantNameTaken(applicationId, name))) {
    found.add("name", violation("not_unique"));
  }
  found.throwIfAny();
  const tenant: Tenant = { id: newId(), applicationId: applicationId as string, name: name as string };
  return store.addTenant(tenant);
}
