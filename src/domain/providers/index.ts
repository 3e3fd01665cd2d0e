// The answer engines and the model catalog: which API answers a model on this deployment (its engine's, a per-model
// endpoint or the offline stand-in), the adapters that ask it and read its sources, and the catalog's reads.
export { getModel, listModels } from "./models";
export { ANSWERED_BY, ENGINE_IDS, modelAvailability, ProviderError, providerFor, routeFor, SURFACES } from "./routing";
export type { BrandInfo, CatalogModel, CompletionResult, EngineSource } from "./routing";
export { MAX_SOURCES } from "./sources";
export { countryReason, GOOGLE_AI_UNAVAILABLE_COUNTRIES } from "./availability";
