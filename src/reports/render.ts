// Renders a report's PDF from its data: cover, score and components, a bar chart per model and the
// trend as vector graphics, competitors' share of voice, every answer, hallucinated URLs with their
// redirects, failing checklist items, the action plan's next tasks, and the method.
import { PDFDocument } from "pdf-lib";
import type { Lang } from "@/platform/i18n";
import type { ReportData } from "./data";
import { A4, COLORS, Layout, MARGIN } from "./layout";
import { STRINGS, type ReportStrings } from "./strings";
import { TrueTypeFont } from "./truetype";
import { woffToSfnt } from "./woff";


export interface FontFiles {
  regular: ArrayBuffer | Uint8Array;
  bold: ArrayBuffer | Uint8Array;
}

const decoded = new WeakMap<FontFiles, Promise<{ regular: Uint8Array; bold: Uint8Array }>>();

/** The fonts as plain OpenType, decoded once per isolate. */
function sfntFonts(fonts: FontFiles) {
  let ready = decoded.get(fonts);
  if (!ready) {
    ready = Promise.all([woffToSfnt(fonts.regular), woffToSfnt(fonts.bold)]).then(([regular, bold]) => ({ regular, bold }));
    decoded.set(fonts, ready);
  }
  return ready;
}

const scoreColor = (score: number) => (score >= 70 ? COLORS.good : score >= 40 ? COLORS.warn : COLORS.bad);

function formatNumber(value: number | null, lang: Lang, digits = 1): string {
  return value === null ? "—" : new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(value);
}

/** " (58–70)": a 95 % interval after a figure, nothing when there is none. */
function range(interval: { low: number; high: number } | null | undefined, lang: Lang): string {
  return interval ? ` (${formatNumber(interval.low, lang)}–${formatNumber(interval.high, lang)})` : "";
}

function percent(value: number, lang: Lang): string {
  return new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 1 }).format(value / 100);
}

function formatDate(iso: string | null, lang: Lang, style: "long" | "short" = "long"): string {
  if (!iso) return "—";
  return new Intl.DateTimeFormat(lang, style === "long" ? { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } : { day: "2-digit", month: "2-digit", year: "2-digit", timeZone: "UTC" }).format(new Date(iso));
}

function cover(l: Layout, data: ReportData, s: ReportStrings, lang: Lang): void {
  const page = l.newPage();
  l.rect(0, A4.height - 230, A4.width, 230, COLORS.accent);
  l.draw(s.title.toUpperCase(), MARGIN, A4.height - 90, { size: 12, bold: true, color: COLORS.white });
  const nameLines = l.wrap(data.client.name, l.contentWidth, { size: 30, bold: true });
  nameLines.slice(0, 2).forEach((line, i) => l.draw(line, MARGIN, A4.height - 135 - i * 36, { size: 30, bold: true, color: COLORS.white }));
  if (data.client.domain) l.draw(data.client.domain, MARGIN, A4.height - 205, { size: 12, color: COLORS.white });

  const score = data.audit.score ?? 0;
  const cx = A4.width / 2;
  const cy = A4.height / 2 - 20;
  page.drawCircle({ x: cx, y: cy, size: 95, color: COLORS.band });
  page.drawCircle({ x: cx, y: cy, size: 95, borderColor: scoreColor(score), borderWidth: 10, opacity: 0 });
  const scoreText = String(score);
  l.draw(scoreText, cx - l.width(scoreText, { size: 64, bold: true }) / 2, cy - 12, { size: 64, bold: true, color: scoreColor(score) });
  l.draw(s.outOf100, cx - l.width(s.outOf100, { size: 12 }) / 2, cy - 40, { size: 12, color: COLORS.muted });
  l.draw(s.overallScore, cx - l.width(s.overallScore, { size: 14, bold: true }) / 2, cy + 115, { size: 14, bold: true });
  const ci = data.audit.scores?.overall.score_ci95;
  if (ci) {
    const text = s.interval(String(ci.low), String(ci.high));
    l.draw(text, cx - l.width(text, { size: 11 }) / 2, cy - 122, { size: 11, color: COLORS.muted });
  }

  const lines = [s.auditOf(formatDate(data.audit.completedAt, lang)), s.modelsAsked(data.audit.modelIds.length, data.audit.promptCount), data.audit.modelIds.join(" · "), s.preparedBy(data.agency)];
  lines.forEach((text, i) => l.draw(text, cx - l.width(text, { size: 11 }) / 2, 200 - i * 20, { size: 11, color: i === 3 ? COLORS.muted : COLORS.ink }));
}

