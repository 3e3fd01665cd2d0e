// What each role may do in the console. The server checks these on every action; the pages only hide what a role
// cannot do. owner: everything; admin: everything but ownership; member: clients and audits, no keys, webhooks or
// team; viewer: reads only.
import type { USER_ROLES } from "@/db/schema";

export type Role = (typeof USER_ROLES)[number];

export type Right =
  /** Keys, webhooks, the team and its activity log, the low-credit alert. */
  | "manage_account"
  /** Clients, audits and their writes (the console's data pages). */
  | "edit_clients"
  /** Making or taking away ownership. */
  | "manage_owners";

const RIGHTS: Record<Role, readonly Right[]> = {
  owner: ["manage_account", "edit_clients", "manage_owners"],
  admin: ["manage_account", "edit_clients"],
  member: ["edit_clients"],
  viewer: [],
};

export const can = (role: Role, right: Right): boolean => RIGHTS[role].includes(right);

/** The roles a user of `role` may give (an invitation, a change of role). */
export const grantableRoles = (role: Role): Role[] => (can(role, "manage_owners") ? ["owner", "admin", "member", "viewer"] : can(role, "manage_account") ? ["admin", "member", "viewer"] : []);
