// Reading the console's forms: each field trimmed and bounded, with the error a person can act on, in their language.
import type { Context } from "hono";
import type { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/domain/users";
import type { ConsoleEnv } from "./context";
import type { Strings } from "./i18n";

export type Form = Record<string, string | string[]>;

/** The posted form, every value a string (several for repeated names such as checkboxes); files are dropped. */
export async function readForm(c: Context<ConsoleEnv>): Promise<Form> {
  const type = c.req.header("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) return {};
  const body = await c.req.parseBody({ all: true }).catch(() => ({}));
  const form: Form = {};
  for (const [name, value] of Object.entries(body)) {
    const values = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === "string");
    form[name] = values.length === 1 ? values[0]! : values;
  }
  return form;
}

/** One value of a field (the first when repeated), trimmed; "" when absent. */
export const one = (form: Form, name: string): string => {
  const value = form[name];
  return (Array.isArray(value) ? (value[0] ?? "") : (value ?? "")).trim();
};

/** Every value of a repeated field (checkboxes). */
export const all = (form: Form, name: string): string[] => {
  const value = form[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

/** A password as typed (not trimmed: spaces are part of it). */
export const password = (form: Form, name: string): string => {
  const value = form[name];
  return Array.isArray(value) ? (value[0] ?? "") : (value ?? "");
};

export type Problems = string[];

export function checkText(t: Strings, problems: Problems, label: string, value: string, min: number, max: number): void {
  if (value.length === 0 && min > 0) problems.push(t.fields.missing(label));
  else if (value.length < min) problems.push(t.fields.tooShort(label, min));
  else if (value.length > max) problems.push(t.fields.tooLong(label, max));
}

/** A plausible address: something@domain.tld, no spaces, at most 254 characters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(t: Strings, problems: Problems, value: string): void {
  if (!EMAIL.test(value) || value.length > 254) problems.push(t.fields.invalidEmail);
}

export function checkPassword(t: Strings, problems: Problems, label: string, value: string): void {
  checkText(t, problems, label, value, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH);
}

/** A positive integer id from a path parameter; undefined when it is not one. */
export function idParam(value: string | undefined): number | undefined {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}

/** `?page=` as a page number from 1; 1 for anything else. */
export function pageParam(value: string | undefined): number {
  const page = idParam(value);
  return page !== undefined && page <= 100_000 ? page : 1;
}

/**
 * A form's values checked by the API's own schema for the same write (bounds, formats, unstorable text), so the
 * console refuses what the API refuses: the data, or the schema's messages (they name the field).
 */
export function validated<S extends z.ZodType>(schema: S, value: unknown): { data: z.infer<S> } | { problems: Problems } {
  const parsed = schema.safeParse(value);
  return parsed.success ? { data: parsed.data } : { problems: parsed.error.issues.map((issue) => issue.message) };
}
