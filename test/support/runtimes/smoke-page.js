// The browser page of the smoke program: runs it over every entry (loaded by package name
// through the page's import map) and shows each check; the test reads `window.smokeResult`.
import { runSmoke } from "./smoke.js";

const entries = JSON.parse(document.getElementById("entries").textContent);
const result = await runSmoke({ entries, load: (name) => import(name) });
const list = document.getElementById("checks");
for (const check of result.checks) {
  const item = document.createElement("li");
  item.className = check.ok ? "ok" : "failed";
  item.textContent = `${check.ok ? "✓" : "✗"} ${check.name}${check.ok ? "" : `: ${check.error}`}`;
  list.append(item);
}
document.getElementById("summary").textContent =
  `${result.checks.filter((check) => check.ok).length} of ${result.checks.length} checks passed in ${navigator.userAgent}`;
window.smokeResult = result;
document.body.dataset.done = "true";
