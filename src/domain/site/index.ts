// A client's website as the audits inspect it: the fetched snapshot, the GEO checklist's verdicts, the checks of the
// URLs models cite on its domain, and the agency's decisions on those URLs.
export { evaluateChecklist } from "./checklist";
export type { ChecklistItem } from "./checklist";
export { MAX_NOTE_LENGTH, updateHallucinatedUrl } from "./hallucinated-urls";
export { fetchSiteSnapshot } from "./site-checks";
export { checkUrls } from "./url-checks";
export type { UrlCheck } from "./url-checks";
