// Turning an audit's findings into action-plan tasks: failing checks, dead URLs models cite, weak score components.
// A task's text quotes the figures of the latest audit that examined its source, whether it finds the problem still
// there (the task stays open or reopens) or gone (the task is done and says what was measured).
import type { ChecklistItem, UrlCheck } from "@/domain/site";
import type { ScoreComponents } from "@/domain/scoring";

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
  /** Past the cap on URL tasks: the text of an existing task is brought up to date, no task is created. */
  existingOnly: boolean;
}

/** A source the audit examined and found fine: its task is done, with texts saying so (null: the texts stand as they are). */
export interface ResolvedTask {
  sourceKey: string;
  title: string | null;
  description: string | null;
}

export interface PlanFindings {
  checklist: ChecklistItem[];
  /** `modelIds`: every model that has cited the URL, in this audit or before. */
  urlChecks: (UrlCheck & { modelIds: string[] })[];
  overall: ScoreComponents | null;
  language: string;
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
    en: (models: string, target: string) => `AI models (${models}) have cited this page, but it does not exist. Add a 301 redirect to ${target} so visitors and crawlers land on a real page.`,
    fr: (models: string, target: string) => `Des modèles d'IA (${models}) ont cité cette page, qui n'existe pas. Ajoutez une redirection 301 vers ${target} pour que visiteurs et robots arrivent sur une vraie page.`,
    es: (models: string, target: string) => `Modelos de IA (${models}) han citado esta página, que no existe. Añada una redirección 301 a ${target} para que visitantes y rastreadores lleguen a una página real.`,
    de: (models: string, target: string) => `KI-Modelle (${models}) haben diese Seite zitiert, die es nicht gibt. Richten Sie eine 301-Weiterleitung auf ${target} ein, damit Besucher und Crawler auf einer echten Seite landen.`,
  },
  urlWithoutTarget: {
    en: (models: string) => `AI models (${models}) have cited this page, but it does not exist. Create the page if the topic matters, or redirect it (301) to the closest existing page.`,
    fr: (models: string) => `Des modèles d'IA (${models}) ont cité cette page, qui n'existe pas. Créez-la si le sujet compte, ou redirigez-la (301) vers la page existante la plus proche.`,
    es: (models: string) => `Modelos de IA (${models}) han citado esta página, que no existe. Créela si el tema importa, o rediríjala (301) a la página existente más cercana.`,
    de: (models: string) => `KI-Modelle (${models}) haben diese Seite zitiert, die es nicht gibt. Legen Sie sie an, wenn das Thema wichtig ist, oder leiten Sie sie (301) auf die nächstliegende vorhandene Seite um.`,
  },
  urlFixed: {
    en: (models: string, status: string) => `This page now answers (HTTP ${status}): visitors and crawlers sent by AI models (${models}) land on a real page.`,
    fr: (models: string, status: string) => `Cette page répond désormais (HTTP ${status}) : visiteurs et robots envoyés par les modèles d'IA (${models}) arrivent sur une vraie page.`,
    es: (models: string, status: string) => `Esta página ya responde (HTTP ${status}): los visitantes y rastreadores que envían los modelos de IA (${models}) llegan a una página real.`,
    de: (models: string, status: string) => `Diese Seite antwortet jetzt (HTTP ${status}): Besucher und Crawler, die KI-Modelle (${models}) schicken, landen auf einer echten Seite.`,
  },
  visibility: {
    title: { en: "Get named in more AI answers", fr: "Être cité dans plus de réponses d'IA", es: "Aparecer en más respuestas de IA", de: "In mehr KI-Antworten genannt werden" },
    description: {
      en: (v: string) => `The brand appears in ${v}% of the answers. Publish comparison and "best of" content on the topics of the audit prompts, and get listed on the third-party pages models cite.`,
      fr: (v: string) => `La marque apparaît dans ${v} % des réponses. Publiez des comparatifs et des contenus « meilleurs choix » sur les thèmes des prompts de l'audit, et faites-vous référencer sur les pages tierces que les modèles citent.`,
      es: (v: string) => `La marca aparece en el ${v} % de las respuestas. Publique comparativas y contenidos de «los mejores» sobre los temas de los prompts de la auditoría, y consiga aparecer en las páginas de terceros que citan los modelos.`,
      de: (v: string) => `Die Marke erscheint in ${v} % der Antworten. Veröffentlichen Sie Vergleiche und Bestenlisten zu den Themen der Audit-Prompts und sorgen Sie für Einträge auf den Drittseiten, die die Modelle zitieren.`,
    },
    fixed: {
      en: (v: string, target: string) => `The brand now appears in ${v}% of the answers (target: ${target}% or more).`,
      fr: (v: string, target: string) => `La marque apparaît désormais dans ${v} % des réponses (objectif : ${target} % ou plus).`,
      es: (v: string, target: string) => `La marca aparece ahora en el ${v} % de las respuestas (objetivo: ${target} % o más).`,
      de: (v: string, target: string) => `Die Marke erscheint jetzt in ${v} % der Antworten (Ziel: ${target} % oder mehr).`,
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
    fixed: {
      en: (p: string, target: string) => `When named, the brand now comes on average at position ${p} (target: ${target} or better).`,
      fr: (p: string, target: string) => `Quand elle est citée, la marque arrive désormais en moyenne en position ${p} (objectif : ${target} ou mieux).`,
      es: (p: string, target: string) => `Cuando se la nombra, la marca aparece ahora de media en la posición ${p} (objetivo: ${target} o mejor).`,
      de: (p: string, target: string) => `Wenn die Marke genannt wird, steht sie jetzt im Schnitt auf Platz ${p} (Ziel: ${target} oder besser).`,
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
    fixed: {
      en: (c: string, target: string) => `${c}% of the answers now link to the brand's own site (target: ${target}% or more).`,
      fr: (c: string, target: string) => `${c} % des réponses renvoient désormais vers le site de la marque (objectif : ${target} % ou plus).`,
      es: (c: string, target: string) => `El ${c} % de las respuestas enlaza ahora al sitio de la marca (objetivo: ${target} % o más).`,
      de: (c: string, target: string) => `${c} % der Antworten verlinken jetzt auf die eigene Website (Ziel: ${target} % oder mehr).`,
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
    fixed: {
      en: (s: string, target: string) => `The tone about the brand now averages ${s}/100 (target: ${target} or more).`,
      fr: (s: string, target: string) => `Le ton envers la marque est désormais en moyenne de ${s}/100 (objectif : ${target} ou plus).`,
      es: (s: string, target: string) => `El tono sobre la marca es ahora de ${s}/100 de media (objetivo: ${target} o más).`,
      de: (s: string, target: string) => `Der Ton über die Marke liegt jetzt im Schnitt bei ${s}/100 (Ziel: ${target} oder mehr).`,
    },
  },
} as const;

type ScoreKey = "visibility" | "position" | "citations" | "sentiment";

/** The score components a task is due for, and when: the figure this audit measured and its weak side. */
const SCORE_TASKS: Record<ScoreKey, { figure: (o: ScoreComponents) => number | null; weak: (value: number) => boolean; target: number; priority: Level; effort: Level; category: TaskSpec["category"] }> = {
  visibility: { figure: (o) => o.visibility, weak: (v) => v < 50, target: 50, priority: "high", effort: "high", category: "visibility" },
  position: { figure: (o) => o.average_position, weak: (p) => p > 2, target: 2, priority: "medium", effort: "high", category: "visibility" },
  citations: { figure: (o) => o.citation_rate, weak: (c) => c < 20, target: 20, priority: "medium", effort: "medium", category: "content" },
  sentiment: { figure: (o) => o.sentiment, weak: (s) => s < 50, target: 50, priority: "high", effort: "medium", category: "visibility" },
};

/**
 * The components this audit measured: none for a failed audit (no scores), and no position or sentiment when no answer
 * named the brand — a figure not measured neither opens nor closes a task, nor changes its text.
 */
function measuredScores(o: ScoreComponents | null): { key: ScoreKey; value: number; weak: boolean }[] {
  if (!o || o.answers === 0) return [];
  return (Object.keys(SCORE_TASKS) as ScoreKey[]).flatMap((key) => {
    const value = SCORE_TASKS[key].figure(o);
    return value === null ? [] : [{ key, value, weak: SCORE_TASKS[key].weak(value) }];
  });
}

const langOf = (language: string): TaskLang => (["en", "fr", "es", "de"] as const).find((l) => l === language) ?? "en";
const formatNumber = (value: number, lang: TaskLang) => new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(value);

/** Tasks for what the audit found, in the client's language (English when it is not one of the four). */
export function planTasks(findings: PlanFindings): TaskSpec[] {
  const lang = langOf(findings.language);
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
      existingOnly: false,
    });
  }
  findings.urlChecks
    .filter((c) => c.state === "hallucinated")
    .forEach((check, index) => {
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
        existingOnly: index >= MAX_URL_TASKS,
      });
    });
  for (const { key, value, weak } of measuredScores(findings.overall)) {
    if (!weak) continue;
    const task = SCORE_TASKS[key];
    tasks.push({
      sourceKey: `score:${key}`,
      title: TEXTS[key].title[lang],
      description: TEXTS[key].description[lang](formatNumber(value, lang)),
      category: task.category,
      priority: task.priority,
      impact: task.priority,
      effort: task.effort,
      dueInDays: DUE_DAYS[task.priority],
      existingOnly: false,
    });
  }
  const order: Record<Level, number> = { high: 0, medium: 1, low: 2 };
  return tasks.sort((a, b) => order[a.priority] - order[b.priority] || a.sourceKey.localeCompare(b.sourceKey));
}

/**
 * Sources this audit re-examined and found fine: their tasks are done, and say so with this audit's figures (a passing
 * check's task keeps its text: it quotes none). A source not examined (a URL no answer cited this time, the scores of a
 * failed audit) keeps its task and text as they are.
 */
export function resolvedTasks(findings: PlanFindings): ResolvedTask[] {
  const lang = langOf(findings.language);
  return [
    ...findings.checklist.filter((item) => item.status === "pass").map((item) => ({ sourceKey: `checklist:${item.key}`, title: null, description: null })),
    ...findings.urlChecks
      .filter((check) => check.state === "valid")
      .map((check) => ({ sourceKey: `url:${check.url}`, title: TEXTS.urlTitle[lang](check.url), description: TEXTS.urlFixed[lang](check.modelIds.join(", "), String(check.httpStatus)) })),
    ...measuredScores(findings.overall)
      .filter(({ weak }) => !weak)
      .map(({ key, value }) => ({
        sourceKey: `score:${key}`,
        title: TEXTS[key].title[lang],
        description: TEXTS[key].fixed[lang](formatNumber(value, lang), formatNumber(SCORE_TASKS[key].target, lang)),
      })),
  ];
}
