// The agency's account: its profile, plan and subscription, and its credits (the ledger, the sign-up bonus, refunds,
// the low-credit alert); and the operator's side of accounts (`npm run accounts`).
export { getProfile } from "./account";
export { ACCOUNT_LOCALES, AccountAdminError, changeCredits, createAccount, listAccounts, updateAccount } from "./admin";
export {
  accountCreation, createAccountWithBonus, getCredits, ledgerPage, LOW_CREDITS_THRESHOLD_MAX, REFUND_CTES, setLowCreditsThreshold,
  SIGNUP_BONUS,
} from "./credits";
export { MONTHLY_CREDITS } from "./plans";
export { API_ACCESS_REASONS, getSubscription } from "./subscription";
