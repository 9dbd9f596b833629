import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

export interface ZipEntry {
  /** Path inside the zip, "/"-separated. */
  name: string;
  /** Deflate it (text); false stores it as it is (images and PDFs are compressed already). */
  deflate: boolean;
  /** Shown as the file's date by unzip tools (zip dates start in 1980). */
  modified?: Date;
  /** The entry's bytes, piece by piece; each piece is asked for only when the client wants more. */
  pieces: AsyncIterable<Uint8Array | string>;
}

const encoder = new TextEncoder();
const EMPTY = new Uint8Array(0);

/**
 * A zip built as the client downloads it: fflate's streaming `Zip` (sizes and checksums in
 * data descriptors, so nothing is known in advance), driven from `pull`, so a piece of an
 * entry is read only when the previous output has been taken. Memory stays at about one piece
 * plus the deflater's window, whatever the zip's size; the central directory at the end keeps
 * a few dozen bytes per entry. No Zip64: an entry or the whole zip must stay under 4 GB
 * (the storage quota keeps an account's artwork far below that).
 */
export function zipStream(entries: AsyncIterable<ZipEntry>): ReadableStream<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  let finished = false;
  const zip = new Zip((err, data, final) => {
    if (err) failure = err;
    else ready.push(data);
    if (final) finished = true;
  });

  // Each step hands fflate one piece; whatever it writes lands in `ready`.
  async function* steps() {
    for await (const entry of entries) {
      const file = entry.deflate
        ? new ZipDeflate(entry.name, { level: 6 })
        : new ZipPassThrough(entry.name);
      const year = entry.modified?.getFullYear() ?? 0;
      if (year >= 1980 && year < 2100) file.mtime = entry.modified!;
      zip.add(file);
      for await (const piece of entry.pieces) {
        file.push(typeof piece === "string" ? encoder.encode(piece) : piece);
        yield;
      }
      file.push(EMPTY, true);
      yield;
    }
    zip.end();
    yield;
  }
  const it = steps();

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      // Until fflate has written something (a deflater may swallow several small pieces).
      while (ready.length === 0 && !finished) {
        const { done } = await it.next();
        if (failure) throw failure;
        if (done) break;
      }
      for (const data of ready.splice(0)) controller.enqueue(data);
      if (finished) controller.close();
    },
    async cancel() {
      // The client went away: stop reading, and let the entries' sources close theirs.
      await it.return(undefined);
    },
  });
}
