// The browser suite (test/browser): the console and the docs in Chromium, against the real Worker under `wrangler dev`.
// Plain Node, not the Workers pool: the tests drive a browser and read the local mailbox from outside the Worker.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  test: {
    environment: "node",
    include: ["test/browser/**/*.test.ts"],
    globalSetup: ["./test/browser/global-setup.ts"],
    // The files share one Worker, one database and one client address (the console allows 20 sign-in, sign-up and
    // reset attempts a minute from it): one file at a time.
    fileParallelism: false,
    // A revoked key is refused within the Worker's 30 s key cache: the test that waits for it needs more than that; and a
    // sign-in refused by the attempt limit waits up to a minute before it is sent again (harness: withinAttemptLimit).
    testTimeout: 150_000,
    // The hooks launch Chromium and sign in (the same wait); the global setup (about 40 s: the demo seed) has no limit.
    hookTimeout: 100_000,
  },
});
