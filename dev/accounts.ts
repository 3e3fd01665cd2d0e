// `npm run accounts -- <command>`: the operator's side of accounts. Create one (with its sign-up bonus through the
// ledger and its subscription), list them, change a profile or plan, grant or correct credits with a reason.
import { parseArgs } from "node:util";
import { PLANS } from "../src/db/schema";
import { ACCOUNT_LOCALES, AccountAdminError, changeCredits, createAccount, listAccounts, SIGNUP_BONUS, updateAccount } from "../src/domain/account";
import { STRINGS } from "../src/console/i18n";
import { linkMail } from "../src/console/mails";
import { INVITATION_TTL_DAYS, inviteOwner } from "../src/domain/users";
import { isLang } from "../src/platform/i18n";
import { sendMail } from "../src/platform/mail";
import { cli } from "./cli";
import { DEV_MAILBOX_PORT } from "./fixtures/mailbox";
import { connect, DEV_TARGET, targetFromEnv } from "./db";

const USAGE = `Usage:
  npm run accounts -- create --name <name> --email <email> [--company <company>] [--plan <plan>] [--partner] [--locale <locale>]
                             [--owner <e-mail> [--console-url <https://your-worker>]]
  npm run accounts -- list
  npm run accounts -- update --id <account id> [--name …] [--email …] [--company …] [--plan …] [--partner true|false] [--locale …] [--low-credits <credits>|off]
  npm run accounts -- credit --id <account id> --amount <credits, negative to take back> --reason "<why>"

Targets DATABASE_URL (Neon), or the database of a running \`npm run dev\` when DATABASE_URL is not set.
Plans: ${PLANS.join(", ")} (API access needs agent or higher, or --partner). Locales: ${ACCOUNT_LOCALES.join(", ")}.
A new account gets ${SIGNUP_BONUS} credits of sign-up bonus; then \`npm run keys -- create --account <id> --name <name>\`.
--owner invites its first console user as owner: the invitation is e-mailed (RESEND_API_KEY and MAIL_FROM, or the
local mailbox of \`npm run dev\`), in the account's locale, with a link to --console-url (default: the dev server).`;

const { fail, positiveInt } = cli(USAGE);

function flag(value: string | boolean | undefined): boolean | undefined {
  if (value === undefined || typeof value === "boolean") return value;
  if (value === "true" || value === "false") return value === "true";
  fail(`--partner must be true or false, not '${value}'.`);
}

// `--partner` alone means `--partner=true`; `--amount -50` is a value, not an option.
const argv = process.argv.slice(2);
const args = argv.flatMap((arg, i) => {
  const next = argv[i + 1];
  if (arg === "--partner" && (next === undefined || next.startsWith("--"))) return ["--partner=true"];
  if (arg === "--amount" && next !== undefined && /^-\d+$/.test(next)) return [`--amount=${next}`];
  if (/^-\d+$/.test(arg) && argv[i - 1] === "--amount") return [];
  return [arg];
});
const { positionals, values } = parseArgs({
  args,
  allowPositionals: true,
  options: {
    id: { type: "string" },
    name: { type: "string" },
    email: { type: "string" },
    company: { type: "string" },
    plan: { type: "string" },
    partner: { type: "string" },
    locale: { type: "string" },
    "low-credits": { type: "string" },
    owner: { type: "string" },
    "console-url": { type: "string" },
    amount: { type: "string" },
    reason: { type: "string" },
  },
});
const db = connect(process.env.DATABASE_URL ? targetFromEnv() : DEV_TARGET);
const lowCredits = values["low-credits"];
const profile = {
  name: values.name,
  email: values.email,
  company: values.company,
  plan: values.plan,
  isPartner: flag(values.partner),
  locale: values.locale,
  // The balance under which a launch sends `credits.low` to the account's webhooks; `off`: never.
  lowCreditsThreshold: lowCredits === undefined ? undefined : lowCredits === "off" ? null : /^\d+$/.test(lowCredits) ? Number(lowCredits) : NaN,
};

/** Invites the account's owner and mails the link; the link is printed too when the mail cannot go. */
async function inviteFirstOwner(account: { id: number; name: string; locale: string }, email: string, consoleUrl = "http://127.0.0.1:8787") {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`--owner must be an e-mail address, not '${email}'.`);
  const { secret, id } = await inviteOwner(db, account.id, email);
  const lang = isLang(account.locale) ? account.locale : "en";
  const t = STRINGS[lang];
  const link = `${consoleUrl.replace(/\/+$/, "")}/app/invitations/${encodeURIComponent(secret)}?lang=${lang}`;
  const mailEnv = process.env.RESEND_API_KEY ? process.env : { RESEND_API_KEY: "dev-mailbox", RESEND_BASE_URL: `http://127.0.0.1:${DEV_MAILBOX_PORT}`, MAIL_FROM: "AI Visibility <no-reply@ai-visibility.localhost>" };
  const mail = linkMail(t, { to: email, subject: t.mail.inviteSubject(account.name), body: t.mail.inviteBody("AI Visibility", account.name, t.roles.owner), button: t.mail.inviteButton, link });
  try {
    await sendMail(mailEnv, mail, `invite/${id}`);
    console.log(`Invited ${email} as owner: the invitation mail is sent (valid ${INVITATION_TTL_DAYS} days).`);
  } catch (error) {
    console.error(`Invited ${email} as owner, but the mail was not sent (${error instanceof Error ? error.message : error}). Send them this link yourself (valid ${INVITATION_TTL_DAYS} days):\n  ${link}`);
  }
}

try {
  switch (positionals[0]) {
    case "create": {
      const name = values.name ?? fail("--name is required.");
      const email = values.email ?? fail("--email is required.");
      const account = await createAccount(db, { ...profile, name, email });
      console.log(`Created account ${account.id} "${account.name}" <${account.email}>, plan ${account.plan}${account.isPartner ? ", partner" : ""}, locale ${account.locale}, ${account.creditBalance} credits (sign-up bonus).`);
      if (values.owner) await inviteFirstOwner(account, values.owner, values["console-url"]);
      else console.log(`Next: npm run keys -- create --account ${account.id} --name "Production"`);
      break;
    }
    case "list": {
      const rows = await listAccounts(db);
      for (const a of rows) console.log(`${a.id}\t${a.name}\t${a.email}\t${a.plan}${a.isPartner ? " (partner)" : ""}\t${a.locale}\t${a.creditBalance} credits\tcreated ${a.createdAt.toISOString()}`);
      if (rows.length === 0) console.log("No account yet: npm run accounts -- create --name … --email …");
      break;
    }
    case "update": {
      const account = await updateAccount(db, positiveInt(values.id, "id"), profile);
      console.log(`Account ${account.id}: "${account.name}" <${account.email}>, plan ${account.plan}${account.isPartner ? ", partner" : ""}, locale ${account.locale}, credits.low below ${account.lowCreditsThreshold ?? "never"}.`);
      break;
    }
    case "credit": {
      const id = positiveInt(values.id, "id");
      if (!values.amount || !/^-?\d+$/.test(values.amount)) fail("--amount must be a whole number of credits (negative to take back).");
      const { balance } = await changeCredits(db, id, Number(values.amount), values.reason ?? "");
      console.log(`Account ${id}: ${Number(values.amount) > 0 ? "+" : ""}${values.amount} credits ("${values.reason?.trim()}"); balance ${balance}.`);
      break;
    }
    default:
      fail(positionals[0] ? `Unknown command "${positionals[0]}".` : "No command given.");
  }
} catch (error) {
  if (error instanceof AccountAdminError) fail(error.message);
  throw error;
}