/** Horizontal bars, one per row, 0–100, with a note after each bar. */
function bars(l: Layout, rows: { label: string; value: number; note?: string; highlight?: boolean }[]): void {
  const labelWidth = 130;
  const noteWidth = Math.max(30, ...rows.map((row) => l.width(row.note ?? String(row.value), { size: 9, bold: true })));
  const barWidth = l.contentWidth - labelWidth - noteWidth - 10;
  for (const row of rows) {
    l.ensure(22);
    l.y -= 20;
    l.draw(row.label, MARGIN, l.y + 4, { size: 9, bold: row.highlight });
    l.rect(MARGIN + labelWidth, l.y, barWidth, 12, COLORS.band);
    l.rect(MARGIN + labelWidth, l.y, Math.max(1, (barWidth * Math.min(100, Math.max(0, row.value))) / 100), 12, row.highlight === false ? COLORS.muted : scoreColor(row.value));
    l.draw(row.note ?? String(row.value), MARGIN + labelWidth + barWidth + 8, l.y + 3, { size: 9, bold: true });
  }
  l.y -= 14;
}

function trendChart(l: Layout, data: ReportData, s: ReportStrings, lang: Lang): void {
  if (data.trend.length < 2) {
    l.paragraph(s.trendSingle, { size: 9, color: COLORS.muted });
    return;
  }
  const height = 140;
  l.ensure(height + 30);
  const top = l.y - 10;
  const bottom = top - height;
  const left = MARGIN + 24;
  const right = MARGIN + l.contentWidth - 10;
  for (const tick of [0, 25, 50, 75, 100]) {
    const y = bottom + (height * tick) / 100;
    l.line(left, y, right, y);
    l.draw(String(tick), MARGIN, y - 3, { size: 7, color: COLORS.muted });
  }
  const step = (right - left) / (data.trend.length - 1);
  const points = data.trend.map((t, i) => ({ x: left + i * step, y: bottom + (height * t.score) / 100, t }));
  points.slice(1).forEach((p, i) => l.line(points[i]!.x, points[i]!.y, p.x, p.y, COLORS.accent, 2));
  for (const p of points) {
    const current = p.t.auditId === data.audit.id;
    l.page.drawCircle({ x: p.x, y: p.y, size: current ? 4.5 : 3, color: current ? scoreColor(p.t.score) : COLORS.accent });
    l.draw(String(p.t.score), p.x - l.width(String(p.t.score), { size: 7.5, bold: true }) / 2, p.y + 7, { size: 7.5, bold: true });
    const date = formatDate(p.t.completedAt, lang, "short");
    l.draw(date, p.x - l.width(date, { size: 6.5 }) / 2, bottom - 12, { size: 6.5, color: COLORS.muted });
  }
  l.y = bottom - 26;
}

function summary(l: Layout, data: ReportData, s: ReportStrings, lang: Lang): void {
  const scores = data.audit.scores;
  l.newPage();
  l.heading(s.summary);
  if (scores) {
    const o = scores.overall;
    const position = o.average_position === null ? 0 : Math.max(0, 100 - 20 * (o.average_position - 1));
    l.paragraph(s.components, { size: 11, bold: true });
    l.table(
      [
        { header: s.component, width: 0.45, text: (r: { label: string }) => r.label },
        { header: s.weight, width: 0.15, text: (r: { weight: string }) => r.weight, align: "right" },
        { header: s.value, width: 0.4, text: (r: { value: string }) => r.value, align: "right" },
      ],
      [
        { label: s.visibility, weight: percent(40, lang), value: `${formatNumber(o.visibility, lang)} / 100${range(o.visibility_ci95, lang)}` },
        { label: `${s.positionScore} (${s.averagePosition(formatNumber(o.average_position, lang, 2))})`, weight: percent(20, lang), value: `${formatNumber(position, lang)} / 100` },
        { label: s.shareOfVoice, weight: percent(20, lang), value: `${formatNumber(o.share_of_voice, lang)} / 100${range(o.share_of_voice_ci95, lang)}` },
        { label: s.citationRate, weight: percent(10, lang), value: `${formatNumber(o.citation_rate, lang)} / 100${range(o.citation_rate_ci95, lang)}` },
        { label: s.sentiment, weight: percent(10, lang), value: `${formatNumber(o.sentiment, lang)} / 100` },
        { label: s.overallScore, weight: "", value: `${o.score} / 100${range(o.score_ci95, lang)}` },
      ],
      { size: 9.5 },
    );
    l.paragraph(s.scoreByModel, { size: 11, bold: true });
    bars(l, scores.by_model.map((m) => ({ label: m.model_id, value: m.score })));
  }
  l.paragraph(s.trend, { size: 11, bold: true });
  trendChart(l, data, s, lang);
}

