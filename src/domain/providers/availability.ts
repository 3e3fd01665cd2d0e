// Where a catalog model can measure anything at all: Google's AI surfaces are not shown everywhere. No adapter is
// loaded from here, so a launch can check it without the engines' code.

/**
 * Countries where Google shows neither AI Overviews nor AI Mode, as of 2026-11 (docs/engines-api-notes.md §5: Google
 * lists 200+ countries and territories; these are the ones left out).
 */
export const GOOGLE_AI_UNAVAILABLE_COUNTRIES: ReadonlySet<string> = new Set(["FR", "CN", "IR", "KP", "SY", "CU"]);

/** Why a client in `country` (ISO 3166-1 alpha-2) cannot be audited on `model`, or null when it can. */
export function countryReason(model: { engine: string | null }, country: string): string | null {
  const code = country.trim().toUpperCase();
  if (model.engine === "serpapi" && GOOGLE_AI_UNAVAILABLE_COUNTRIES.has(code)) {
    return `Google shows no AI Overviews or AI Mode in ${code}: there is nothing to measure for a client there.`;
  }
  return null;
}

