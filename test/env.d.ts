import type { Env as WorkerEnv } from "@/env";

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      /** JSON `{database, redis}`: which backends the stand-ins use in this run. */
      STANDIN_INFO: string;
    }
  }
}