function competitors(l: Layout, data: ReportData, s: ReportStrings, lang: Lang): void {
  const scores = data.audit.scores;
  l.heading(s.competitors);
  if (!scores || scores.competitors.length === 0) {
    l.paragraph(s.competitorsNone, { size: 9.5, color: COLORS.muted });
    return;
  }
  const rows = [
    { label: `${data.client.name} (${s.you})`, value: scores.overall.share_of_voice, note: percent(scores.overall.share_of_voice, lang), highlight: true },
    ...scores.competitors.map((c) => ({ label: c.name, value: c.share_of_voice, note: `${percent(c.share_of_voice, lang)} · ${s.mentions(c.mentions)}`, highlight: false })),
  ];
  bars(l, rows);
}

function answers(l: Layout, data: ReportData, s: ReportStrings): void {
  l.newPage();
  l.heading(s.answers);
  l.paragraph(s.answersIntro(data.results.length), { size: 9, color: COLORS.muted });
  l.table(
    [
      { header: s.prompt, width: 0.44, text: (r: ReportData["results"][number]) => r.prompt },
      { header: s.model, width: 0.16, text: (r) => r.modelId },
      {
        header: s.mentioned,
        width: 0.1,
        text: (r) => (r.status === "not_shown" ? s.notShown : r.status !== "completed" ? s.failed : r.mentioned ? s.yes : s.no),
        color: (r) => (r.status !== "completed" ? COLORS.muted : r.mentioned ? COLORS.good : COLORS.bad),
      },
      { header: s.position, width: 0.08, text: (r) => (r.position === null ? "—" : String(r.position)), align: "right" },
      { header: s.listPosition, width: 0.11, text: (r) => (r.listPosition === null ? "—" : String(r.listPosition)), align: "right" },
      { header: s.sentiment, width: 0.11, text: (r) => (r.sentiment === null ? "—" : String(r.sentiment)), align: "right" },
    ],
    data.results,
  );
}

/** One page: which kinds of sites the engines drew on, and the sites cited most with their change since the previous audit. */
function sources(l: Layout, data: ReportData, s: ReportStrings, lang: Lang): void {
  l.newPage();
  l.heading(s.sources);
  const tally = data.sources;
  if (tally.total === 0) {
    l.paragraph(s.sourcesNone, { size: 9.5, color: COLORS.muted });
    return;
  }
  l.paragraph(s.sourcesIntro(tally.withSources, tally.answers, tally.total), { size: 9, color: COLORS.muted });
  l.paragraph(s.sourcesCategories, { size: 11, bold: true });
  bars(
    l,
    tally.categories.filter((c) => c.share > 0).map((c) => ({ label: s.categories[c.category] ?? c.category, value: c.share, note: percent(c.share, lang), highlight: c.category === "own" })),
  );
  l.paragraph(s.sourcesTop, { size: 11, bold: true });
  // ASCII signs: the embedded font has no U+2212 minus.
  const signed = (delta: number | null) => (delta === null ? "—" : delta === 0 ? "0" : `${delta > 0 ? "+" : "-"}${formatNumber(Math.abs(delta), lang)}`);
  l.table(
    [
      { header: s.domain, width: 0.46, text: (d: ReportData["sources"]["domains"][number]) => (d.competitor ? `${d.domain} (${d.competitor})` : d.domain) },
      { header: s.category, width: 0.26, text: (d) => s.categories[d.category] ?? d.category, color: (d) => (d.category === "own" ? COLORS.good : d.category === "competitor" ? COLORS.bad : COLORS.muted) },
      { header: s.share, width: 0.14, text: (d) => percent(d.share, lang), align: "right" },
      { header: s.change, width: 0.14, text: (d) => signed(d.shareDelta), align: "right" },
    ],
    tally.domains,
  );
}

