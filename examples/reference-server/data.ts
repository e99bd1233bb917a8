import type { ServerData, User, UserStatus } from "./model.js";

/**
 * Given and family names of the sample users, chosen so that sorting and
 * filtering show something: accents, particles, apostrophes, mixed case,
 * shared family names and shared prefixes.
 */
const PEOPLE: readonly (readonly [given: string, family: string])[] = [
  ["Ada", "Lovelace"],
  ["Alan", "Turing"],
  ["Grace", "Hopper"],
  ["Edsger", "Dijkstra"],
  ["Barbara", "Liskov"],
  ["Donald", "Knuth"],
  ["Margaret", "Hamilton"],
  ["Ken", "Thompson"],
  ["Dennis", "Ritchie"],
  ["Frances", "Allen"],
  ["John", "McCarthy"],
  ["Radia", "Perlman"],
  ["Tim", "Berners-Lee"],
  ["Katherine", "Johnson"],
  ["Leslie", "Lamport"],
  ["Sophie", "Wilson"],
  ["Guido", "van Rossum"],
  ["Bjarne", "Stroustrup"],
  ["Anders", "Hejlsberg"],
  ["José", "Valim"],
  ["Zoë", "Ångström"],
  ["Łukasz", "Langa"],
  ["Chloé", "Dupont"],
  ["Seán", "O'Brien"],
  ["Ingrid", "de la Cruz"],
  ["Hiroshi", "Yamada"],
  ["Mei", "Chen"],
  ["Ravi", "Patel"],
  ["Priya", "Patel"],
  ["Olu", "Adeyemi"],
  ["Fatima", "Al-Sayed"],
  ["Noah", "Johnson"],
  ["Emma", "Johnson"],
  ["Liam", "Smith"],
  ["olivia", "smith"],
  ["Mateo", "García"],
  ["Lucía", "Fernández"],
  ["Ahmed", "Hassan"],
  ["Yuki", "Tanaka"],
  ["Anna", "Kowalska"],
  ["Annabel", "Lee"],
  ["Annette", "Bening"],
  ["Björn", "Borg"],
  ["Nadia", "Comăneci"],
  ["Kwame", "Mensah"],
  ["Sara", "Lindqvist"],
  ["Tomás", "Ó Murchú"],
  ["Elena", "Petrova"],
  ["Ivan", "Petrov"],
  ["Aiko", "Suzuki"],
  ["Carlos", "Santana"],
  ["Diana", "Prince"],
  ["Bruce", "Wayne"],
  ["Clark", "Kent"],
  ["Lois", "Lane"],
  ["Peter", "Parker"],
  ["Mary", "Jane"],
  ["Tony", "Stark"],
  ["Natasha", "Romanoff"],
  ["Wanda", "Maximoff"],
  ["Steve", "Rogers"],
  ["Sam", "Wilson"],
  ["Jean", "Grey"],
  ["Scott", "Summers"],
];

/** A spread of statuses: mostly active, a few of each other. */
const STATUS_CYCLE: readonly UserStatus[] = [
  "ACTIVE",
  "ACTIVE",
  "PENDING_ACTIVATION",
  "ACTIVE",
  "INACTIVE",
  "ACTIVE",
  "BLOCKED",
  "ACTIVE",
];

/** Lower-case ASCII for user names and addresses. */
function ascii(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[łŁ]/g, "l")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

/**
 * The attributes some users lack, so that missing values show in sorting,
 * filtering and projection. `index` counts within one round of
 * {@link PEOPLE}, so that every round of {@link userAt} lacks the same ones.
 */
function withGaps(user: User, index: number): User {
  const copy: Record<string, unknown> = { ...user };
  if (index % 9 === 4) delete copy["givenName"];
  if (index % 11 === 6) delete copy["fullName"];
  if (index % 7 === 3) delete copy["externalId"];
  if (index % 13 === 8) delete copy["emailVerified"];
  if (index % 17 === 12) delete copy["status"];
  if (index === 40) delete copy["email"];
  return copy as unknown as User;
}

/**
 * The user at `index` (from 0) of the generated data set: the sample users
 * are indexes 0 to 63, and past them the same people come round again, their
 * user names and addresses numbered by the round (`ada.lovelace2@example.com`
 * in the third), so that every user name and address stays unique while the
 * shares of statuses, domains and missing attributes stay those of the sample.
 * `npm run seed` loads millions of them (seed-users.ts).
 *
 * @param index - a whole number from 0
 */
export function userAt(index: number): User {
  const person = index % PEOPLE.length;
  const round = Math.floor(index / PEOPLE.length);
  const [given, family] = PEOPLE[person] as readonly [string, string];
  const number = String(index + 1).padStart(3, "0");
  const username = `${ascii(given)}.${ascii(family)}${round === 0 ? "" : round}`;
  const domain = index % 3 === 0 ? "example.com" : index % 3 === 1 ? "example.org" : "mail.example.net";
  const user: User = {
    id: `u${number}`,
    username,
    email: `${username}@${domain}`,
    emailVerified: index % 4 !== 1,
    givenName: given,
    familyName: family,
    fullName: `${given} ${family}`,
    status: STATUS_CYCLE[index % STATUS_CYCLE.length] as UserStatus,
    externalId: `ext-${1000 + index * 7}`,
  };
  return withGaps(user, person);
}

/** How many users the sample has: one per person. */
export const SAMPLE_USER_COUNT = PEOPLE.length;

function sampleUsers(): User[] {
  return Array.from({ length: SAMPLE_USER_COUNT }, (_, index) => userAt(index));
}

/**
 * The built-in data set of `npm start`: 64 users, two applications with
 * tenants, and MFA challenges. A fresh copy on every call.
 */
export function sampleData(): ServerData {
  return {
    users: sampleUsers(),
    applications: [
      { id: "app-console", name: "Admin Console" },
      { id: "app-portal", name: "Customer Portal" },
    ],
    tenants: [
      { id: "t-001", applicationId: "app-console", name: "Acme" },
      { id: "t-002", applicationId: "app-console", name: "Globex" },
      { id: "t-003", applicationId: "app-console", name: "Initech" },
      { id: "t-004", applicationId: "app-portal", name: "Acme" },
      { id: "t-005", applicationId: "app-portal", name: "Umbrella" },
    ],
    mfaChallenges: [
      { id: "mfa-001", code: "123456", attemptsRemaining: 3 },
      { id: "mfa-002", code: "654321", attemptsRemaining: 3 },
      { id: "mfa-003", code: "000000", attemptsRemaining: 1 },
      { id: "mfa-004", code: "111111", attemptsRemaining: 5 },
    ],
  };
}
