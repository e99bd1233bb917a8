import { readFileSync } from "node:fs";
import { en, type Locale } from "api-error-model/messages";

/** A locale subpath of the package: `./messages/<tag>`. */
const LOCALE_SUBPATH = /^\.\/messages\/([A-Za-z]{2,3}(?:-[A-Za-z\d]{2,8})*)$/;

/**
 * The tags of the locales the package ships, read from the one list of
 * them: the `exports` of its package.json (`./messages/de`, `./messages/pt-BR`,
 * ...). A locale added to the package is served without a change here.
 */
function shippedTags(): string[] {
  const messagesEntry = import.meta.resolve("api-error-model/messages");
  // The entry is dist/messages/index.js: the package.json is two folders up.
  const manifest = JSON.parse(readFileSync(new URL("../../package.json", messagesEntry), "utf8")) as {
    readonly exports: { readonly [subpath: string]: unknown };
  };
  // English comes first from the messages entry itself; its own subpath is the same object.
  return Object.keys(manifest.exports)
    .flatMap((subpath) => LOCALE_SUBPATH.exec(subpath)?.[1] ?? [])
    .filter((tag) => tag !== "en");
}

/** The locale object a locale subpath exports (named by its tag in camel case, and carrying the tag). */
function localeOf(module: Record<string, unknown>, tag: string): Locale {
  const locale = Object.values(module).find(
    (value): value is Locale => typeof value === "object" && value !== null && (value as Locale).tag === tag,
  );
  if (locale === undefined) throw new TypeError(`api-error-model/messages/${tag} exports no locale tagged ${tag}`);
  return locale;
}

/**
 * Every locale the package ships, English first: what the server answers
 * error messages in, negotiated per request from `Accept-Language`.
 */
export const SHIPPED_LOCALES: readonly Locale[] = [
  en,
  ...(await Promise.all(
    shippedTags().map(async (tag) => {
      const subpath = `api-error-model/messages/${tag}`;
      // Known only at run time: a bundler (Vite, in the tests) must leave it to Node.
      return localeOf(await import(/* @vite-ignore */ subpath), tag);
    }),
  )),
];
