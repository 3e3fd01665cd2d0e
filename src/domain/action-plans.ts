// Turning an audit's findings into action-plan tasks: failing checks, dead URLs models cite, weak score components.
import type { ChecklistItem } from "./checklist";
import type { ScoreComponents } from "./scoring";
import type { UrlCheck } from "./url-checks";

export type TaskLang = "en" | "fr" | "es" | "de";
type Level = "high" | "medium" | "low";

export interface TaskSpec {
  sourceKey: string;
  title: string;
  description: string;
  category: "technical" | "content" | "structured_data" | "authority" | "hallucinated_urls" | "visibility";
  priority: Level;
  impact: Level;
  effort: Level;
  /** Days from the audit to the due date. */
  dueInDays: number;
}

const DUE_DAYS: Record<Level, number> = { high: 14, medium: 30, low: 60 };
/** Checks that take a developer minutes; the rest are content or outreach work. */
const QUICK_CHECKS = new Set(["robots_txt_allows_ai_crawlers", "llms_txt_present", "sitemap_present", "canonical_tag", "language_tag", "title_and_meta_description", "https"]);
/** Cap so a plan stays something a team can act on. */
const MAX_URL_TASKS = 10;

const TEXTS = {
  urlTitle: {
    en: (url: string) => `Redirect the invented URL ${url}`,
    fr: (url: string) => `Rediriger l'URL inventée ${url}`,
    es: (url: string) => `Redirigir la URL inventada ${url}`,
    de: (url: string) => `Die erfundene URL ${url} umleiten`,
  },
  urlWithTarget: {
    en: (models: string, target: string) => `AI models (${models}) cite this page, but it does not exist. Add a 301 redirect to ${target} so visitors and crawlers land on a real page.`,
    fr: (models: string, target: string) => `Des modèles d'IA (${models}) citent cette page, qui n'existe pas. Ajoutez une redirection 301 vers ${target} pour que visiteurs et robots arrivent sur une vraie page.`,
    es: (models: string, target: string) => `Modelos de IA (${models}) citan esta página, que no existe. Añada una redirección 301 a ${target} para que visitantes y rastreadores lleguen a una página real.`,
    de: (models: string, target: string) => `KI-Modelle (${models}) zitieren diese Seite, die es nicht gibt. Richten Sie eine 301-Weiterleitung auf ${target} ein, damit Besucher und Crawler auf einer echten Seite landen.`,
  },
  urlWithoutTarget: {
    en: (models: string) => `AI models (${models}) cite this page, but it does not exist. Create the page if the topic matters, or redirect it (301) to the closest existing page.`,
    fr: (models: string) => `Des modèles d'IA (${models}) citent cette page, qui n'existe pas. Créez-la si le sujet compte, ou redirigez-la (301) vers la page existante la plus proche.`,
    es: (models: string) => `Modelos de IA (${models}) citan esta página, que no existe. Créela si el tema importa, o rediríjala (301) a la página existente más cercana.`,
    de: (models: string) => `KI-Modelle (${models}) zitieren diese Seite, die es nicht gibt. Legen Sie sie an, wenn das Thema wichtig ist, oder leiten Sie sie (301) auf die nächstliegende vorhandene Seite um.`,
  },
  visibility: {
    title: { en: "Get named in more AI answers", fr: "Être cité dans plus de réponses d'IA", es: "Aparecer en más respuestas de IA", de: "In mehr KI-Antworten genannt werden" },
    description: {
      en: (v: string) => `The brand appears in ${v}% of the answers. Publish comparison and "best of" content on the topics of the audit prompts, and get listed on the third-party pages models cite.`,
      fr: (v: string) => `La marque apparaît dans ${v} % des réponses. Publiez des comparatifs et des contenus « meilleurs choix » sur les thèmes des prompts de l'audit, et faites-vous référencer sur les pages tierces que les modèles citent.`,
      es: (v: string) => `La marca aparece en el ${v} % de las respuestas. Publique comparativas y contenidos de «los mejores» sobre los temas de los prompts de la auditoría, y consiga aparecer en las páginas de terceros que citan los modelos.`,
      de: (v: string) => `Die Marke erscheint in ${v} % der Antworten. Veröffentlichen Sie Vergleiche und Bestenlisten zu den Themen der Audit-Prompts und sorgen Sie für Einträge auf den Drittseiten, die die Modelle zitieren.`,
    },
  },
  position: {
    title: { en: "Move up in AI recommendations", fr: "Remonter dans les recommandations des IA", es: "Subir en las recomendaciones de las IA", de: "In KI-Empfehlungen nach oben rücken" },
    description: {
      en: (p: string) => `When named, the brand comes on average at position ${p}. Strengthen the signals models rank by: reviews, expert mentions, clear differentiators on the home page.`,
      fr: (p: string) => `Quand elle est citée, la marque arrive en moyenne en position ${p}. Renforcez les signaux qui font le classement : avis, mentions d'experts, différenciation claire sur la page d'accueil.`,
      es: (p: string) => `Cuando se la nombra, la marca aparece de media en la posición ${p}. Refuerce las señales con las que los modelos ordenan: opiniones, menciones de expertos, diferenciación clara en la página de inicio.`,
      de: (p: string) => `Wenn die Marke genannt wird, steht sie im Schnitt auf Platz ${p}. Stärken Sie die Signale, nach denen Modelle ordnen: Bewertungen, Expertenerwähnungen, klare Alleinstellungsmerkmale auf der Startseite.`,
    },
  },
  citations: {
    title: { en: "Get the site cited as a source", fr: "Faire citer le site comme source", es: "Conseguir que el sitio se cite como fuente", de: "Die Website als Quelle zitieren lassen" },
    description: {
      en: (c: string) => `Only ${c}% of the answers link to the brand's own site. Publish citable pages (facts, prices, FAQs) with structured data, and make sure AI crawlers can read them.`,
      fr: (c: string) => `Seules ${c} % des réponses renvoient vers le site de la marque. Publiez des pages citables (faits, prix, FAQ) avec des données structurées, et vérifiez que les robots des IA peuvent les lire.`,
      es: (c: string) => `Solo el ${c} % de las respuestas enlaza al sitio de la marca. Publique páginas citables (datos, precios, preguntas frecuentes) con datos estructurados y compruebe que los rastreadores de IA pueden leerlas.`,
      de: (c: string) => `Nur ${c} % der Antworten verlinken auf die eigene Website. Veröffentlichen Sie zitierfähige Seiten (Fakten, Preise, FAQ) mit strukturierten Daten und stellen Sie sicher, dass KI-Crawler sie lesen können.`,
    },
  },
  sentiment: {
    title: { en: "Improve how AI models talk about the brand", fr: "Améliorer la façon dont les IA parlent de la marque", es: "Mejorar cómo hablan las IA de la marca", de: "Verbessern, wie KI-Modelle über die Marke sprechen" },
    description: {
      en: (s: string) => `The tone about the brand averages ${s}/100. Answer the criticisms models repeat (reviews, support pages, press) and publish evidence of what customers value.`,
      fr: (s: string) => `Le ton envers la marque est en moyenne de ${s}/100. Répondez aux critiques que reprennent les modèles (avis, pages d'assistance, presse) et publiez des preuves de ce que les clients apprécient.`,
      es: (s: string) => `El tono sobre la marca es de ${s}/100 de media. Responda a las críticas que repiten los modelos (opiniones, páginas de soporte, prensa) y publique pruebas de lo que valoran los clientes.`,
      de: (s: string) => `Der Ton über die Marke liegt im Schnitt bei ${s}/100. Gehen Sie auf die Kritik ein, die Modelle wiederholen (Bewertungen, Supportseiten, Presse), und belegen Sie, was Kunden schätzen.`,
    },
  },
} as const;

