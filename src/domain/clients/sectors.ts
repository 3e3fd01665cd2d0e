// A client's sector is stored as one code for every language (`hospitality`), so the portfolio groups and filters
// clients of a sector together whatever their market. Where a reader sees the sector (generated prompts, the offline
// engine's answers), a known code is named in the client's language; any other sector is shown as written.

type SectorLang = "en" | "fr" | "es" | "de";

export const SECTOR_LABELS: Record<string, Record<SectorLang, string>> = {
  hospitality: { en: "hospitality", fr: "hôtellerie", es: "hostelería", de: "Hotellerie" },
  retail: { en: "retail", fr: "commerce de détail", es: "comercio minorista", de: "Einzelhandel" },
  finance: { en: "finance", fr: "finance", es: "finanzas", de: "Finanzen" },
  healthcare: { en: "healthcare", fr: "santé", es: "salud", de: "Gesundheit" },
  software: { en: "software", fr: "logiciels", es: "software", de: "Software" },
  education: { en: "education", fr: "éducation", es: "educación", de: "Bildung" },
  travel: { en: "travel", fr: "voyage", es: "viajes", de: "Reisen" },
  food: { en: "food", fr: "alimentation", es: "alimentación", de: "Lebensmittel" },
  automotive: { en: "automotive", fr: "automobile", es: "automoción", de: "Automobil" },
};

/** The sector as a reader of `language` names it: a known code translated, anything else as written. */
export function sectorLabel(sector: string, language: string): string {
  const code = sector.trim();
  const labels = SECTOR_LABELS[code.toLowerCase()];
  return labels?.[language as SectorLang] ?? code;
}
