// `npm run reanalyze`: re-reads every stored answer analysed by an older analysis version and re-scores its audit.
// Safe to run twice and to stop at any time: each batch of audits is one transaction, and a new run resumes.
import { ANALYSIS_VERSION } from "../src/domain/analysis";
import { reanalyzeAudits } from "../src/domain/audits";
import { connect, DEV_TARGET, targetFromEnv } from "./db";

const target = process.env.DATABASE_URL ? targetFromEnv() : DEV_TARGET;
const db = connect(target);
const batch = Number(process.env.REANALYZE_BATCH ?? 20);

let audits = 0;
let answers = 0;
const changed = { mentions: 0, positions: 0, sentiments: 0 };
const started = performance.now();
for (;;) {
  const progress = await reanalyzeAudits(db, batch);
  if (progress.audits === 0) break;
  audits += progress.audits;
  answers += progress.answers;
  changed.mentions += progress.changed.mentions;
  changed.positions += progress.changed.positions;
  changed.sentiments += progress.changed.sentiments;
  console.log(`${audits} audits (${answers} answers) re-read with analysis version ${ANALYSIS_VERSION}; ${progress.remaining} to go`);
}
console.log(
  audits === 0
    ? `Every completed audit is at analysis version ${ANALYSIS_VERSION}.`
    : `Done: ${audits} audits, ${answers} answers in ${((performance.now() - started) / 1000).toFixed(1)} s. Changed, over (answer, tracked name) pairs: ${changed.mentions} mentions (named, or no longer), ${changed.positions} positions, ${changed.sentiments} sentiments.`,
);
