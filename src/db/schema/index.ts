export * from "./accounts";
export * from "./clients";
export * from "./geo";
