/** The resources of the reference server and the data set it serves. */

/** The statuses a user can have. */
export const USER_STATUSES = ["ACTIVE", "INACTIVE", "PENDING_ACTIVATION", "BLOCKED"] as const;

/** One of {@link USER_STATUSES}. */
export type UserStatus = (typeof USER_STATUSES)[number];

/** The user attributes with a string value. */
export const USER_STRING_ATTRIBUTES = [
  "username",
  "email",
  "givenName",
  "familyName",
  "fullName",
  "externalId",
] as const;

/** Every attribute a user can have; any may be missing (or null) except `id`. */
export const USER_ATTRIBUTES = ["id", ...USER_STRING_ATTRIBUTES, "emailVerified", "status"] as const;

/**
 * A user. Attributes other than `id` may be missing or null; a data file may
 * carry further attributes, which are served as they are.
 */
export interface User {
  readonly id: string;
  readonly username?: string | null;
  readonly email?: string | null;
  readonly emailVerified?: boolean | null;
  readonly givenName?: string | null;
  readonly familyName?: string | null;
  readonly fullName?: string | null;
  readonly status?: UserStatus | null;
  readonly externalId?: string | null;
  readonly [attribute: string]: unknown;
}

/** An application: the owner of tenants. */
export interface Application {
  readonly id: string;
  readonly name?: string;
}

/** A tenant of an application; its name is unique within the application. */
export interface Tenant {
  readonly id: string;
  readonly applicationId: string;
  readonly name: string;
}

/** The protocols an identity provider can speak. */
export const PROTOCOL_TYPES = ["OIDC", "SAML"] as const;

/** One of {@link PROTOCOL_TYPES}. */
export type ProtocolType = (typeof PROTOCOL_TYPES)[number];

/** An identity provider. */
export interface IdentityProvider {
  readonly id: string;
  readonly name: string;
  readonly protocol: { readonly type: ProtocolType };
}

/** An MFA challenge: the code to give, and how many wrong codes it still takes. */
export interface MfaChallenge {
  readonly id: string;
  readonly code: string;
  readonly attemptsRemaining: number;
}

/** The data set a server starts with: the built-in sample or a `DATA_FILE`. */
export interface ServerData {
  readonly users: readonly User[];
  readonly tenants: readonly Tenant[];
  readonly mfaChallenges: readonly MfaChallenge[];
  /** Applications without tenants yet; every `applicationId` of a tenant is an application too. */
  readonly applications?: readonly Application[];
}
