// The audit engine: launch (debit and queries in one statement), the answers' stored analyses, what an audit leaves
// behind when it finishes, cancel and refund, re-analysis, and the reads of audits, results, scores, visibility over
// time and reports.
export {
  analysisColumns, answerCost, notShownColumns, COMPETITORS_JSON, engineColumns, MAX_SEARCH_QUERIES, scoredAnswers, scoringReads,
  storedSources,
} from "./answers";
export { cancelAudit, cancelRefusal } from "./cancel";
export { earlierCitations, findingsStatements, inspectSite, ownCitations, siteFetch } from "./findings";
export { launchAudit } from "./launch";
export { getAudit, getResult, getScores, listAudits, listResults, toAudit } from "./reads";
export { reanalyzeAudits } from "./reanalysis";
export { getReport, listReports, reportLanguage } from "./reports";
export { compareAudits, MAX_COMPARED_PROMPTS, MAX_TREND_AUDITS, scoreHistory, visibilityTrend } from "./visibility";
