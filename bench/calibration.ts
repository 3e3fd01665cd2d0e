// The machine's speed, measured in the same run as the figures it qualifies: a fixed PGlite query (the database's
// share of a figure) and a fixed CPU workload (the JavaScript's), each timed and divided by the same measure on the
// reference run (the one bench/README.md records). This shared machine's speed drifts by a factor of two between days
// (issue 31: the minimal Worker at 273 req/s one run, 667 another); an absolute figure is also reported at the
// reference speed (figure ÷ factor), so a regression can be told from a slow machine.
import { PGlite } from "@electric-sql/pglite";
import { mulberry32 } from "../src/platform/random";
import { median } from "./harness";

/** The reference run's medians: 2026-11-26, the run whose figures bench/README.md records (issue 31). */
export const REFERENCE = { pgliteMs: 24.0, cpuMs: 52.0 } as const;

export interface Calibration {
  pgliteMs: number;
  cpuMs: number;
  /** Measured ÷ reference: above 1, this run's machine is slower than the reference run's. */
  dbFactor: number;
  cpuFactor: number;
}


/** A scan and aggregate over 200,000 rows of an in-memory PGlite, 15 times after 3 warm-ups. */
async function pgliteProbe(): Promise<number> {
  const db = new PGlite();
  try {
    await db.exec("create table t as select i, md5(i::text) as h from generate_series(1, 200000) as i; analyze t;");
    const times: number[] = [];
    for (let run = 0; run < 18; run++) {
      const started = performance.now();
      await db.query("select count(*), sum(i % 97), max(h) from t where i % 3 = 0");
      if (run >= 3) times.push(performance.now() - started);
    }
    return median(times);
  } finally {
    await db.close();
  }
}

/** Sorting and serialising 100,000 seeded numbers: JIT-compiled JavaScript, as the Worker's own code is. 15 runs after 3. */
function cpuProbe(): number {
  const times: number[] = [];
  for (let run = 0; run < 18; run++) {
    const next = mulberry32(42);
    const started = performance.now();
    const values = Array.from({ length: 100_000 }, () => next());
    values.sort((a, b) => a - b);
    JSON.parse(JSON.stringify(values.slice(0, 20_000)));
    if (run >= 3) times.push(performance.now() - started);
  }
  return median(times);
}

export async function calibrate(): Promise<Calibration> {
  const pgliteMs = await pgliteProbe();
  const cpuMs = cpuProbe();
  return { pgliteMs, cpuMs, dbFactor: pgliteMs / REFERENCE.pgliteMs, cpuFactor: cpuMs / REFERENCE.cpuMs };
}

/** Two calibrations (before and after the benchmarks) averaged: the machine drifts within a run too. */
export function averaged(a: Calibration, b: Calibration): Calibration {
  const pgliteMs = (a.pgliteMs + b.pgliteMs) / 2;
  const cpuMs = (a.cpuMs + b.cpuMs) / 2;
  return { pgliteMs, cpuMs, dbFactor: pgliteMs / REFERENCE.pgliteMs, cpuFactor: cpuMs / REFERENCE.cpuMs };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (let i = 0; i < 3; i++) console.log(await calibrate());
}
