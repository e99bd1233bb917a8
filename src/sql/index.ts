/**
 * PostgreSQL for services built on the package: database errors as the
 * constraint violations a client should see. Writes no SQL, opens no
 * connection, has no dependencies.
 *
 * @packageDocumentation
 */

export {
  type DatabaseErrorMapping,
  type DatabaseViolation,
  databaseViolation,
  fromDatabaseError,
} from "./database-error.js";
