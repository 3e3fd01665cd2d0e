// Schemas of the Scheduled audits group.
import { z } from "@hono/zod-openapi";
import { int, MAX_ITEMS, MAX_LENGTH, text, timestamp } from "@/platform/fields";
import { requiredOr } from "@/platform/routing";
import { MAX_ACTIVE_SCHEDULES, MAX_CONSECUTIVE_FAILURES, PRESETS } from "@/domain/schedules";
import { boolQuery, dateTimeField, idQuery, PageQuerySchema, deletedSchema } from "@/platform/envelope";
import { isStorableText } from "@/platform/text";
import { LaunchBodySchema, SAMPLES_DESCRIPTION, samplesField } from "../audits/audits.schemas";

const PRESET_TEXT = Object.entries(PRESETS)
  .map(([name, preset]) => `\`${name}\` (${preset.description})`)
  .join(", ");

export const FREQUENCY_RULES = `A preset — ${PRESET_TEXT} — or a 5-field cron expression (minute hour day-of-month month day-of-week; \`*\`, lists, ranges, steps, month and day names). Read in \`timezone\`, daylight saving time included: a time skipped when clocks go forward runs just after the change, a time repeated when they go back runs once. Runs may be at most hourly: the minute field must be one number.`;

export const ScheduledAuditSchema = z
  .object({
    id: int().openapi({ description: "Schedule identifier.", example: 7 }),
    client_id: int().openapi({ description: "The client audited.", example: 12 }),
    name: text(MAX_LENGTH.label).openapi({ description: "Name; each audit it launches is named after it and its slot.", example: "Monthly check" }),
    frequency: text(MAX_LENGTH.code).openapi({ description: "`daily`, `weekly`, `monthly` or the cron expression, as given.", example: "monthly" }),
    cron: text(MAX_LENGTH.code).openapi({ description: "The cron expression the frequency stands for.", example: "0 6 1 * *" }),
    timezone: text(MAX_LENGTH.code).openapi({ description: "IANA time zone the frequency is read in.", example: "Europe/Paris" }),
    model_ids: z.array(text(MAX_LENGTH.code)).max(MAX_ITEMS.models).nullable().openapi({ description: "Models asked, or null for every active model at the time of each run.", example: ["gpt-4o", "claude-sonnet"] }),
    prompts: z.array(text(MAX_LENGTH.prompt)).max(MAX_ITEMS.prompts).nullable().openapi({ description: "Questions asked, or null for the client's active tracked prompts (else generated ones) at the time of each run.", example: null }),
    samples: int(1, 5).openapi({ description: "Answers asked per prompt and model at each run.", example: 1 }),
    active: z.boolean().openapi({ description: `Whether it runs. A schedule pauses itself after ${MAX_CONSECUTIVE_FAILURES} runs in a row that could not launch (e.g. not enough credits); \`last_error\` says why.`, example: true }),
    next_run_at: dateTimeField("When it runs next (ISO 8601, UTC), computed by the server; null while paused.").nullable(),
    upcoming_runs: z.array(timestamp()).max(MAX_ITEMS.few).openapi({ description: "The next three runs (ISO 8601, UTC), to check the frequency reads as meant; empty while paused.", example: ["2026-12-01T05:00:00.000Z", "2027-01-01T05:00:00.000Z", "2027-02-01T05:00:00.000Z"] }),
    last_run_at: dateTimeField("When it last ran, launched or not, else null.").nullable(),
    last_audit_id: int().nullable().openapi({ description: "The last audit it launched, else null.", example: 140 }),
    last_error: text(MAX_LENGTH.text).nullable().openapi({ description: "Why the last run did not launch an audit, else null.", example: null }),
    consecutive_failures: int().openapi({ description: "Runs in a row that did not launch; reset by a launch or by resuming.", example: 0 }),
    created_at: dateTimeField("When it was created (ISO 8601, UTC)."),
    updated_at: dateTimeField("When it last changed (ISO 8601, UTC)."),
  })
  .openapi("ScheduledAudit", { description: "A client audited on a recurring schedule." });

export const ScheduledAuditListQuerySchema = PageQuerySchema.extend({
  client_id: idQuery("client_id", "Only the schedules of this client."),
  active: boolQuery("active", "Only active (`true`) or paused (`false`) schedules."),
});

const launch = LaunchBodySchema.shape;

const frequency = z
  .string({ error: requiredOr("frequency", "a string") })
  .trim()
  .min(1, { error: "Body field 'frequency' must not be empty." })
  .max(100, { error: "Body field 'frequency' must be at most 100 characters." })
  .openapi({ description: FREQUENCY_RULES, example: "monthly" });

const timezone = z
  .string({ error: "Body field 'timezone' must be a string." })
  .trim()
  .min(1, { error: "Body field 'timezone' must not be empty." })
  .max(64, { error: "Body field 'timezone' must be at most 64 characters." })
  .openapi({ description: "IANA time zone, e.g. `Europe/Paris`. Default `UTC`.", example: "Europe/Paris" });

const name = z
  .string({ error: "Body field 'name' must be a string." })
  .trim()
  .min(1, { error: "Body field 'name' must not be empty." })
  .max(200, { error: "Body field 'name' must be at most 200 characters." })
  .refine(isStorableText, { error: "Body field 'name' contains a character that is not allowed (NUL or an unpaired surrogate)." })
  .openapi({ description: "Name. Default: the client's name and the frequency.", example: "Monthly check" });

const active = z.boolean({ error: "Body field 'active' must be true or false." }).openapi({ description: "Whether it runs. Default `true`.", example: true });

export const CreateScheduledAuditSchema = z
  .object({
    client_id: launch.client_id,
    name: name.optional(),
    frequency,
    timezone: timezone.optional(),
    model_ids: launch.model_ids.openapi({ description: "Models to ask at each run (see GET /models). Default: every active model at the time of the run." }),
    prompts: launch.prompts.openapi({ description: "Questions to ask at each run. Default: the client's active tracked prompts at the time of the run (GET /clients/{id}/prompts), else 10 generated ones." }),
    samples: samplesField("Body").optional().openapi({ description: SAMPLES_DESCRIPTION, example: 3 }),
    active: active.optional(),
  })
  .strict()
  .openapi("CreateScheduledAuditRequest", { description: `A schedule. At most ${MAX_ACTIVE_SCHEDULES} may be active per account. Each run is launched like POST /audits/launch and costs the same.` });

export const UpdateScheduledAuditSchema = z
  .object({
    client_id: launch.client_id.optional(),
    name: name.optional(),
    frequency: frequency.optional(),
    timezone: timezone.optional(),
    model_ids: launch.model_ids.unwrap().nullable().optional().openapi({ description: "Models to ask at each run; `null` goes back to every active model." }),
    prompts: launch.prompts.unwrap().nullable().optional().openapi({ description: "Questions to ask at each run; `null` goes back to the client's active tracked prompts, else generated ones." }),
    samples: samplesField("Body").optional().openapi({ description: "Answers per prompt and model at each run, 1–5.", example: 3 }),
    active: active.optional().openapi({ description: "`false` pauses it; `true` resumes it from the next slot after now (missed slots are not run) and resets the failure count." }),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: "The body must change at least one field: client_id, name, frequency, timezone, model_ids, prompts, samples or active." })
  .openapi("UpdateScheduledAuditRequest", { description: "The fields to change; the others keep their values. A new frequency or time zone recomputes `next_run_at`." });

export const DeletedScheduledAuditSchema = deletedSchema("DeletedScheduledAudit", "schedule", 7, "Confirmation of a deletion. The audits it launched are kept.");
