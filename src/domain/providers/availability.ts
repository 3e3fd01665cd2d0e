// Where a catalog model can measure anything at all: Google's AI surfaces are not shown everywhere. No adapter is
// loaded from here, so a launch can check it without the engines' code.

/**
 * Countries where Google shows no AI Overviews, and no AI Mode, as of 2026-11 (docs/engines-api-notes.md §9: Google
 * lists 200+ countries and territories; these are the ones left out, per Oxylabs' availability tables and Peec's
 * measurements — Google's own list could not be read).
 */
export const GOOGLE_AI_UNAVAILABLE_COUNTRIES: Readonly<Record<"ai_overview" | "ai_mode", ReadonlySet<string>>> = {
  ai_overview: new Set(["FR", "MC", "CN", "IR", "SD", "SY", "CU", "KP"]),
  ai_mode: new Set(["FR", "TR", "CN", "IR", "SY", "CU", "KP"]),
};

const SURFACE_NAMES = { ai_overview: "AI Overviews", ai_mode: "AI Mode" } as const;

/** Why a client in `country` (ISO 3166-1 alpha-2) cannot be audited on `model`, or null when it can. */
export function countryReason(model: { engine: string | null; engineModel: string | null }, country: string): string | null {
  if (model.engine !== "serpapi") return null;
  const surface = model.engineModel === "ai_mode" ? "ai_mode" : "ai_overview";
  const code = country.trim().toUpperCase();
  if (!GOOGLE_AI_UNAVAILABLE_COUNTRIES[surface].has(code)) return null;
  return `Google shows no ${SURFACE_NAMES[surface]} in ${code}: there is nothing to measure for a client there.`;
}
