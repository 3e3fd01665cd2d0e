// `npm run lint:openapi`: writes the generated OpenAPI document of each language and lints it with Redocly's recommended
// rules, then with Spectral's OpenAPI rules and the OWASP API Security ruleset (`.spectral.yaml`, exceptions explained there).
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LANGS } from "../src/platform/i18n";
import { openApiDocument } from "../src/platform/openapi";
import { createDocumentApi } from "../src/routes/api";

const root = fileURLToPath(new URL("..", import.meta.url));
mkdirSync(`${root}dist`, { recursive: true });
const files = LANGS.map((lang) => {
  const file = `${root}dist/openapi.${lang}.json`;
  writeFileSync(file, JSON.stringify(openApiDocument(createDocumentApi, lang), null, 2));
  return file;
});
execFileSync(`${root}node_modules/.bin/redocly`, ["lint", ...files], { stdio: "inherit", cwd: root });
execFileSync(`${root}node_modules/.bin/spectral`, ["lint", "--ruleset", `${root}.spectral.yaml`, "--fail-severity", "warn", ...files], { stdio: "inherit", cwd: root });
