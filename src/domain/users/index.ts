// The console's people: sign-up (an account and its owner), verification, sign-in and passwords (scrypt), server-side
// sessions and the single-use links e-mailed to them. The console's pages (issue 33) are the door; no page uses it yet.
export { hashPassword, needsRehash, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem, verifyPassword } from "./passwords";
export { ABSOLUTE_DAYS, createSession, IDLE_HOURS, listSessions, revokeOtherSessions, revokeSession, sessionBySecret } from "./sessions";
export type { SessionMeta, SignedIn } from "./sessions";
export { issueToken, TOKEN_TTL_MINUTES, useToken } from "./tokens";
export type { TokenPurpose } from "./tokens";
export { changePassword, ownerVerified, reissueVerification, requestPasswordReset, resetPassword, signIn, signUp, verifyEmail } from "./access";
export type { SignInOutcome, SignUpInput, SignUpOutcome } from "./access";
