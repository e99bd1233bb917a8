import { writePattern, writerOf } from "./fill-message.js";
import { _makeFormatter, type DurationStyle, type Formatter, formatterFor } from "./format.js";
import type { Locale } from "./locale.js";

/** The formatters of each locale object, isolating (0) and not (1): made once, gone with the locale. */
const formatters = /* @__PURE__ */ new WeakMap<Locale, (Formatter | undefined)[]>();

function makeFormatter(locale: Locale, isolate: boolean): Formatter {
  const rtl = locale.direction === "rtl";
  if (locale.lists === undefined && locale.durations === undefined) {
    return isolate ? formatterFor(locale.tag, locale.direction) : _makeFormatter(locale.tag, rtl, false);
  }
  // A unit's words hold a number the duration's isolate already covers: written without isolates of their own.
  const plain = _makeFormatter(locale.tag, false, false);
  const durations: Record<string, DurationStyle> = {};
  for (const [name, style] of Object.entries(locale.durations ?? {})) {
    const units = style.units;
    durations[name] = {
      ...(style.list === undefined ? {} : { list: style.list }),
      ...(style.separator === undefined ? {} : { separator: style.separator }),
      ...(units === undefined
        ? {}
        : {
            unit: (unit, amount) => {
              const pattern = Object.hasOwn(units, unit) ? units[unit] : undefined;
              return pattern === undefined
                ? undefined
                : writePattern(
                    pattern,
                    writerOf({ count: amount }, () => "count", plain),
                  );
            },
          }),
    };
  }
  return _makeFormatter(locale.tag, rtl, isolate, { lists: locale.lists, durations });
}

/**
 * The formatter of a locale: its tag and direction, and the lists and
 * durations it writes its own way; without isolates when `isolate` is
 * `false`. Made once per locale object.
 */
export function formatterOf(locale: Locale, isolate = true): Formatter {
  let made = formatters.get(locale);
  if (made === undefined) {
    made = [];
    formatters.set(locale, made);
  }
  const index = isolate ? 0 : 1;
  made[index] ??= makeFormatter(locale, isolate);
  return made[index];
}
