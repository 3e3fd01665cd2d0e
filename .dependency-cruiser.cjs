// The house's borders, checked by `npm run lint:deps` (and .ci/run): each folder of src/domain is an area whose
// index.ts is its only door, no file imports itself back through others, and no area depends back on one that
// depends on it. Tests may open an area's inner files (they test them); they may not make cycles either.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "area-door",
      comment:
        "Another area's inner file is imported: import its index (src/domain/<area>/index.ts), and export the name there if outsiders need it.",
      severity: "error",
      from: { path: "^src/domain/([^/]+)/" },
      to: { path: "^src/domain/[^/]+/", pathNot: ["^src/domain/$1/", "^src/domain/[^/]+/index\\.ts$"] },
    },
    {
      name: "area-door-from-outside",
      comment:
        "An area's inner file is imported from outside src/domain (routes, MCP, jobs, reports, dev CLIs, benches): import the area's index (src/domain/<area>/index.ts).",
      severity: "error",
      from: { path: "^(src|dev|bench)/", pathNot: "^src/domain/" },
      to: { path: "^src/domain/[^/]+/", pathNot: "^src/domain/[^/]+/index\\.ts$" },
    },
    {
      name: "domain-file-outside-an-area",
      comment: "src/domain holds areas only: put this file in the area it belongs to (src/domain/<area>/) and export what others need from its index.",
      severity: "error",
      from: {},
      to: { path: "^src/domain/[^/]+\\.ts$" },
    },
    {
      name: "domain-calls-a-door",
      comment: "The domain is what the doors (REST routes, MCP tools, jobs, console pages) call; it never calls one of them.",
      severity: "error",
      from: { path: "^src/domain/" },
      to: { path: "^src/(routes|mcp|jobs|console)/" },
    },
    {
      name: "no-file-cycle",
      comment: "This import closes a cycle between files: move what both need into a module neither imports back.",
      severity: "error",
      from: { path: "^(src|dev|bench|test)/" },
      to: { circular: true },
    },
    {
      name: "no-folder-cycle",
      comment:
        "Two folders depend on each other (two areas of src/domain, or an area and a door): one of them must not know the other; move the shared piece down.",
      severity: "error",
      scope: "folder",
      from: { path: "^(src|dev|bench|test)/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Type-only imports count: a type is part of what an area offers, and a cycle through types is still a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".json"] },
  },
};