/** Weak-score thresholds: below (or above, for position) them a task is due. */
const WEAK = { visibility: 50, position: 2, citations: 20, sentiment: 50 } as const;

/**
 * Sources this audit re-examined and found fine: their open tasks are done. A source not examined
 * (a URL no answer cited this time, the scores of a failed audit) keeps its task as it is.
 */
export function resolvedSources(findings: { checklist: ChecklistItem[]; urlChecks: UrlCheck[]; overall: ScoreComponents | null }): string[] {
  const keys = [
    ...findings.checklist.filter((item) => item.status === "pass").map((item) => `checklist:${item.key}`),
    ...findings.urlChecks.filter((check) => check.state === "valid").map((check) => `url:${check.url}`),
  ];
  const o = findings.overall;
  if (o && o.answers > 0) {
    if (o.visibility >= WEAK.visibility) keys.push("score:visibility");
    if (o.average_position === null || o.average_position <= WEAK.position) keys.push("score:position");
    if (o.citation_rate >= WEAK.citations) keys.push("score:citations");
    if (o.sentiment === null || o.sentiment >= WEAK.sentiment) keys.push("score:sentiment");
  }
  return keys;
}

/** Tasks for what the audit found, in the client's language (English when it is not one of the four). */
export function planTasks(findings: { checklist: ChecklistItem[]; urlChecks: (UrlCheck & { modelIds: string[] })[]; overall: ScoreComponents | null; language: string }): TaskSpec[] {
  const lang: TaskLang = (["en", "fr", "es", "de"] as const).find((l) => l === findings.language) ?? "en";
  const tasks: TaskSpec[] = [];
  for (const item of findings.checklist) {
    if (item.status !== "fail" && item.status !== "warning") continue;
    const priority: Level = item.status === "warning" && item.priority === "high" ? "medium" : item.status === "warning" ? "low" : item.priority;
    tasks.push({
      sourceKey: `checklist:${item.key}`,
      title: item.title[lang],
      description: item.recommendation?.[lang] ?? item.description[lang],
      category: item.category,
      priority,
      impact: item.priority,
      effort: QUICK_CHECKS.has(item.key) ? "low" : "medium",
      dueInDays: DUE_DAYS[priority],
    });
  }
  for (const check of findings.urlChecks.filter((c) => c.state === "hallucinated").slice(0, MAX_URL_TASKS)) {
    const models = check.modelIds.join(", ");
    tasks.push({
      sourceKey: `url:${check.url}`,
      title: TEXTS.urlTitle[lang](check.url),
      description: check.suggestedRedirect ? TEXTS.urlWithTarget[lang](models, check.suggestedRedirect) : TEXTS.urlWithoutTarget[lang](models),
      category: "hallucinated_urls",
      priority: "medium",
      impact: "medium",
      effort: "low",
      dueInDays: DUE_DAYS.medium,
    });
  }
  const o = findings.overall;
  if (o && o.answers > 0) {
    const weak = (key: "visibility" | "position" | "citations" | "sentiment", value: string, priority: Level, effort: Level) =>
      tasks.push({
        sourceKey: `score:${key}`,
        title: TEXTS[key].title[lang],
        description: TEXTS[key].description[lang](value),
        category: key === "citations" ? "content" : "visibility",
        priority,
        impact: priority,
        effort,
        dueInDays: DUE_DAYS[priority],
      });
    if (o.visibility < WEAK.visibility) weak("visibility", String(o.visibility), "high", "high");
    if (o.average_position !== null && o.average_position > WEAK.position) weak("position", String(o.average_position), "medium", "high");
    if (o.citation_rate < WEAK.citations) weak("citations", String(o.citation_rate), "medium", "medium");
    if (o.sentiment !== null && o.sentiment < WEAK.sentiment) weak("sentiment", String(o.sentiment), "high", "medium");
  }
  const order: Record<Level, number> = { high: 0, medium: 1, low: 2 };
  return tasks.sort((a, b) => order[a.priority] - order[b.priority] || a.sourceKey.localeCompare(b.sourceKey));
}
