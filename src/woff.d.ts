// Font files are imported as ArrayBuffers (wrangler.toml [[rules]] type "Data").
declare module "*.woff" {
  const data: ArrayBuffer;
  export default data;
}
