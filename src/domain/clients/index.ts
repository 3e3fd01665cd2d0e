// An agency's clients and what hangs off them: clients, competitors and contacts (reads and writes), tracked prompts
// and their suggestions in the client's language and sector, questionnaires, and the codes a client may be given.
export { COUNTRY_CODES, LANGUAGE_CODES } from "./locales";
export { generatedPrompts, generatePrompts, promptCandidates } from "./prompts";
export { listQuestionnaires, listResponses } from "./questionnaires";
export {
  getClient, getClient360, getGeoChecklist, likePattern, listClients, listClientsWithScores, listCompetitors, listContacts, SPARKLINE_AUDITS,
  listHallucinatedUrls, toHallucinatedUrl,
} from "./reads";
export { sectorLabel } from "./sectors";
export {
  createPrompt, createPromptsInBulk, deletePrompt, listPrompts, MAX_ACTIVE_PROMPTS, MAX_BULK_PROMPTS,
  MAX_TRACKED_PROMPTS, suggestPrompts, updatePrompt,
} from "./tracked-prompts";
export {
  archiveClient, createClient, createCompetitor, createContact, deleteCompetitor, deleteContact, eraseClient,
  MAX_COMPETITORS, MAX_CONTACTS, MAX_OTHER_DOMAINS, updateClient, updateCompetitor, updateContact,
} from "./writes";
