// Copies Swagger UI's files into dist/assets so the Worker serves the docs without a CDN.
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const FILES = ["swagger-ui-bundle.js", "swagger-ui.css", "favicon-32x32.png"];

export function buildAssets(): string {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const source = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  const target = join(root, "dist", "assets", "api", "v1", "docs", "assets");
  mkdirSync(target, { recursive: true });
  for (const file of FILES) copyFileSync(join(source, file), join(target, file));
  return target;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(`docs assets in ${buildAssets()}`);
