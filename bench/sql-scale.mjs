// SQL at scale: pages from embedded PostgreSQL (PGlite, with the index sortIndexSql recommends) against
// paginate over the same items in memory. 10^5 rows by default; BENCH_SQL_MILLION=1 adds 10^6 rows (loading
// them into PGlite takes a few minutes and about 1.5 GB). Times are medians of BENCH_SQL_REPEAT runs (5) after
// one warm-up; each PGlite time includes compileListQuery and pageFromRows.
import { paginate, parseListQuery } from "api-error-model/list-query";
import { compileListQuery, pageFromRows, sortIndexSql } from "api-error-model/sql";

const operation = {
  attributes: {
    id: { select: true },
    givenName: { type: "string", filter: true, sort: true, select: true },
    familyName: { type: "string", filter: true, sort: true, select: true },
  },
};
const table = {
  name: "users",
  key: "id",
  order: "seq",
  columns: { id: "id", givenName: "given_name", familyName: "family_name" },
};

const GIVEN = ["Ann", "anna", "Andrew", "Ben", "bob", "Carla", "Chloé", "Dan", "Émile", "eve", "Zoë", "Ángel"];

/** Deterministic users: names from a linear congruential generator, some missing. */
function users(n) {
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéÉ";
  const out = [];
  for (let i = 0; i < n; i++) {
    let family = "";
    for (let k = 0; k < 8; k++) family += letters[next() % letters.length];
    const user = { id: `u${i}`, givenName: `${GIVEN[next() % GIVEN.length]}${next() % 1000}` };
    if (i % 13 !== 0) user.familyName = family;
    out.push(user);
  }
  return out;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function time(fn, repeat) {
  await fn();
  const times = [];
  for (let i = 0; i < repeat; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Runs the scale group; returns the Markdown table. */
export async function run(log = console.error) {
  const { PGlite } = await import("@electric-sql/pglite");
  const sizes = [100_000, ...(process.env.BENCH_SQL_MILLION === "1" ? [1_000_000] : [])];
  const repeat = Number(process.env.BENCH_SQL_REPEAT ?? 5);
  const lines = ["| Rows | Page | PGlite (ms) | paginate (ms) | paginate / PGlite |", "|---:|---|---:|---:|---:|"];
  for (const n of sizes) {
    log(`sql scale: ${n} rows: loading`);
    const items = users(n);
    const db = await PGlite.create();
    await db.exec("CREATE TABLE users (seq integer NOT NULL, id text PRIMARY KEY, given_name text, family_name text)");
    const CHUNK = 20_000;
    for (let i = 0; i < n; i += CHUNK) {
      const rows = items.slice(i, i + CHUNK).map((u, k) => ({
        seq: i + k,
        id: u.id,
        given_name: u.givenName,
        family_name: u.familyName,
      }));
      await db.query(
        "INSERT INTO users SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(seq integer, id text, given_name text, family_name text)",
        [JSON.stringify(rows)],
      );
    }
    await db.exec(sortIndexSql(table, [{ attribute: "familyName" }], operation));
    await db.exec("ANALYZE users");
    const deep = Math.round(n * 0.9);
    const pages = {
      "sorted by familyName": "sort_by=familyName&count=50",
      'givenName sw "an", sorted by familyName': `sort_by=familyName&count=50&query=${encodeURIComponent('givenName sw "an"')}`,
      [`sorted, start_index ${deep}`]: `sort_by=familyName&count=50&start_index=${deep}`,
    };
    for (const [label, text] of Object.entries(pages)) {
      log(`sql scale: ${n} rows: ${label}`);
      const parsed = parseListQuery(text, operation);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
      const query = parsed.value;
      let fromSql;
      const sqlMs = await time(async () => {
        const statement = compileListQuery(query, table, operation);
        const { rows } = await db.query(statement.text, statement.values);
        fromSql = pageFromRows(rows, query, table, operation);
      }, repeat);
      let inMemory;
      const memoryMs = await time(() => {
        inMemory = paginate(items, query, operation);
      }, repeat);
      if (JSON.stringify(fromSql) !== JSON.stringify(inMemory)) throw new Error(`sql scale: pages differ for ${label}`);
      lines.push(
        `| ${n} | ${label} | ${sqlMs.toFixed(1)} | ${memoryMs.toFixed(1)} | ${(memoryMs / sqlMs).toFixed(1)}x |`,
      );
    }
    await db.close();
  }
  return lines.join("\n");
}
