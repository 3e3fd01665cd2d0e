// Every word a report prints, in its four languages.
import type { Lang } from "@/platform/i18n";

export interface ReportStrings {
  title: string;
  preparedBy: (agency: string) => string;
  auditOf: (date: string) => string;
  overallScore: string;
  outOf100: string;
  interval: (low: string, high: string) => string;
  modelsAsked: (models: number, prompts: number) => string;
  summary: string;
  components: string;
  component: string;
  weight: string;
  value: string;
  visibility: string;
  positionScore: string;
  shareOfVoice: string;
  citationRate: string;
  sentiment: string;
  averagePosition: (position: string) => string;
  scoreByModel: string;
  trend: string;
  trendSingle: string;
  competitors: string;
  competitorsNone: string;
  you: string;
  mentions: (n: number) => string;
  answers: string;
  answersIntro: (answers: number) => string;
  listPosition: string;
  prompt: string;
  model: string;
  mentioned: string;
  position: string;
  yes: string;
  no: string;
  failed: string;
  /** A query Google answered without an AI answer (no AI Overview). */
  notShown: string;
  hallucinatedUrls: string;
  hallucinatedUrlsIntro: string;
  hallucinatedUrlsNone: string;
  url: string;
  citedBy: string;
  suggestedRedirect: string;
  noSuggestion: string;
  checklist: string;
  checklistNone: string;
  status: Record<string, string>;
  priority: Record<string, string>;
  actionPlan: string;
  actionPlanNone: string;
  task: string;
  check: string;
  due: string;
  method: string;
  methodParagraphs: string[];
  page: (n: number, total: number) => string;
  sources: string;
  sourcesIntro: (withSources: number, answers: number, sources: number) => string;
  sourcesNone: string;
  sourcesCategories: string;
  sourcesTop: string;
  domain: string;
  category: string;
  share: string;
  change: string;
  categories: Record<string, string>;
}

