// Benchmark: hashing and checking a console password (src/domain/users/passwords.ts: scrypt N=2^14, r=8, p=5) — the CPU
// a sign-up, a sign-in or a reset costs. Run in Node, whose node:crypto scrypt is OpenSSL's; workerd's is BoringSSL's
// native one too (the tests run it there), so the figure is the order of what a Worker spends, not its exact cost.
import { fileURLToPath } from "node:url";
import { median, type BenchResult } from "./harness";
import { hashPassword, verifyPassword } from "../src/domain/users";

const RUNS = 15;

export async function runPasswordBench(): Promise<BenchResult> {
  await hashPassword("warm-up password");
  const hashes: number[] = [];
  const checks: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    let started = performance.now();
    const stored = await hashPassword(`a password of run ${i}`);
    hashes.push(performance.now() - started);
    started = performance.now();
    if (!(await verifyPassword(`a password of run ${i}`, stored))) throw new Error("the password did not verify");
    checks.push(performance.now() - started);
  }
  const hash = median(hashes);
  const check = median(checks);
  return {
    title: "Console passwords (bench/passwords.ts)",
    details: [`scrypt N=2^14 r=8 p=5 (16 MiB), ${RUNS} runs: hash median ${hash.toFixed(0)} ms, check median ${check.toFixed(0)} ms`],
    checks: [{ target: "hash a console password, scrypt at OWASP's 16 MiB setting (reported)", figure: `${hash.toFixed(0)} ms (check ${check.toFixed(0)} ms)`, pass: null, absolute: { ms: hash, kind: "cpu" } }],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log((await runPasswordBench()).details.join("\n"));
