// The contract between the audit runner and whatever answers a prompt: a real model over HTTP or the offline stand-in.

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

export interface CompletionResult {
  text: string;
  /** Which provider produced the text ("offline" for the stand-in), so no simulated answer passes for a real one. */
  provider: string;
  latencyMs: number;
  /** The model name on the provider's side, which may differ from our model id. */
  model: string;
}

export interface ModelProvider {
  readonly name: string;
  complete(req: CompletionRequest): Promise<CompletionResult>;
}

/** Errors carry whether a retry could help (429, 5xx, timeouts, network) and an optional Retry-After in seconds. */
export class ProviderError extends Error {
  override readonly name = "ProviderError";

  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
