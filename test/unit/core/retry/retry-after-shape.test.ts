import { describe, expect, test } from "vitest";
import { READ_RETRY_AFTER, SENT_RETRY_AFTER } from "../../../../src/core/retry/retry-after-shape.js";

const IMF_FIXDATE = "Sun, 06 Nov 1994 08:49:37 GMT";
const RFC_850 = "Sunday, 06-Nov-94 08:49:37 GMT";
const ASCTIME = "Sun Nov  6 08:49:37 1994";
const FREE_TEXT = ["", "soon", "120 seconds", "1.5", "-1", `${IMF_FIXDATE} sk_live_x`, "Sun, 06 Nov 1994 08:49:37 UTC"];

describe("the shapes of Retry-After", () => {
  test("a sender writes delay-seconds or an IMF-fixdate, nothing else", () => {
    for (const value of ["0", "120", IMF_FIXDATE]) expect(SENT_RETRY_AFTER.test(value)).toBe(true);
    for (const value of [RFC_850, ASCTIME, "12345678901", ...FREE_TEXT])
      expect(SENT_RETRY_AFTER.test(value)).toBe(false);
  });

  test("a recipient reads the three HTTP-date forms too, and no free text", () => {
    for (const value of ["0", "120", "12345678901", IMF_FIXDATE, RFC_850, ASCTIME]) {
      expect(READ_RETRY_AFTER.test(value)).toBe(true);
    }
    for (const value of FREE_TEXT) expect(READ_RETRY_AFTER.test(value)).toBe(false);
  });
});
