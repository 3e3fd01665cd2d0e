// `npm run accounts -- <command>`: the operator's side of accounts. Create one (with its sign-up bonus through the
// ledger and its subscription), list them, change a profile or plan, grant or correct credits with a reason.
import { parseArgs } from "node:util";
import { PLANS } from "../src/db/schema";
import { ACCOUNT_LOCALES, AccountAdminError, changeCredits, createAccount, listAccounts, SIGNUP_BONUS, updateAccount } from "../src/domain/account";
import { cli } from "./cli";
import { connect, DEV_TARGET, targetFromEnv } from "./db";

const USAGE = `Usage:
  npm run accounts -- create --name <name> --email <email> [--company <company>] [--plan <plan>] [--partner] [--locale <locale>]
  npm run accounts -- list
  npm run accounts -- update --id <account id> [--name …] [--email …] [--company …] [--plan …] [--partner true|false] [--locale …] [--low-credits <credits>|off]
  npm run accounts -- credit --id <account id> --amount <credits, negative to take back> --reason "<why>"

Targets DATABASE_URL (Neon), or the database of a running \`npm run dev\` when DATABASE_URL is not set.
Plans: ${PLANS.join(", ")} (API access needs agent or higher, or --partner). Locales: ${ACCOUNT_LOCALES.join(", ")}.
A new account gets ${SIGNUP_BONUS} credits of sign-up bonus; then \`npm run keys -- create --account <id> --name <name>\`.`;

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

try {
  switch (positionals[0]) {
    case "create": {
      const name = values.name ?? fail("--name is required.");
      const email = values.email ?? fail("--email is required.");
      const account = await createAccount(db, { ...profile, name, email });
      console.log(`Created account ${account.id} "${account.name}" <${account.email}>, plan ${account.plan}${account.isPartner ? ", partner" : ""}, locale ${account.locale}, ${account.creditBalance} credits (sign-up bonus).`);
      console.log(`Next: npm run keys -- create --account ${account.id} --name "Production"`);
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