export const STRINGS: Record<Lang, ReportStrings> = {
  en: {
    title: "AI visibility report",
    preparedBy: (agency) => `Prepared by ${agency}`,
    auditOf: (date) => `Audit completed on ${date}`,
    overallScore: "Overall score",
    outOf100: "out of 100",
    interval: (low, high) => `95% interval: ${low}–${high}`,
    modelsAsked: (models, prompts) => `${prompts} questions asked to ${models} AI models`,
    summary: "Summary",
    components: "What the score is made of",
    component: "Component",
    weight: "Weight",
    value: "Value",
    visibility: "Visibility",
    positionScore: "Position",
    shareOfVoice: "Share of voice",
    citationRate: "Citation rate",
    sentiment: "Sentiment",
    averagePosition: (p) => `average rank ${p}`,
    scoreByModel: "Score by AI model",
    trend: "Score over the last audits",
    trendSingle: "This is the first completed audit: the trend starts here.",
    competitors: "Share of voice against competitors",
    competitorsNone: "No competitor is tracked for this client.",
    you: "you",
    mentions: (n) => `${n} mention${n === 1 ? "" : "s"}`,
    answers: "Answers, question by question",
    answersIntro: (n) => `${n} answers: whether each model named the brand, its rank by first mention among the tracked brands, the number of the list item or table row where a list shows it, and the tone about it (0–100, 50 is neutral).`,
    listPosition: "List no.",
    prompt: "Question",
    model: "Model",
    mentioned: "Named",
    position: "Rank",
    yes: "yes",
    no: "no",
    failed: "failed",
    notShown: "no AI answer",
    hallucinatedUrls: "Hallucinated URLs in this audit",
    hallucinatedUrlsIntro: "Addresses on your site that the AI models of this audit cited but that do not exist (as last checked). Redirect each one to the page it was meant to be.",
    hallucinatedUrlsNone: "No AI model of this audit cited a page of the site that does not exist.",
    url: "Cited address",
    citedBy: "Cited by",
    suggestedRedirect: "Suggested redirect",
    noSuggestion: "—",
    checklist: "GEO checklist: what to fix",
    checklistNone: "Every check of the GEO checklist passes.",
    status: { fail: "Fail", warning: "Warning", todo: "To do", in_progress: "In progress" },
    priority: { high: "High", medium: "Medium", low: "Low" },
    actionPlan: "Next steps from the action plan",
    actionPlanNone: "The action plan has no open task.",
    task: "Task", check: "Check",
    due: "Due",
    method: "Method",
    methodParagraphs: [
      "Each question was asked to each AI model; each answer was read for the brand's name and aliases (ignoring case and accents), its rank by first mention among the tracked brands, the list item where a list shows it, the competitors named, the URLs cited exactly as written and the tone of the sentences about the brand.",
      "Overall score = 40% visibility + 20% position + 20% share of voice + 10% citation rate + 10% sentiment, each on a 0–100 scale.",
      "Visibility: share of answers that name the brand (a site cited without the name counts in the citation rate only). Position: 100 when the brand is named first, 20 points less per rank. Share of voice: brand mentions divided by the mentions of the brand and its tracked competitors. Citation rate: share of answers citing a page of the brand's own site. Sentiment: mean tone of the answers that name the brand (50 is neutral).",
      "AI answers change from one run to the next: each figure comes with a 95% interval (Wilson for the rates, a bootstrap over prompts for the score). A change between two audits whose intervals overlap may be noise; asking each question several times (samples) narrows them.",
    ],
    page: (n, total) => `Page ${n} of ${total}`,
    sources: "Sources the engines drew on",
    sourcesIntro: (w, a, n) => `${w} of ${a} answers came with the engine's own sources (engines with web search): ${n} pages in all, grouped here by site. They show where the engines look for answers about your market.`,
    sourcesNone: "No engine of this audit searched the web, so its answers name no sources. Add a model with web search (Perplexity, GPT-4o with search, Gemini or Claude with search) to see which sites they rely on.",
    sourcesCategories: "Share of the sources by kind of site",
    sourcesTop: "Sites cited most",
    domain: "Site",
    category: "Kind",
    share: "Share",
    change: "Change",
    categories: { own: "Your site", competitor: "Competitor", editorial: "Press & blogs", reference: "Reference", forum: "Forums & reviews", social: "Social & video", marketplace: "Marketplaces", other: "Other" },
  },
  fr: {
    title: "Rapport de visibilité IA",
    preparedBy: (agency) => `Préparé par ${agency}`,
    auditOf: (date) => `Audit terminé le ${date}`,
    overallScore: "Score global",
    outOf100: "sur 100",
    interval: (low, high) => `intervalle à 95 % : ${low}–${high}`,
    modelsAsked: (models, prompts) => `${prompts} questions posées à ${models} modèles d'IA`,
    summary: "Synthèse",
    components: "De quoi le score est fait",
    component: "Composante",
    weight: "Poids",
    value: "Valeur",
    visibility: "Visibilité",
    positionScore: "Position",
    shareOfVoice: "Part de voix",
    citationRate: "Taux de citation",
    sentiment: "Sentiment",
    averagePosition: (p) => `rang moyen ${p}`,
    scoreByModel: "Score par modèle d'IA",
    trend: "Évolution du score sur les derniers audits",
    trendSingle: "C'est le premier audit terminé : l'évolution commence ici.",
    competitors: "Part de voix face aux concurrents",
    competitorsNone: "Aucun concurrent n'est suivi pour ce client.",
    you: "vous",
    mentions: (n) => `${n} mention${n > 1 ? "s" : ""}`,
    answers: "Les réponses, question par question",
    answersIntro: (n) => `${n} réponses : chaque modèle a-t-il cité la marque, à quel rang de première mention parmi les marques suivies, à quel numéro de la liste ou du tableau qui la présente, et sur quel ton (0 à 100, 50 est neutre).`,
    listPosition: "N° liste",
    prompt: "Question",
    model: "Modèle",
    mentioned: "Citée",
    position: "Rang",
    yes: "oui",
    no: "non",
    failed: "échec",
    notShown: "pas de réponse IA",
    hallucinatedUrls: "URL hallucinées dans cet audit",
    hallucinatedUrlsIntro: "Des adresses de votre site que les modèles d'IA de cet audit ont citées mais qui n'existent pas (à la dernière vérification). Redirigez chacune vers la page qu'elle aurait dû être.",
    hallucinatedUrlsNone: "Aucun modèle d'IA de cet audit n'a cité de page inexistante du site.",
    url: "Adresse citée",
    citedBy: "Citée par",
    suggestedRedirect: "Redirection suggérée",
    noSuggestion: "—",
    checklist: "Checklist GEO : ce qu'il faut corriger",
    checklistNone: "Tous les points de la checklist GEO sont validés.",
    status: { fail: "Échec", warning: "Alerte", todo: "À faire", in_progress: "En cours" },
    priority: { high: "Haute", medium: "Moyenne", low: "Basse" },
    actionPlan: "Prochaines étapes du plan d'action",
    actionPlanNone: "Le plan d'action n'a aucune tâche ouverte.",
    task: "Tâche", check: "Point de contrôle",
    due: "Échéance",
    method: "Méthode",
    methodParagraphs: [
      "Chaque question a été posée à chaque modèle d'IA ; dans chaque réponse, on relève le nom de la marque et ses alias (sans tenir compte de la casse ni des accents), son rang de première mention parmi les marques suivies, le numéro de l'élément de liste qui la présente, les concurrents cités, les URL citées telles qu'écrites et le ton des phrases qui parlent de la marque.",
      "Score global = 40 % visibilité + 20 % position + 20 % part de voix + 10 % taux de citation + 10 % sentiment, chacun sur une échelle de 0 à 100.",
      "Visibilité : part des réponses qui nomment la marque (un site cité sans le nom ne compte que dans le taux de citation). Position : 100 quand la marque est citée en premier, 20 points de moins par rang. Part de voix : mentions de la marque divisées par les mentions de la marque et de ses concurrents suivis. Taux de citation : part des réponses qui citent une page du site de la marque. Sentiment : ton moyen des réponses qui citent la marque (50 est neutre).",
      "Les réponses des IA changent d'une fois à l'autre : chaque chiffre est donné avec un intervalle à 95 % (Wilson pour les taux, un bootstrap sur les questions pour le score). Un écart entre deux audits dont les intervalles se recouvrent peut n'être que du bruit ; poser chaque question plusieurs fois (échantillons) les resserre.",
    ],
    page: (n, total) => `Page ${n} sur ${total}`,
    sources: "Les sources des moteurs",
    sourcesIntro: (w, a, n) => `${w} réponses sur ${a} sont accompagnées des sources du moteur (moteurs avec recherche web) : ${n} pages au total, regroupées ici par site. Elles montrent où les moteurs cherchent leurs réponses sur votre marché.`,
    sourcesNone: "Aucun moteur de cet audit n'a fait de recherche web : ses réponses ne citent pas de sources. Ajoutez un modèle avec recherche web (Perplexity, GPT-4o avec recherche, Gemini ou Claude avec recherche) pour voir sur quels sites ils s'appuient.",
    sourcesCategories: "Part des sources par type de site",
    sourcesTop: "Sites les plus cités",
    domain: "Site",
    category: "Type",
    share: "Part",
    change: "Évolution",
    categories: { own: "Votre site", competitor: "Concurrent", editorial: "Presse et blogs", reference: "Référence", forum: "Forums et avis", social: "Réseaux et vidéo", marketplace: "Places de marché", other: "Autre" },
  },
  es: {
    title: "Informe de visibilidad en IA",
    preparedBy: (agency) => `Elaborado por ${agency}`,
    auditOf: (date) => `Auditoría terminada el ${date}`,
    overallScore: "Puntuación global",
    outOf100: "sobre 100",
    interval: (low, high) => `intervalo del 95 %: ${low}–${high}`,
    modelsAsked: (models, prompts) => `${prompts} preguntas planteadas a ${models} modelos de IA`,
    summary: "Resumen",
    components: "De qué se compone la puntuación",
    component: "Componente",
    weight: "Peso",
    value: "Valor",
    visibility: "Visibilidad",
    positionScore: "Posición",
    shareOfVoice: "Cuota de voz",
    citationRate: "Tasa de citas",
    sentiment: "Sentimiento",
    averagePosition: (p) => `posición media ${p}`,
    scoreByModel: "Puntuación por modelo de IA",
    trend: "Evolución de la puntuación en las últimas auditorías",
    trendSingle: "Es la primera auditoría terminada: la evolución empieza aquí.",
    competitors: "Cuota de voz frente a la competencia",
    competitorsNone: "No se sigue a ningún competidor para este cliente.",
    you: "usted",
    mentions: (n) => `${n} mención${n === 1 ? "" : "es"}`,
    answers: "Las respuestas, pregunta por pregunta",
    answersIntro: (n) => `${n} respuestas: si cada modelo nombró la marca, su posición por primera mención entre las marcas seguidas, el número del elemento de lista o fila de tabla donde aparece y con qué tono (de 0 a 100; 50 es neutro).`,
    listPosition: "N.º lista",
    prompt: "Pregunta",
    model: "Modelo",
    mentioned: "Nombrada",
    position: "Posición",
    yes: "sí",
    no: "no",
    failed: "error",
    notShown: "sin respuesta IA",
    hallucinatedUrls: "URL alucinadas en esta auditoría",
    hallucinatedUrlsIntro: "Direcciones de su sitio que los modelos de IA de esta auditoría citaron pero que no existen (según la última comprobación). Redirija cada una a la página que debería haber sido.",
    hallucinatedUrlsNone: "Ningún modelo de IA de esta auditoría citó una página inexistente del sitio.",
    url: "Dirección citada",
    citedBy: "Citada por",
    suggestedRedirect: "Redirección sugerida",
    noSuggestion: "—",
    checklist: "Checklist GEO: qué corregir",
    checklistNone: "Todos los puntos de la checklist GEO se cumplen.",
    status: { fail: "Error", warning: "Aviso", todo: "Pendiente", in_progress: "En curso" },
    priority: { high: "Alta", medium: "Media", low: "Baja" },
    actionPlan: "Próximos pasos del plan de acción",
    actionPlanNone: "El plan de acción no tiene tareas abiertas.",
    task: "Tarea", check: "Punto de control",
    due: "Fecha límite",
    method: "Método",
    methodParagraphs: [
      "Cada pregunta se planteó a cada modelo de IA; en cada respuesta se identifican el nombre de la marca y sus alias (sin distinguir mayúsculas ni acentos), su posición por primera mención entre las marcas seguidas, el elemento de lista donde aparece, los competidores nombrados, las URL citadas tal como se escribieron y el tono de las frases sobre la marca.",
      "Puntuación global = 40 % visibilidad + 20 % posición + 20 % cuota de voz + 10 % tasa de citas + 10 % sentimiento, cada una en una escala de 0 a 100.",
      "Visibilidad: proporción de respuestas que nombran la marca (un sitio citado sin el nombre solo cuenta en la tasa de citas). Posición: 100 cuando la marca se nombra la primera, 20 puntos menos por cada puesto. Cuota de voz: menciones de la marca divididas por las menciones de la marca y de sus competidores seguidos. Tasa de citas: proporción de respuestas que citan una página del sitio de la marca. Sentimiento: tono medio de las respuestas que nombran la marca (50 es neutro).",
      "Las respuestas de las IA cambian de una vez a otra: cada cifra va con un intervalo del 95 % (Wilson para las tasas, un bootstrap sobre las preguntas para la puntuación). Una diferencia entre dos auditorías cuyos intervalos se solapan puede ser ruido; hacer cada pregunta varias veces (muestras) los estrecha.",
    ],
    page: (n, total) => `Página ${n} de ${total}`,
    sources: "Las fuentes de los motores",
    sourcesIntro: (w, a, n) => `${w} de ${a} respuestas llegaron con las fuentes del propio motor (motores con búsqueda web): ${n} páginas en total, agrupadas aquí por sitio. Muestran dónde buscan los motores sus respuestas sobre su mercado.`,
    sourcesNone: "Ningún motor de esta auditoría buscó en la web, así que sus respuestas no citan fuentes. Añada un modelo con búsqueda web (Perplexity, GPT-4o con búsqueda, Gemini o Claude con búsqueda) para ver en qué sitios se apoyan.",
    sourcesCategories: "Proporción de las fuentes por tipo de sitio",
    sourcesTop: "Sitios más citados",
    domain: "Sitio",
    category: "Tipo",
    share: "Proporción",
    change: "Variación",
    categories: { own: "Su sitio", competitor: "Competidor", editorial: "Prensa y blogs", reference: "Referencia", forum: "Foros y reseñas", social: "Redes y vídeo", marketplace: "Marketplaces", other: "Otros" },
  },
  de: {
    title: "KI-Sichtbarkeitsbericht",
    preparedBy: (agency) => `Erstellt von ${agency}`,
    auditOf: (date) => `Audit abgeschlossen am ${date}`,
    overallScore: "Gesamtscore",
    outOf100: "von 100",
    interval: (low, high) => `95-%-Intervall: ${low}–${high}`,
    modelsAsked: (models, prompts) => `${prompts} Fragen an ${models} KI-Modelle`,
    summary: "Zusammenfassung",
    components: "Woraus sich der Score zusammensetzt",
    component: "Komponente",
    weight: "Gewicht",
    value: "Wert",
    visibility: "Sichtbarkeit",
    positionScore: "Position",
    shareOfVoice: "Share of Voice",
    citationRate: "Zitationsrate",
    sentiment: "Stimmung",
    averagePosition: (p) => `durchschnittlicher Rang ${p}`,
    scoreByModel: "Score nach KI-Modell",
    trend: "Entwicklung des Scores über die letzten Audits",
    trendSingle: "Dies ist das erste abgeschlossene Audit: Die Entwicklung beginnt hier.",
    competitors: "Share of Voice im Vergleich zum Wettbewerb",
    competitorsNone: "Für diesen Kunden werden keine Wettbewerber beobachtet.",
    you: "Sie",
    mentions: (n) => `${n} Erwähnung${n === 1 ? "" : "en"}`,
    answers: "Die Antworten, Frage für Frage",
    answersIntro: (n) => `${n} Antworten: ob jedes Modell die Marke genannt hat, ihr Rang nach erster Nennung unter den beobachteten Marken, die Nummer des Listeneintrags oder der Tabellenzeile, in der sie erscheint, und der Ton (0–100, 50 ist neutral).`,
    listPosition: "Listenplatz",
    prompt: "Frage",
    model: "Modell",
    mentioned: "Genannt",
    position: "Rang",
    yes: "ja",
    no: "nein",
    failed: "Fehler",
    notShown: "keine KI-Antwort",
    hallucinatedUrls: "Halluzinierte URLs in diesem Audit",
    hallucinatedUrlsIntro: "Adressen Ihrer Website, die die KI-Modelle dieses Audits zitiert haben, die es aber nicht gibt (Stand der letzten Prüfung). Leiten Sie jede auf die Seite weiter, die gemeint war.",
    hallucinatedUrlsNone: "Kein KI-Modell dieses Audits hat eine nicht existierende Seite der Website zitiert.",
    url: "Zitierte Adresse",
    citedBy: "Zitiert von",
    suggestedRedirect: "Vorgeschlagene Weiterleitung",
    noSuggestion: "—",
    checklist: "GEO-Checkliste: was zu beheben ist",
    checklistNone: "Alle Punkte der GEO-Checkliste sind erfüllt.",
    status: { fail: "Fehler", warning: "Warnung", todo: "Offen", in_progress: "In Arbeit" },
    priority: { high: "Hoch", medium: "Mittel", low: "Niedrig" },
    actionPlan: "Nächste Schritte aus dem Maßnahmenplan",
    actionPlanNone: "Der Maßnahmenplan hat keine offenen Aufgaben.",
    task: "Aufgabe", check: "Prüfpunkt",
    due: "Fällig",
    method: "Methode",
    methodParagraphs: [
      "Jede Frage wurde jedem KI-Modell gestellt; in jeder Antwort werden der Name der Marke und ihre Aliasse (ohne Rücksicht auf Groß- und Kleinschreibung oder Akzente), ihr Rang nach erster Nennung unter den beobachteten Marken, der Listeneintrag, in dem sie erscheint, die genannten Wettbewerber, die zitierten URLs so wie geschrieben und der Ton der Sätze über die Marke erfasst.",
      "Gesamtscore = 40 % Sichtbarkeit + 20 % Position + 20 % Share of Voice + 10 % Zitationsrate + 10 % Stimmung, jeweils auf einer Skala von 0 bis 100.",
      "Sichtbarkeit: Anteil der Antworten, die die Marke nennen (eine ohne Namen zitierte Website zählt nur in der Zitationsrate). Position: 100, wenn die Marke zuerst genannt wird, 20 Punkte weniger pro Rang. Share of Voice: Erwähnungen der Marke geteilt durch die Erwähnungen der Marke und ihrer beobachteten Wettbewerber. Zitationsrate: Anteil der Antworten, die eine Seite der eigenen Website zitieren. Stimmung: durchschnittlicher Ton der Antworten, die die Marke nennen (50 ist neutral).",
      "KI-Antworten ändern sich von Mal zu Mal: Jede Zahl hat ein 95-%-Intervall (Wilson für die Quoten, ein Bootstrap über die Fragen für den Score). Ein Unterschied zwischen zwei Audits, deren Intervalle sich überschneiden, kann Rauschen sein; jede Frage mehrmals zu stellen (Stichproben) macht sie enger.",
    ],
    page: (n, total) => `Seite ${n} von ${total}`,
    sources: "Die Quellen der Engines",
    sourcesIntro: (w, a, n) => `${w} von ${a} Antworten kamen mit den eigenen Quellen der Engine (Engines mit Websuche): insgesamt ${n} Seiten, hier nach Website gruppiert. Sie zeigen, wo die Engines nach Antworten über Ihren Markt suchen.`,
    sourcesNone: "Keine Engine dieses Audits hat im Web gesucht, daher nennen ihre Antworten keine Quellen. Fügen Sie ein Modell mit Websuche hinzu (Perplexity, GPT-4o mit Suche, Gemini oder Claude mit Suche), um zu sehen, auf welche Websites sie sich stützen.",
    sourcesCategories: "Anteil der Quellen nach Art der Website",
    sourcesTop: "Meistzitierte Websites",
    domain: "Website",
    category: "Art",
    share: "Anteil",
    change: "Veränderung",
    categories: { own: "Ihre Website", competitor: "Wettbewerber", editorial: "Presse & Blogs", reference: "Nachschlagewerke", forum: "Foren & Bewertungen", social: "Social Media & Video", marketplace: "Marktplätze", other: "Sonstige" },
  },
};
