import type { IdentityProvider, ServerData, Tenant, User } from "./model.js";

/** How names are compared for uniqueness: case-insensitively, ignoring surrounding spaces. */
export function uniquenessKey(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The in-memory state of one server: a private copy of its data set, so that
 * two apps (two tests) never see each other's changes.
 */
export class Store {
  /** Users in the data set's order, then in order of creation (the default order of the listing). */
  readonly users: User[] = [];
  private readonly usersById = new Map<string, User>();
  private readonly takenEmails = new Set<string>();
  private readonly takenUsernames = new Set<string>();
  private readonly applicationIds = new Set<string>();
  private readonly tenantNames = new Set<string>();
  readonly tenants: Tenant[] = [];
  readonly identityProviders: IdentityProvider[] = [];
  private readonly challenges = new Map<string, { code: string; attemptsRemaining: number }>();

  constructor(data: ServerData) {
    const copy = structuredClone(data);
    for (const user of copy.users) this.addUser(user);
    for (const application of copy.applications ?? []) this.applicationIds.add(application.id);
    for (const tenant of copy.tenants) this.addTenant(tenant);
    for (const challenge of copy.mfaChallenges) this.challenges.set(challenge.id, { ...challenge });
  }

  user(id: string): User | undefined {
    return this.usersById.get(id);
  }

  emailTaken(email: string): boolean {
    return this.takenEmails.has(uniquenessKey(email));
  }

  usernameTaken(username: string): boolean {
    return this.takenUsernames.has(uniquenessKey(username));
  }

  addUser(user: User): void {
    this.users.push(user);
    this.usersById.set(user.id, user);
    if (typeof user.email === "string") this.takenEmails.add(uniquenessKey(user.email));
    if (typeof user.username === "string") this.takenUsernames.add(uniquenessKey(user.username));
  }

  applicationExists(id: string): boolean {
    return this.applicationIds.has(id);
  }

  tenantNameTaken(applicationId: string, name: string): boolean {
    return this.tenantNames.has(JSON.stringify([applicationId, uniquenessKey(name)]));
  }

  addTenant(tenant: Tenant): void {
    this.tenants.push(tenant);
    this.applicationIds.add(tenant.applicationId);
    this.tenantNames.add(JSON.stringify([tenant.applicationId, uniquenessKey(tenant.name)]));
  }

  addIdentityProvider(provider: IdentityProvider): void {
    this.identityProviders.push(provider);
  }

  /** The live state of a challenge (its attempts count down in place), or undefined. */
  challenge(id: string): { readonly code: string; attemptsRemaining: number } | undefined {
    return this.challenges.get(id);
  }
}
