// The console's people: sign-up (an account and its owner), verification, sign-in and passwords (scrypt), server-side
// sessions, the single-use links e-mailed to them; the team (roles, invitations, the last owner kept), the activity
// log of security events, and the API keys made in the console.
export { hashPassword, needsRehash, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem, verifyPassword } from "./passwords";
export { ABSOLUTE_DAYS, createSession, IDLE_HOURS, listSessions, revokeOtherSessions, revokeSession, sessionBySecret } from "./sessions";
export type { SessionMeta, SignedIn } from "./sessions";
export { issueToken, TOKEN_TTL_MINUTES, useToken } from "./tokens";
export type { TokenPurpose } from "./tokens";
export { changePassword, ownerVerified, reissueVerification, requestPasswordReset, resetPassword, signIn, signUp, updateProfile, verifyEmail } from "./access";
export type { SignInOutcome, SignUpInput, SignUpOutcome } from "./access";
export { can, grantableRoles } from "./roles";
export type { Right, Role } from "./roles";
export { eventStatement, listEvents, recordEvent } from "./activity";
export type { Actor, SecurityEventKind } from "./activity";
export { acceptInvitation, changeRole, INVITATION_TTL_DAYS, invitationBySecret, invite, inviteOwner, listTeam, removeMember, revokeInvitation } from "./team";
export type { AcceptOutcome, InviteOutcome, TeamActor, TeamChange } from "./team";
export { accountOverview, createKey, getKey, listKeys, revokeKey } from "./keys";
export type { CreateKeyOutcome } from "./keys";
