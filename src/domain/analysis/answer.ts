// Reads one AI answer as shared/notes/analysis-policy.md defines it: which tracked names it mentions, in what order
// and at which list item, the tone about each, and the URLs it cites exactly as written.
import { findMentions, type BrandRef, type Mention } from "./mentions";
import { scoreSentiments, type SentimentEvidence } from "./sentiment";
import { layout, type Block } from "./structure";
import { fold } from "./text";
import { findBareDomains, findUrls, isOnDomain, normalizeDomain, type Span } from "./urls";

export type { BrandRef } from "./mentions";
export { normalizeText } from "./text";
export { extractUrls, isOnDomain, normalizeDomain } from "./urls";

/**
 * Which analysis produced a stored result. Bump it when a change to the analysis can change a result; stored answers
 * are then re-read by `npm run reanalyze` (README: Re-analysing stored answers).
 */
export const ANALYSIS_VERSION = 12;

/** Distinct URLs kept per answer, in order of appearance (the API documents this maximum). */
export const MAX_CITATIONS = 200;

/** Sentences kept per tracked name to explain its sentiment, and characters kept of each (the API documents both). */
export const MAX_REASONS = 5;
export const MAX_REASON_LENGTH = 300;

export interface AnalysisTargets {
  brand: BrandRef;
  competitors: BrandRef[];
  /** The client's other domains (country sites, a corporate site): URLs on them are its own too. */
  otherDomains?: readonly string[];
}

export interface Citation {
  /** Exactly as the answer wrote it. */
  url: string;
  /** Lower-case host without `www.`: for grouping by site. */
  domain: string;
  isOwnDomain: boolean;
}

export interface CompetitorMention {
  name: string;
  position: number;
  listPosition: number | null;
  sentiment: number;
}

export type ReasonPolarity = "positive" | "negative" | "mixed";

/** A sentence, list item or table row that moved a name's sentiment. */
export interface SentimentReason {
  /** As a person reads it: markdown marks and link targets left out, cut at `MAX_REASON_LENGTH`. */
  text: string;
  /** What it says of the name on balance; `mixed` when its praise and criticism weigh the same. */
  polarity: ReasonPolarity;
}

/** Why a tracked name's sentiment is what it is. */
export interface SentimentReasons {
  name: string;
  /** The client rather than a competitor. */
  isBrand: boolean;
  /** At most `MAX_REASONS`, the weightiest, in the answer's order. */
  sentences: SentimentReason[];
}

export interface AnswerAnalysis {
  brandMentioned: boolean;
  /** 1 = the brand is the first tracked name mentioned; null when not mentioned. */
  position: number | null;
  /** The rendered number of the first list item or table row naming the brand; null when none does. */
  listPosition: number | null;
  /** In order of position. */
  competitorsMentioned: CompetitorMention[];
  /** 0–100 (50 neutral) about the brand; null when the brand is not mentioned. */
  sentiment: number | null;
  /** A URL on the brand's domain is cited (whether or not the brand is named). */
  brandCited: boolean;
  citations: Citation[];
  /** For each tracked name whose sentiment some sentence moved: those sentences. The client first, then by position. */
  sentimentReasons: SentimentReasons[];
}

/** The number of the first list item or table row (in text order) holding a mention of each brand. */
function listPositions(mentions: Mention[], blocks: Block[], at: (i: number) => number): Map<number, number> {
  const numbered = blocks
    .filter((b) => b.number !== null)
    .flatMap((b) => b.parts.map((part) => ({ start: at(part.start), end: at(part.end), number: b.number! })));
  const positions = new Map<number, number>();
  for (const m of mentions) {
    if (positions.has(m.brand)) continue;
    const holder = numbered.find((n) => m.start >= n.start && m.start < n.end);
    if (holder) positions.set(m.brand, holder.number);
  }
  return positions;
}

export interface Judgement {
  /** The tracked name it counts for. */
  name: string;
  word: string;
  polarity: number;
  weight: number;
}

export function analyzeAnswer(text: string, targets: AnalysisTargets): AnswerAnalysis {
  return analyze(text, targets);
}

/** The sentiment words read for each name, for `npm run eval:analysis -- --explain <id>` and for debugging. */
export function explainSentiment(text: string, targets: AnalysisTargets): Judgement[] {
  const judgements: Judgement[] = [];
  const names = [targets.brand, ...targets.competitors].map((b) => b.name);
  analyze(text, targets, (j) => judgements.push({ name: names[j.brand] ?? "?", word: j.word, polarity: j.polarity, weight: j.weight }));
  return judgements;
}

