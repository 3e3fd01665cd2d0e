// The part of node:crypto the Worker uses, native in workerd under `nodejs_compat` (wrangler.toml): scrypt, which
// WebCrypto lacks, for console passwords. Node's own types stay out of src, so nothing else of Node is reachable.
declare module "node:crypto" {
  export function scrypt(
    password: string,
    salt: Uint8Array,
    keyLength: number,
    options: { N: number; r: number; p: number; maxmem: number },
    callback: (error: Error | null, derivedKey: Uint8Array) => void,
  ): void;
  export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean;
}
