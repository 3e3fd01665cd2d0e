// The global catalog of AI models an audit can query, with their prices.
import { boolean, date, integer, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const models = pgTable("models", {
  /** Slug id, e.g. `gpt-4o`. */
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** Company behind the model, e.g. `OpenAI`. */
  provider: text("provider").notNull(),
  description: text("description").notNull(),
  creditsPerPrompt: integer("credits_per_prompt").notNull(),
  /** Whether answers come from live web search (citations are then fresher). */
  webSearch: boolean("web_search").notNull().default(false),
  /** Which engine's API answers (a key of `ENGINES` in src/domain/providers); null: offline or a per-model override only. */
  engine: text("engine"),
  /** The model name on the engine's side (`gpt-4o`, `sonar`); null means the id. */
  engineModel: text("engine_model"),
  active: boolean("active").notNull().default(true),
  releasedAt: date("released_at"),
  /** Provider's list price in USD per million tokens, where published. */
  inputPricePerMTok: numeric("input_price_per_mtok", { precision: 10, scale: 4 }),
  outputPricePerMTok: numeric("output_price_per_mtok", { precision: 10, scale: 4 }),
  /** The engine's fee in USD per 1,000 web searches, where published. */
  searchPricePer1k: numeric("search_price_per_1k", { precision: 10, scale: 4 }),
  sortOrder: integer("sort_order").notNull().default(100),
  createdAt: createdAt(),
});