function analyze(text: string, targets: AnalysisTargets, trace?: Parameters<typeof scoreSentiments>[1]): AnswerAnalysis {
  const urls = findUrls(text);
  const ownDomains = [targets.brand.domain, ...(targets.otherDomains ?? [])].flatMap((d) => {
    const domain = normalizeDomain(d);
    return domain ? [domain] : [];
  });
  const citations: Citation[] = [];
  const seen = new Set<string>();
  for (const u of urls) {
    if (seen.has(u.url) || citations.length >= MAX_CITATIONS) continue;
    seen.add(u.url);
    citations.push({ url: u.url, domain: u.domain, isOwnDomain: ownDomains.some((own) => isOnDomain(u.host, own)) });
  }

  const folded = fold(text);
  const at = (i: number) => folded.at[i] ?? folded.text.length;
  const toFolded = (s: Span): Span => ({ start: at(s.start), end: at(s.end) });
  const { blocks, bodyEnd } = layout(text);
  const bare = findBareDomains(text, urls);
  // Sorted, without overlaps: the URLs of the body, then the trailing sources list as one span.
  const excluded = [...urls.filter((u) => u.start < bodyEnd).map(toFolded), { start: at(bodyEnd), end: folded.text.length + 1 }];
  const brands = [targets.brand, ...targets.competitors];
  const mentions = findMentions(brands, { original: text, folded, excluded, bareDomains: bare.map(toFolded) });

  const ranks = new Map<number, number>();
  for (const m of mentions) if (!ranks.has(m.brand)) ranks.set(m.brand, ranks.size + 1);
  const lists = listPositions(mentions, blocks, at);
  const { scores: sentiments, evidence } = scoreSentiments({
    text: folded.text,
    blocks,
    mentions,
    skipped: [...urls, ...bare].map(toFolded),
    at,
    original: text,
    from: folded.from,
  }, trace);

  const position = ranks.get(0) ?? null;
  const competitorsMentioned = targets.competitors
    .flatMap((competitor, i) => {
      const rank = ranks.get(i + 1);
      return rank === undefined
        ? []
        : [{ name: competitor.name, position: rank, listPosition: lists.get(i + 1) ?? null, sentiment: sentiments.get(i + 1) ?? 50 }];
    })
    .sort((a, b) => a.position - b.position);

  return {
    brandMentioned: position !== null,
    position,
    listPosition: lists.get(0) ?? null,
    competitorsMentioned,
    sentiment: position === null ? null : (sentiments.get(0) ?? 50),
    brandCited: citations.some((c) => c.isOwnDomain),
    citations,
    sentimentReasons: (() => {
      const byBrand = new Map<number, SentimentEvidence[]>();
      for (const e of evidence) {
        const list = byBrand.get(e.brand);
        if (list) list.push(e);
        else byBrand.set(e.brand, [e]);
      }
      return [...ranks.keys()]
        .sort((a, b) => Number(b === 0) - Number(a === 0))
        .flatMap((brand) => {
          const sentences = reasonsFor(byBrand.get(brand) ?? [], text);
          return sentences.length === 0 ? [] : [{ name: brands[brand]!.name, isBrand: brand === 0, sentences }];
        });
    })(),
  };
}

/** The weightiest sentences said of one name (its evidence, in the answer's order), back in the answer's order. */
function reasonsFor(evidence: SentimentEvidence[], text: string): SentimentReason[] {
  const strength = (e: SentimentEvidence) => Math.abs(e.positive - e.negative) * 4 + e.positive + e.negative;
  return evidence
    .map((e) => ({ e, s: strength(e) }))
    .sort((a, b) => b.s - a.s || a.e.start - b.e.start)
    .map(({ e }) => e)
    .slice(0, MAX_REASONS)
    .sort((a, b) => a.start - b.start)
    .map((e) => {
      const net = e.positive - e.negative;
      return { text: readable(text.slice(e.start, e.end)), polarity: Math.abs(net) < 1e-6 ? "mixed" : net > 0 ? "positive" : "negative" };
    });
}

const EMPHASIS = /[*_`~]/;

/** A sentence as a person reads it: `[label](url)` as its label, without emphasis marks, heading marks or table pipes. */
function readable(markdown: string): string {
  // Each mark is looked for before its pattern runs: most sentences have no link, no emphasis and no pipe.
  let plain = markdown.includes("](") ? markdown.replace(/!?\[([^\]\n]*)\]\([^)\s]*\)/g, "$1") : markdown;
  if (EMPHASIS.test(plain)) plain = plain.replace(/(\*\*|__|\*|`|~~)/g, "");
  plain = plain.replace(/^\s*(?:#{1,6}|>|[-+•]|\d{1,3}[.)])\s+/, "");
  if (plain.includes("|")) plain = plain.replace(/\s*\|\s*/g, " | ").replace(/^\s*\|\s*|\s*\|\s*$/g, "");
  // Runs of white space, and any white space but a single space, become one space.
  plain = plain.replace(/\s{2,}|[^\S ]/g, " ").trim();
  if (plain.length <= MAX_REASON_LENGTH) return plain;
  const cut = plain.slice(0, MAX_REASON_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > MAX_REASON_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}
