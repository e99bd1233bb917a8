/**
 * English messages, the subpath `api-error-model/messages/en`: the same `en`
 * as the messages entry's, the fallback of every other locale, derived from
 * the catalogue definition. Pass it as `{ locale: en }`, or offer it to
 * `negotiateLocale` like any other locale.
 *
 * @packageDocumentation
 */

export { en } from "../en.js";
