/*
 * Roles without zod: the shell decides from the session's role which remotes it may mount, and
 * must not bring the contract's schemas onto the first page to do so.
 */

export const userRoles = ['admin', 'moderator', 'user'] as const;
export type UserRole = (typeof userRoles)[number];
/**
 * The roles that run the marketplace: `admin` does everything; `moderator` works the review
 * queues, reports, agent verification and members' status (no settings, packages, payments
 * or roles). Only their sessions load the operator console.
 */
export const operatorRoles = ['admin', 'moderator'] as const satisfies readonly UserRole[];
export type OperatorRole = (typeof operatorRoles)[number];
/** Whether a role (as a session or a row holds it, so of any type) is an operator's. */
export const isOperator = (role: unknown): role is OperatorRole =>
  typeof role === 'string' && (operatorRoles as readonly string[]).includes(role);
