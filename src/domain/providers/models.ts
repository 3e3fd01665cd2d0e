// The model catalog: listing, one model with its pricing, and checking the models an audit asks for.
import { and, asc, count, eq, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { models } from "@/db/schema";
import { pageOffset, type PageQuery } from "@/platform/envelope";
import { answeredBy, ENGINE_IDS, unavailableReason } from "./routing";

type ModelRow = typeof models.$inferSelect;

/** Whether new audits can ask the model on this deployment, and why not. */
function availability(row: ModelRow, env: object, country?: string) {
  const reason = row.active ? unavailableReason(row, env, country) : "The model is retired: past audits keep its answers, new audits cannot ask it.";
  return { available: reason === null, answered_by: answeredBy(row, env), unavailable_reason: reason };
}

export function toModel(row: ModelRow, env: object, country?: string) {
  return {
    id: row.id,
    name: row.name,
    provider: row.provider,
    description: row.description,
    credits_per_prompt: row.creditsPerPrompt,
    web_search: row.webSearch,
    engine: ENGINE_IDS.find((id) => id === row.engine) ?? null,
    engine_model: row.engineModel,
    active: row.active,
    released_at: row.releasedAt,
    ...availability(row, env, country),
  };
}

/** Prompts in the reference audit used to show what a model costs in practice. */
export const REFERENCE_PROMPTS = 10;

export function toModelDetail(row: ModelRow, env: object) {
  const price = (value: string | null) => (value === null ? null : Number(value));
  return {
    ...toModel(row, env),
    pricing: {
      credits_per_prompt: row.creditsPerPrompt,
      credits_per_10_prompt_audit: row.creditsPerPrompt * REFERENCE_PROMPTS,
      provider_input_usd_per_1m_tokens: price(row.inputPricePerMTok),
      provider_output_usd_per_1m_tokens: price(row.outputPricePerMTok),
      provider_search_usd_per_1k_searches: price(row.searchPricePer1k),
    },
  };
}

export async function listModels(db: Database, env: object, filters: { active?: boolean; web_search?: boolean; country?: string }, page: PageQuery) {
  const where: SQL | undefined = and(
    filters.active === undefined ? undefined : eq(models.active, filters.active),
    filters.web_search === undefined ? undefined : eq(models.webSearch, filters.web_search),
  );
  const [rows, [totals]] = await db.batch([
    db.select().from(models).where(where).orderBy(asc(models.sortOrder), asc(models.id)).limit(page.per_page).offset(pageOffset(page)),
    db.select({ total: count() }).from(models).where(where),
  ]);
  return { items: rows.map((row) => toModel(row, env, filters.country)), total: totals?.total ?? 0 };
}

export async function getModel(db: Database, env: object, id: string) {
  const [row] = await db.select().from(models).where(eq(models.id, id));
  return row ? toModelDetail(row, env) : undefined;
}
