export * from "./accounts";
export * from "./action-plans";
export * from "./audits";
export * from "./clients";
export * from "./credits";
export * from "./geo";
export * from "./models";
export * from "./questionnaires";
