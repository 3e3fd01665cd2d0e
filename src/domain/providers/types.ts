// The contract between the audit runner and whatever answers a prompt: a real engine over HTTP or the offline stand-in.

export interface BrandInfo {
  name: string;
  aliases: string[];
  domain: string | null;
  website: string | null;
}

export interface PromptContext {
  brand: BrandInfo;
  competitors: BrandInfo[];
  sector: string;
  country: string;
  /** ISO 639-1, e.g. "fr". */
  language: string;
}

export interface CompletionRequest {
  modelId: string;
  prompt: string;
  context: PromptContext;
  /**
   * Lets a deterministic provider answer differently from one audit to the next (the audit id),
   * as real models do over time. Real providers ignore it.
   */
  variation?: string;
  signal?: AbortSignal;
}

/**
 * What produced an answer, so no reader mistakes an API answer for what a consumer app showed:
 * an engine's API with its web search on, its API without search, Google's results page as a person sees it (read
 * through a SERP API), or the offline stand-in.
 */
export const SURFACES = ["api_web_search", "api", "serp", "offline"] as const;
export type Surface = (typeof SURFACES)[number];

/** A page the engine reports as retrieved or cited, from its structured response fields (not from the text). */
export interface EngineSource {
  /** As the engine gave it (Gemini: a grounding redirect link). */
  url: string;
  /** Where `url` leads once its redirect is followed; null when it is not a redirect link or could not be resolved. */
  finalUrl: string | null;
  title: string | null;
  /** Whether the answer's text cites it (an annotation, a footnote marker, a grounding support), not only retrieved. */
  citedInAnswer: boolean;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  /** Web searches the engine ran for this answer (billed per search by most engines). */
  webSearches: number;
}

export interface CompletionResult {
  text: string;
  /** Which provider produced the text (`api.openai.com`, or "offline" for the stand-in). */
  provider: string;
  latencyMs: number;
  /** The model name on the provider's side, which may differ from our model id. */
  model: string;
  surface: Surface;
  /** The engine's structured sources, deduplicated by URL, in the engine's order; empty without web search. */
  sources: EngineSource[];
  /** What the engine searched for, in order; empty when it does not say or did not search. */
  searchQueries: string[];
  /** Null when the engine reported no usage. */
  usage: TokenUsage | null;
  /** The cost in USD when the engine reports it itself (Perplexity); otherwise computed from the catalog's prices. */
  reportedCostUsd?: number;
  /**
   * The surface showed no AI answer for the query (Google showed no AI Overview): `text` is empty. A measured outcome,
   * neither an answer nor a failure.
   */
  notShown?: true;
}

export interface ModelProvider {
  readonly name: string;
  complete(req: CompletionRequest): Promise<CompletionResult>;
}

/**
 * Why an engine answered without an answer: these come back as HTTP 200 and retrying does not help.
 * `refused` (the model declined), `blocked` (a safety filter stopped the prompt or the output), `empty` (no text).
 */
export type DeclineKind = "refused" | "blocked" | "empty";

/** Errors carry whether a retry could help (429, 5xx, timeouts, network) and an optional Retry-After in seconds. */
export class ProviderError extends Error {
  override readonly name = "ProviderError";

  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
    readonly retryAfterSeconds?: number,
    /** Set when the engine answered (HTTP 200) but declined: a recorded outcome, never retried. */
    readonly decline?: { kind: DeclineKind; reason: string },
  ) {
    super(message);
  }
}
