// The console's people: users of an account with their roles, their passwords (scrypt), their server-side sessions and
// the single-use links e-mailed to them. The console's pages (issue 33) are the door to it; no page uses it yet.
export { hashPassword, needsRehash, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem, verifyPassword } from "./passwords";
export { ABSOLUTE_DAYS, createSession, IDLE_HOURS, listSessions, revokeOtherSessions, revokeSession, sessionBySecret } from "./sessions";
export type { SessionMeta, SignedIn } from "./sessions";
export { issueToken, TOKEN_TTL_MINUTES, useToken } from "./tokens";
export type { TokenPurpose } from "./tokens";
