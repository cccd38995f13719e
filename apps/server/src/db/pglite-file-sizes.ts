import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/*
 * PostgreSQL asks a relation's size of the file system on every statement that reads it: a seek
 * to the end of each of its files, in planning (the table and each index) and again to scan it —
 * 20 and more per statement. PGlite's Node file system answers each with an fstat, a system call
 * and a new Stats object (docs/decisions/036). Here a file's size, once asked, is kept until
 * anything but a read or a seek is done to that file; any other change to the tree (a file made,
 * removed, renamed, truncated) forgets every size kept.
 *
 * Sound because PGlite is the only writer of its data directory (one process opens it, and only
 * through this file system) and Emscripten's file system keeps one node per path: every write to a
 * file passes through its node's stream operations here.
 */

type FsNode = { mode: number };
type Stream = { node: FsNode };
type Op = (...args: never[]) => unknown;
type Ops = Record<string, unknown>;
export type EmscriptenFs = {
  NODEFS: { stream_ops: Ops; node_ops: Ops };
  FS: { isFile(mode: number): boolean };
};

const SEEK_END = 2;
/** What neither changes a file nor the tree; every other operation forgets sizes. */
const READING_STREAM_OPS = new Set(['read', 'llseek', 'getattr']);
const READING_NODE_OPS = new Set(['getattr', 'lookup', 'readdir', 'readlink', 'statfs']);

/** Makes `mod`'s NODEFS answer a seek to a file's end from the size kept since its last change. */
export function keepFileSizes(mod: EmscriptenFs) {
  let sizes = new WeakMap<FsNode, number>();
  const streamOps = mod.NODEFS.stream_ops;
  const nodeOps = mod.NODEFS.node_ops;

  for (const [name, op] of Object.entries(streamOps)) {
    if (typeof op !== 'function' || READING_STREAM_OPS.has(name)) continue;
    streamOps[name] = (stream: Stream, ...rest: unknown[]) => {
      try {
        return (op as Op)(...([stream, ...rest] as never[]));
      } finally {
        sizes.delete(stream.node);
      }
    };
  }
  for (const [name, op] of Object.entries(nodeOps)) {
    if (typeof op !== 'function' || READING_NODE_OPS.has(name)) continue;
    nodeOps[name] = (...args: unknown[]) => {
      try {
        return (op as Op)(...(args as never[]));
      } finally {
        sizes = new WeakMap();
      }
    };
  }

  const seek = streamOps.llseek as (stream: Stream, offset: number, whence: number) => number;
  streamOps.llseek = (stream: Stream, offset: number, whence: number) => {
    if (whence !== SEEK_END || !mod.FS.isFile(stream.node.mode)) return seek(stream, offset, whence);
    let size = sizes.get(stream.node);
    if (size === undefined) {
      size = seek(stream, 0, SEEK_END);
      sizes.set(stream.node, size);
    }
    // a position before the start is the file system's own error to raise
    return offset + size < 0 ? seek(stream, offset, whence) : offset + size;
  };
}

/** PGlite's Node file system for `dataDir`, with file sizes kept (`keepFileSizes`). */
export class SizeKeepingNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const preRun = [emscriptenOpts.preRun ?? []].flat();
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...preRun, (mod: unknown) => keepFileSizes(mod as EmscriptenFs)],
      },
    };
  }
}
