// What every console page works with: the request's language and texts, the signed-in user (if any) and the CSRF
// token of their session.
import type { Database } from "@/db/client";
import type { SignedIn } from "@/domain/users";
import type { Env } from "@/env";
import type { Lang } from "@/platform/i18n";
import type { Strings } from "./i18n/en";

export interface ConsoleEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    db: Database;
    lang: Lang;
    /** The language asked for with `?lang=`, kept in the console's links and forms. */
    langAsked: Lang | undefined;
    t: Strings;
    user: SignedIn | undefined;
    /** The signed-in session's CSRF token, for its forms' hidden `csrf` field. */
    csrf: string | undefined;
    /** The client's address, for sessions and the activity log. */
    address: string;
  };
}
