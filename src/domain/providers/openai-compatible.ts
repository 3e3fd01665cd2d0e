// A model behind any OpenAI-compatible chat-completions endpoint, with HTTP failures mapped to retryable or not.
import { ProviderError, type ModelProvider } from "./types";

export interface OpenAICompatibleConfig {
  /** Reported as `provider` in every result, e.g. "openai" or "mistral". */
  name: string;
  /** Up to and including the version segment, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  apiKey?: string;
  /** The provider-side model name sent in the body. */
  model: string;
  /** Whole call, body included; default 30 000. */
  timeoutMs?: number;
  /**
   * Sends `web_search_options: {}`, which OpenAI's search models accept; off by default because
   * other compatible servers may reject a field they do not know.
   */
  webSearch?: boolean;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 30_000;

const SYSTEM_PROMPT_EN =
  "You are a helpful assistant. Answer the user's question directly. Name concrete brands, companies or products when relevant, and cite your sources as URLs when you can.";
const SYSTEM_PROMPTS: Partial<Record<string, string>> = {
  en: SYSTEM_PROMPT_EN,
  fr: "Vous êtes un assistant serviable. Répondez directement à la question de l'utilisateur. Citez des marques, entreprises ou produits concrets lorsque c'est pertinent, et indiquez vos sources sous forme d'URL lorsque vous le pouvez.",
  es: "Eres un asistente útil. Responde directamente a la pregunta del usuario. Menciona marcas, empresas o productos concretos cuando sea pertinente y cita tus fuentes como URL cuando puedas.",
  de: "Sie sind ein hilfreicher Assistent. Beantworten Sie die Frage des Nutzers direkt. Nennen Sie konkrete Marken, Unternehmen oder Produkte, wenn es passt, und geben Sie Ihre Quellen nach Möglichkeit als URL an.",
};

function systemPrompt(language: string): string {
  const primary = language.trim().toLowerCase().split(/[-_]/)[0] ?? "en";
  return SYSTEM_PROMPTS[primary] ?? SYSTEM_PROMPT_EN;
}

/**
 * One signal that aborts when any input does. `AbortSignal.any` is missing from older runtimes;
 * `dispose` detaches the listeners so a long-lived caller signal does not collect one per call.
 */
export function combineSignals(signals: readonly AbortSignal[]): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const detachers: (() => void)[] = [];
  const dispose = (): void => {
    for (const detach of detachers.splice(0)) detach();
  };
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    const onAbort = (): void => {
      controller.abort(signal.reason);
      dispose();
    };
    signal.addEventListener("abort", onAbort, { once: true });
    detachers.push(() => signal.removeEventListener("abort", onAbort));
  }
  if (controller.signal.aborted) dispose();
  return { signal: controller.signal, dispose };
}

/** Retry-After is either delta-seconds or an HTTP date; anything else is ignored rather than guessed. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The `{ error: { message, code } }` shape OpenAI and most compatible servers use. */
function errorDetails(body: unknown): { message?: string; code?: string } {
  if (!isRecord(body) || !isRecord(body.error)) return {};
  const { message, code, type } = body.error;
  return {
    message: typeof message === "string" ? message : undefined,
    code: typeof code === "string" ? code : typeof type === "string" ? type : undefined,
  };
}

function contentOf(body: unknown): { text: string; model?: string } | undefined {
  if (!isRecord(body) || !Array.isArray(body.choices)) return undefined;
  const first: unknown = body.choices[0];
  if (!isRecord(first) || !isRecord(first.message)) return undefined;
  const { content } = first.message;
  if (typeof content !== "string") return undefined;
  return { text: content, model: typeof body.model === "string" ? body.model : undefined };
}

function errorForStatus(name: string, response: Response, bodyText: string): ProviderError {
  const { status } = response;
  const details = errorDetails(parseJson(bodyText));
  const reason = details.message ?? (response.statusText || "no error message");
  const message = `${name}: HTTP ${status}: ${reason}`;
  const retryAfter = parseRetryAfter(response.headers.get("retry-after"));
  if (status === 429) {
    // OpenAI also answers 429 when the account is out of credit; waiting does not fix that.
    const quota = details.code === "insufficient_quota";
    return new ProviderError(message, !quota, status, quota ? undefined : retryAfter);
  }
  if (status >= 500 || status === 408) return new ProviderError(message, true, status, retryAfter);
  return new ProviderError(message, false, status);
}

export function createOpenAICompatibleProvider(config: OpenAICompatibleConfig): ModelProvider {
  const endpoint = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Called through a closure: Workers reject a detached global fetch ("Illegal invocation").
  const doFetch: typeof fetch = config.fetch ?? ((input, init) => fetch(input, init));

  return {
    name: config.name,
    async complete(req) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const combined = combineSignals(req.signal ? [timeout, req.signal] : [timeout]);
      const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
      if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
      const body: Record<string, unknown> = {
        model: config.model,
        messages: [
          { role: "system", content: systemPrompt(req.context.language) },
          { role: "user", content: req.prompt },
        ],
        temperature: 0.2,
      };
      if (config.webSearch) body.web_search_options = {};

      const started = Date.now();
      let response: Response;
      let bodyText: string;
      try {
        response = await doFetch(endpoint, {
          method: "POST",
          headers,
          body: JSON.stringify(body),
          signal: combined.signal,
        });
        // Reading the body stays under the same deadline: a server can stall after the headers.
        bodyText = await response.text();
      } catch (error) {
        if (timeout.aborted) throw new ProviderError(`${config.name}: no answer within ${timeoutMs} ms`, true);
        // A caller's abort says nothing against the request itself, so a later attempt may succeed.
        if (req.signal?.aborted) throw new ProviderError(`${config.name}: request aborted`, true);
        const reason = error instanceof Error ? error.message : String(error);
        throw new ProviderError(`${config.name}: network error: ${reason}`, true);
      } finally {
        combined.dispose();
      }
      const latencyMs = Date.now() - started;

      if (!response.ok) throw errorForStatus(config.name, response, bodyText);
      const parsed = contentOf(parseJson(bodyText));
      if (!parsed) throw new ProviderError(`${config.name}: malformed response`, false, response.status);
      return { text: parsed.text, provider: config.name, latencyMs, model: parsed.model ?? config.model };
    },
  };
}
