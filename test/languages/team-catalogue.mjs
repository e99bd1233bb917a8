// A team's own catalogue for `npm run test:languages`: the shop of docs/catalogue.md, plus
// descriptions that would break a careless emitter (quotes, backslashes, a Java unicode
// escape, comment ends, line breaks). Its generated modules must pass the same checkers, and
// parse the corpus as the catalogue's own TypeScript parser does.

/**
 * @param {typeof import("../../src/catalogue/index.js")} catalogueEntry - the built `api-error-model/catalogue`
 */
export function teamCatalogue({ coreCatalogue, defineCatalogue }) {
  return defineCatalogue({
    extends: coreCatalogue,
    attributes: {
      skuPattern: { description: 'The pattern a SKU must match, such as "AB-0000".', form: "text", since: "1.0.0" },
    },
    violations: {
      sku_format_invalid: {
        attributes: ["skuPattern"],
        description: 'The SKU does not have the shop\'s format: \\u00e9 */ """ \\ and a line\nbreak.',
        message: { "": "is not a valid SKU", skuPattern: "must be a SKU such as {skuPattern}" },
        since: "1.0.0",
      },
      out_of_stock: {
        attributes: ["maxValue"],
        description: 'More items are ordered than the shop has in stock, "quoted"',
        message: { "": "is more than the stock", maxValue: "must be at most {maxValue}, the stock" },
        since: "1.0.0",
      },
    },
    baseErrors: {
      payment_required: {
        status: 402,
        title: "Payment required",
        description: "The shop's plan must be paid before it takes orders. %s %d {{ }}",
        details: false,
        message: "The shop's plan must be paid first.",
        since: "1.0.0",
      },
      shop_closed: {
        status: 503,
        description: "The shop is closed for a moment; try again.",
        message: "The shop is closed.",
        retryable: true,
        since: "1.0.0",
      },
    },
  });
}
