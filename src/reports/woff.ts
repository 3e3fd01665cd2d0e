// WOFF 1.0 → plain TrueType (SFNT), which a PDF embeds as its font program. The font files ship as
// WOFF (compressed); they are converted once per isolate.

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The SFNT font inside a WOFF file (https://www.w3.org/TR/WOFF/); other bytes are returned as they are. */
export async function woffToSfnt(input: ArrayBuffer | Uint8Array): Promise<Uint8Array> {
  const woff = input instanceof Uint8Array ? input : new Uint8Array(input);
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) return woff; // not "wOFF"
  const numTables = view.getUint16(12);
  const tables = await Promise.all(
    Array.from({ length: numTables }, async (_, i) => {
      const entry = 44 + i * 20;
      const tag = view.getUint32(entry);
      const offset = view.getUint32(entry + 4);
      const compLength = view.getUint32(entry + 8);
      const origLength = view.getUint32(entry + 12);
      const checksum = view.getUint32(entry + 16);
      const raw = woff.subarray(offset, offset + compLength);
      const data = compLength < origLength ? await inflate(raw) : raw;
      if (data.byteLength !== origLength) throw new Error(`WOFF table ${i}: expected ${origLength} bytes, got ${data.byteLength}`);
      return { tag, checksum, data };
    }),
  );
  const headerLength = 12 + 16 * numTables;
  const padded = (n: number) => (n + 3) & ~3;
  const total = tables.reduce((sum, t) => sum + padded(t.data.byteLength), headerLength);
  const out = new Uint8Array(total);
  const sfnt = new DataView(out.buffer);
  const log2 = Math.floor(Math.log2(numTables));
  sfnt.setUint32(0, view.getUint32(4)); // flavor
  sfnt.setUint16(4, numTables);
  sfnt.setUint16(6, 2 ** log2 * 16);
  sfnt.setUint16(8, log2);
  sfnt.setUint16(10, numTables * 16 - 2 ** log2 * 16);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    sfnt.setUint32(record, table.tag);
    sfnt.setUint32(record + 4, table.checksum);
    sfnt.setUint32(record + 8, offset);
    sfnt.setUint32(record + 12, table.data.byteLength);
    out.set(table.data, offset);
    offset += padded(table.data.byteLength);
  });
  return out;
}
