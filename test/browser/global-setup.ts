// Starts the browser suite's environment once for all its files (the demo seed alone takes about 40 s), or explains
// why the suite is skipped: no Chromium on a machine where it is not required. BROWSER_ORIGIN and BROWSER_MAILBOX point
// the suite at a Worker and a mailbox already running instead (`npm run dev`: http://127.0.0.1:8787 and :8793), for
// quick reruns; the tests then add their users, keys and invitations to that database.
import type { TestProject } from "vitest/node";
import { browserMissing, startBrowserEnv } from "./harness";

declare module "vitest" {
  export interface ProvidedContext {
    /** Why the browser suite is skipped; empty when it runs. */
    browserSkip: string;
    browserOrigin: string;
    browserMailbox: string;
  }
}

export default async function setup(project: TestProject) {
  const missing = browserMissing();
  if (missing) {
    console.log(`browser suite skipped: ${missing}. It runs wherever Chromium is installed, and is required in CI.`);
    project.provide("browserSkip", missing);
    project.provide("browserOrigin", "");
    project.provide("browserMailbox", "");
    return;
  }
  if (process.env.BROWSER_ORIGIN && process.env.BROWSER_MAILBOX) {
    console.log(`browser suite: against the running Worker ${process.env.BROWSER_ORIGIN} and mailbox ${process.env.BROWSER_MAILBOX}`);
    project.provide("browserSkip", "");
    project.provide("browserOrigin", process.env.BROWSER_ORIGIN);
    project.provide("browserMailbox", process.env.BROWSER_MAILBOX);
    return;
  }
  const started = Date.now();
  const env = await startBrowserEnv();
  console.log(`browser suite: Worker on ${env.origin}, mailbox on ${env.mailbox}, database=${env.database} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  project.provide("browserSkip", "");
  project.provide("browserOrigin", env.origin);
  project.provide("browserMailbox", env.mailbox);
  return () => env.stop();
}
