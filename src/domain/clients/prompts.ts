// Default audit prompts: the questions a buyer would ask an AI assistant, in the client's language.
import { sectorLabel } from "./sectors";
export interface PromptSubject {
  sector: string;
  country: string;
  language: string;
  keywords: string[];
}

/** How many prompts an audit asks when the caller gives none and the client has none saved. */
export const DEFAULT_PROMPT_COUNT = 10;

const COUNTRY_NAMES: Record<string, Record<string, string>> = {
  en: { FR: "France", US: "the United States", ES: "Spain", DE: "Germany", GB: "the United Kingdom", BE: "Belgium", CH: "Switzerland", CA: "Canada", IT: "Italy", NL: "the Netherlands" },
  // French carries its preposition: "en France", "au Canada", "aux États-Unis".
  fr: { FR: "en France", US: "aux États-Unis", ES: "en Espagne", DE: "en Allemagne", GB: "au Royaume-Uni", BE: "en Belgique", CH: "en Suisse", CA: "au Canada", IT: "en Italie", NL: "aux Pays-Bas" },
  es: { FR: "Francia", US: "Estados Unidos", ES: "España", DE: "Alemania", GB: "Reino Unido", BE: "Bélgica", CH: "Suiza", CA: "Canadá", IT: "Italia", NL: "los Países Bajos" },
  de: { FR: "Frankreich", US: "den USA", ES: "Spanien", DE: "Deutschland", GB: "Großbritannien", BE: "Belgien", CH: "der Schweiz", CA: "Kanada", IT: "Italien", NL: "den Niederlanden" },
};

/** `{topic}` is a keyword or the sector, `{place}` the country. */
const TEMPLATES: Record<string, string[]> = {
  en: [
    "What is the best {topic} in {place}?",
    "Which {topic} companies would you recommend in {place}?",
    "What are the most reliable brands for {topic}?",
    "I'm looking for {topic} in {place}: what are my options?",
    "Compare the leading providers of {topic}.",
    "Which {topic} brand has the best reviews?",
    "What are good alternatives for {topic} in {place}?",
    "Who are the market leaders in {topic}?",
    "What should I choose for {topic} on a limited budget?",
    "Which {topic} brand do experts recommend?",
  ],
  fr: [
    "Quel est le meilleur choix pour {topic} {place} ?",
    "Quelles entreprises de {topic} recommandez-vous {place} ?",
    "Quelles sont les marques les plus fiables pour {topic} ?",
    "Je cherche {topic} {place} : quelles sont mes options ?",
    "Comparez les principaux acteurs de {topic}.",
    "Quelle marque de {topic} a les meilleurs avis ?",
    "Quelles sont les bonnes alternatives pour {topic} {place} ?",
    "Qui sont les leaders du marché de {topic} ?",
    "Que choisir pour {topic} avec un budget limité ?",
    "Quelle marque de {topic} les experts recommandent-ils ?",
  ],
  es: [
    "¿Cuál es la mejor opción de {topic} en {place}?",
    "¿Qué empresas de {topic} recomiendas en {place}?",
    "¿Cuáles son las marcas más fiables de {topic}?",
    "Busco {topic} en {place}: ¿qué opciones tengo?",
    "Compara los principales proveedores de {topic}.",
    "¿Qué marca de {topic} tiene las mejores opiniones?",
    "¿Qué buenas alternativas hay para {topic} en {place}?",
    "¿Quiénes son los líderes del mercado de {topic}?",
    "¿Qué elegir para {topic} con un presupuesto limitado?",
    "¿Qué marca de {topic} recomiendan los expertos?",
  ],
  de: [
    "Was ist die beste Wahl für {topic} in {place}?",
    "Welche Anbieter für {topic} empfiehlst du in {place}?",
    "Welche Marken sind für {topic} am zuverlässigsten?",
    "Ich suche {topic} in {place}: Welche Möglichkeiten habe ich?",
    "Vergleiche die führenden Anbieter für {topic}.",
    "Welche Marke für {topic} hat die besten Bewertungen?",
    "Welche guten Alternativen gibt es für {topic} in {place}?",
    "Wer sind die Marktführer für {topic}?",
    "Was soll ich für {topic} mit kleinem Budget wählen?",
    "Welche Marke für {topic} empfehlen Experten?",
  ],
};

/** Ten prompts from the client's keywords (or sector), country and language, each with its topic; English when the language is not supported. */
export function generatedPrompts(subject: PromptSubject, count = DEFAULT_PROMPT_COUNT): { prompt: string; topic: string }[] {
  const language = promptLanguage(subject.language);
  const templates = TEMPLATES[language]!;
  const topics = subject.keywords.length > 0 ? subject.keywords : [sectorLabel(subject.sector, language)];
  const place = COUNTRY_NAMES[language]?.[subject.country] ?? subject.country;
  return Array.from({ length: Math.min(count, templates.length) }, (_, i) => {
    const topic = topics[i % topics.length]!;
    return { prompt: templates[i]!.replace("{topic}", topic).replace("{place}", place), topic };
  });
}

/** The questions of `generatedPrompts`. */
export function generatePrompts(subject: PromptSubject, count = DEFAULT_PROMPT_COUNT): string[] {
  return generatedPrompts(subject, count).map((p) => p.prompt);
}

/** The language prompts are generated in for a client of `language`: its own when there are templates for it, else English. */
export function promptLanguage(language: string): string {
  return TEMPLATES[language] ? language : "en";
}

/**
 * Candidate prompts for a client: every template for every topic (its keywords, else its sector), topics taking turns,
 * so the first few already cover each keyword. Each comes with the topic it was written for.
 */
export function promptCandidates(subject: PromptSubject): { prompt: string; topic: string }[] {
  const language = promptLanguage(subject.language);
  const templates = TEMPLATES[language]!;
  const topics = subject.keywords.length > 0 ? subject.keywords : [sectorLabel(subject.sector, language)];
  const place = COUNTRY_NAMES[language]?.[subject.country] ?? subject.country;
  return templates.flatMap((template) => topics.map((topic) => ({ prompt: template.replace("{topic}", topic).replace("{place}", place), topic })));
}
