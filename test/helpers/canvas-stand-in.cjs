// What PDF.js takes from @napi-rs/canvas under Node, for the Workers test pool, where a native module cannot load
// (vitest.config.ts maps the package here). The tests only read text, which never draws: empty classes will do.
class DOMMatrix {
  a = 1;
  b = 0;
  c = 0;
  d = 1;
  e = 0;
  f = 0;
}
class ImageData {}
class Path2D {}
module.exports = { DOMMatrix, ImageData, Path2D };
