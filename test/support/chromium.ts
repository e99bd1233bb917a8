/**
 * Debian's Chromium as the browser tests launch it: where it is (CHROMIUM_PATH, else
 * /usr/bin/chromium), the label their output names it by, and the flags that work on these
 * machines (no sandbox as root in a container, no GPU, no network chatter).
 */

/** The Chromium executable. */
export const CHROMIUM: string = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";

/** How a test names the browser. */
export const CHROMIUM_LABEL: string = `Chromium (Debian package chromium, ${CHROMIUM})`;

/** The flags every browser test launches Chromium with. */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