function findings(l: Layout, data: ReportData, s: ReportStrings, lang: Lang): void {
  l.heading(s.hallucinatedUrls);
  if (data.urls.length === 0) l.paragraph(s.hallucinatedUrlsNone, { size: 9.5, color: COLORS.muted });
  else {
    l.paragraph(s.hallucinatedUrlsIntro, { size: 9, color: COLORS.muted });
    l.table(
      [
        { header: s.url, width: 0.42, text: (u: ReportData["urls"][number]) => `${u.url}${u.httpStatus ? ` (HTTP ${u.httpStatus})` : ""}` },
        { header: s.citedBy, width: 0.2, text: (u) => u.modelIds.join(", ") },
        { header: s.suggestedRedirect, width: 0.38, text: (u) => u.suggestedRedirect ?? s.noSuggestion, color: (u) => (u.suggestedRedirect ? COLORS.good : COLORS.muted) },
      ],
      data.urls,
    );
  }
  l.heading(s.checklist);
  if (data.checks.length === 0) l.paragraph(s.checklistNone, { size: 9.5, color: COLORS.muted });
  else {
    l.table(
      [
        { header: "", width: 0.13, text: (c: ReportData["checks"][number]) => s.status[c.status] ?? c.status, color: (c) => (c.status === "fail" ? COLORS.bad : COLORS.warn) },
        { header: s.check, width: 0.87, text: (c) => `${c.title[lang]}${c.recommendation ? `\n${c.recommendation[lang]}` : ""}` },
      ],
      data.checks,
    );
  }
  l.heading(s.actionPlan);
  if (data.tasks.length === 0) l.paragraph(s.actionPlanNone, { size: 9.5, color: COLORS.muted });
  else {
    l.table(
      [
        { header: "", width: 0.13, text: (t: ReportData["tasks"][number]) => s.priority[t.priority] ?? t.priority, color: (t) => (t.priority === "high" ? COLORS.bad : t.priority === "medium" ? COLORS.warn : COLORS.muted) },
        { header: s.task, width: 0.55, text: (t) => t.title },
        { header: "", width: 0.14, text: (t) => s.status[t.status] ?? t.status },
        { header: s.due, width: 0.18, text: (t) => formatDate(t.dueDate, lang), align: "right" },
      ],
      data.tasks,
    );
  }
}

function method(l: Layout, s: ReportStrings): void {
  l.heading(s.method);
  for (const paragraph of s.methodParagraphs) l.paragraph(paragraph, { size: 9.5 }, { after: 8 });
}

/** The PDF of a report in `lang`. Fonts are passed in so the same code runs in the Worker and in Node. */
export async function renderReport(data: ReportData, lang: Lang, fonts: FontFiles): Promise<{ bytes: Uint8Array<ArrayBuffer>; pageCount: number }> {
  const s = STRINGS[lang];
  const doc = await PDFDocument.create();
  const title = `${s.title} — ${data.client.name}`;
  doc.setTitle(title);
  doc.setAuthor(data.agency);
  doc.setSubject(`${data.audit.name} (audit ${data.audit.id})`);
  doc.setLanguage(lang);
  doc.setCreator("AI Visibility API");
  doc.setProducer("AI Visibility API (pdf-lib)");
  const fixedDate = data.audit.completedAt ? new Date(data.audit.completedAt) : new Date(0);
  // Same data, same bytes: the dates come from the audit, not the clock.
  doc.setCreationDate(fixedDate);
  doc.setModificationDate(fixedDate);
  const files = await sfntFonts(fonts);
  const l = new Layout(doc, { regular: TrueTypeFont.embed(doc, "Inter-Regular", files.regular), bold: TrueTypeFont.embed(doc, "Inter-Bold", files.bold) });
  cover(l, data, s, lang);
  summary(l, data, s, lang);
  competitors(l, data, s, lang);
  answers(l, data, s);
  sources(l, data, s, lang);
  findings(l, data, s, lang);
  method(l, s);
  l.footer(`${data.client.name} — ${formatDate(data.audit.completedAt, lang)}`, s.page);
  // pdf-lib builds the file in a plain ArrayBuffer.
  const bytes = (await doc.save()) as Uint8Array<ArrayBuffer>;
  return { bytes, pageCount: doc.getPageCount() };
}
