import { createApi } from "./src/app";
import { OPENAPI_TRANSLATIONS } from "./src/platform/i18n";
import { collectTexts, openApiDocument } from "./src/platform/openapi";
const english = [...collectTexts(openApiDocument(createApi(), "en"))].flatMap((t) => t.split("\n\n")).filter((p) => !/^Scope: `[^`]+`\.$/.test(p));
const missing = [...new Set(english.filter((p) => !(p in OPENAPI_TRANSLATIONS.fr)))];
console.log(JSON.stringify(missing, null, 1));
