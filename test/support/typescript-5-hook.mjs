/**
 * A module resolution hook for test/support/openapi-types.mjs: openapi-typescript 7 prints
 * its output with the TypeScript 5 compiler API, which the package's TypeScript (7, native,
 * without a JavaScript API) does not have. Its imports of `typescript` get `typescript-5`
 * (the exact-pinned alias of the dev dependencies) instead; nothing else is redirected.
 */
export async function resolve(specifier, context, next) {
  if (specifier === "typescript" && context.parentURL?.includes("/node_modules/openapi-typescript/")) {
    return next("typescript-5", context);
  }
  return next(specifier, context);
}
