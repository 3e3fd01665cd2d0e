// The plans, apart from the tables: authentication checks them on every request without loading drizzle.

/** Plans from lowest to highest; API access needs `agent` or higher, or partner status. */
export const PLANS = ["free", "starter", "pro", "agent", "agency", "enterprise"] as const;
export type Plan = (typeof PLANS)[number];
