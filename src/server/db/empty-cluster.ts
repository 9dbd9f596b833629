import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";

/**
 * The empty cluster the build makes (scripts/empty-cluster.mjs), for a data folder that holds
 * no database yet: it is unpacked there instead of PGlite running initdb in this process, whose
 * ~760 MB peak it would keep. Run from its sources there is none beside it: `npm run dev`
 * names the build's cached copy in TRIBE_CLUSTER_TEMPLATE, and the tests a copy with every
 * migration applied (tests/global-setup.ts: their server processes, bundled without a copy
 * beside them, each on a new folder, spent ~20 s of CPU in initdb and the migrations).
 * Neither: false, and PGlite runs initdb.
 *
 * Unpacked here, file by file as the archive streams in, rather than handed to PGlite's
 * `loadDataDir`, which holds the whole archive in memory to unpack it (4.5 MB that are 40 MB
 * of tar): a first start peaked at 434–443 MB that way against 350–353 MB on the same folder
 * unpacked beforehand, 1.49× against 1.22× an idle server (issue 49's budget is 1.5×).
 * PG_VERSION, which says a folder holds a database, is written last: a start stopped halfway
 * leaves a folder that is unpacked again, never one that looks whole.
 */
export async function unpackEmptyCluster(
  dataDir: string,
  template = builtCopy() ?? process.env.TRIBE_CLUSTER_TEMPLATE,
): Promise<boolean> {
  // A folder that holds a database is never started again from the copy.
  if (fs.existsSync(path.join(dataDir, VERSION_FILE))) return false;
  if (!template || !fs.existsSync(template)) return false;
  const extract = tar.extract();
  const unpacking = unpackEntries(extract, path.resolve(dataDir));
  const source = fs.createReadStream(template);
  await Promise.all([
    isGzip(template) ? pipeline(source, zlib.createGunzip(), extract) : pipeline(source, extract),
    unpacking,
  ]);
  return true;
}

const VERSION_FILE = "PG_VERSION";

async function unpackEntries(entries: tar.Extract, root: string) {
  let version: Buffer | undefined;
  for await (const entry of entries) {
    const { name, type } = entry.header;
    const target = path.resolve(root, `.${path.posix.sep}${name}`);
    if (target !== root && !target.startsWith(`${root}${path.sep}`))
      throw new Error(`The empty cluster names a file outside its folder: ${name}`);
    if (type === "directory") {
      await fs.promises.mkdir(target, { recursive: true });
      entry.resume();
    } else if (type === "file" && path.relative(root, target) === VERSION_FILE) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      version = Buffer.concat(chunks);
    } else if (type === "file") {
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await pipeline(entry, fs.createWriteStream(target));
    } else {
      throw new Error(`The empty cluster holds an entry of a kind it never has: ${type} ${name}`);
    }
  }
  if (!version) throw new Error(`The empty cluster has no ${VERSION_FILE}`);
  await fs.promises.writeFile(path.join(root, VERSION_FILE), version);
}

function isGzip(file: string): boolean {
  const fd = fs.openSync(file, "r");
  try {
    const head = Buffer.alloc(2);
    fs.readSync(fd, head, 0, 2, 0);
    return head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    fs.closeSync(fd);
  }
}

function builtCopy(): string | undefined {
  const beside = path.join(path.dirname(new URL(import.meta.url).pathname), "empty-cluster.tar.gz");
  return fs.existsSync(beside) ? beside : undefined;
}
