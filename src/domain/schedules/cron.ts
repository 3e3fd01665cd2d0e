// When a schedule runs: presets or 5-field cron expressions, in an IANA time zone, with DST handled
// as Vixie cron does (croner): a time skipped by a spring-forward change runs right after the gap,
// a time that occurs twice at fall-back runs once.
import { Cron } from "croner";

export const PRESETS = {
  daily: { cron: "0 6 * * *", description: "every day at 06:00" },
  weekly: { cron: "0 6 * * 1", description: "every Monday at 06:00" },
  monthly: { cron: "0 6 1 * *", description: "on the 1st of every month at 06:00" },
} as const;
export type Preset = keyof typeof PRESETS;

export function isPreset(value: string): value is Preset {
  return Object.hasOwn(PRESETS, value);
}

/** Why a frequency is refused, in words naming nothing but the value; undefined when it is valid. */
export function frequencyProblem(frequency: string): string | undefined {
  if (isPreset(frequency)) return undefined;
  const fields = frequency.trim().split(/\s+/);
  if (fields.length !== 5) return "must be 'daily', 'weekly', 'monthly' or a cron expression of 5 fields (minute hour day-of-month month day-of-week)";
  let cron: Cron;
  try {
    cron = compile(frequency, "UTC");
  } catch (error) {
    return `is not a valid cron expression (${error instanceof Error ? error.message.replace(/^CronPattern: /, "") : "unreadable"})`;
  }
  if (!cron.nextRun()) return "never runs (no date matches it, e.g. 30 February)";
  // One minute value means at most one run per hour; a list, range or step means several.
  if (!/^\d{1,2}$/.test(fields[0]!)) return "runs more often than hourly: the minute field must be a single number (e.g. '0 */2 * * *' runs every two hours)";
  return undefined;
}

/** True for a zone name `Intl` knows (e.g. `Europe/Paris`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The cron expression a frequency stands for. */
export function cronOf(frequency: string): string {
  return isPreset(frequency) ? PRESETS[frequency].cron : frequency.trim().split(/\s+/).join(" ");
}

function compile(expression: string, timezone: string): Cron {
  // Without a callback croner only computes dates: it never starts a timer.
  return new Cron(expression, { timezone, mode: "5-part", domAndDow: false });
}

/** The first run strictly after `after`. */
export function nextRunAfter(frequency: string, timezone: string, after: Date): Date {
  const next = compile(cronOf(frequency), timezone).nextRun(after);
  // Every accepted expression has a future run (`frequencyProblem` refuses those without one).
  if (!next) throw new Error(`no future run for '${frequency}' in ${timezone}`);
  return next;
}

/** The next `count` runs after `after`. */
export function nextRuns(frequency: string, timezone: string, after: Date, count: number): Date[] {
  return compile(cronOf(frequency), timezone).nextRuns(count, after);
}
