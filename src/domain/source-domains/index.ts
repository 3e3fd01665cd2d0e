// Which domains the engines draw on for a client's prompts, counted from the results' sources over a window of
// audits and classified (own, competitor, the account's rules, the built-in table); and the account's domain rules.
export {
  createDomainRule, deleteDomainRule, DOMAIN_CATEGORIES, getSourceDomains, listDomainRules, MAX_DOMAIN_RULES,
  MAX_WINDOW_AUDITS, RULE_CATEGORIES, sourceDomainsRead, sourceDomainSummary, sourceDomainSummaryRead,
} from "./queries";
