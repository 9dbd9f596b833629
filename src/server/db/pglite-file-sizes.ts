import type { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

/** Emscripten's open file as NODEFS's operations are given it (the parts used here). */
interface Stream {
  node: { mode: number };
}

type Operation = (this: unknown, ...args: never[]) => unknown;

/** NODEFS's operations on an open file (Emscripten's library_nodefs.js). */
interface StreamOps {
  llseek(this: unknown, stream: Stream, offset: number, whence: number): number;
  write(
    this: unknown,
    stream: Stream,
    buffer: Uint8Array,
    offset: number,
    length: number,
    position: number,
  ): number;
  open: Operation;
  setattr: Operation;
  allocate?: Operation;
}

/** What the embedded database's module offers a file system before it starts. */
interface EmscriptenModule {
  NODEFS: { stream_ops: StreamOps; node_ops: { setattr: Operation } };
}

const SEEK_END = 2;
const FILE_TYPE_MASK = 0o170000;
const REGULAR_FILE = 0o100000;

/**
 * The embedded database's data folder, with each open file's size kept in memory.
 *
 * PostgreSQL asks a relation's size (`lseek(fd, 0, SEEK_END)`) whenever it plans or scans
 * one, and Emscripten's NODEFS answers every such seek with an `fstat` system call: 21 of them
 * per request under 200 clients, 3–7 % of the server's thread (issue 49, CPU profile of
 * `bench/throughput.ts`'s fairness run). Only this process writes the folder (the data folder
 * lock), and only through these operations, so a size once read stays right while it follows
 * them: a write past the end grows it; a truncation, a reserved range or a reopening (which
 * may truncate) forgets it, and the next seek asks the disk again. A file deleted or created
 * anew is a new node, so nothing of the old one's size is kept for it.
 */
export class SizeKeepingNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS["init"]>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts);
    type PreRun = NonNullable<typeof emscriptenOpts.preRun>[number];
    // Before the mount (NodeFS's own preRun) and before PostgreSQL opens any file.
    const keep: PreRun = (module) => keepFileSizes(module as unknown as EmscriptenModule);
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [keep, ...(emscriptenOpts.preRun ?? [])] },
    };
  }
}

/** Wraps NODEFS's file operations (one object every open file shares) to keep sizes. */
function keepFileSizes(module: EmscriptenModule): void {
  const ops = module.NODEFS.stream_ops;
  const nodeOps = module.NODEFS.node_ops;
  // By node (one per file, shared by every descriptor open on it), not by descriptor.
  const sizes = new WeakMap<object, number>();
  const { llseek, write } = ops;

  ops.llseek = function (stream, offset, whence) {
    if (whence !== SEEK_END || (stream.node.mode & FILE_TYPE_MASK) !== REGULAR_FILE) {
      return llseek.call(this, stream, offset, whence);
    }
    const size = sizes.get(stream.node);
    // Unknown, or a seek before the start: NODEFS answers (and refuses) as it always did.
    if (size === undefined || offset + size < 0) {
      const position = llseek.call(this, stream, offset, whence);
      sizes.set(stream.node, position - offset);
      return position;
    }
    return offset + size;
  };

  ops.write = function (stream, buffer, offset, length, position) {
    let written: number;
    try {
      written = write.call(this, stream, buffer, offset, length, position);
    } catch (err) {
      sizes.delete(stream.node);
      throw err;
    }
    const size = sizes.get(stream.node);
    if (typeof position !== "number") sizes.delete(stream.node);
    else if (size !== undefined && position + written > size) {
      sizes.set(stream.node, position + written);
    }
    return written;
  };

  const forgetting = <F extends Operation>(operation: F, nodeOf: (target: never) => object) =>
    function (this: unknown, ...args: never[]) {
      sizes.delete(nodeOf(args[0]!));
      return operation.apply(this, args);
    } as F;
  const ofStream = (stream: Stream) => stream.node;
  const ofNode = (node: object) => node;
  // Opening may truncate (O_TRUNC); setattr is ftruncate and truncate; allocate reserves.
  ops.open = forgetting(ops.open, ofStream);
  ops.setattr = forgetting(ops.setattr, ofStream);
  if (ops.allocate) ops.allocate = forgetting(ops.allocate, ofStream);
  nodeOps.setattr = forgetting(nodeOps.setattr, ofNode);
}
