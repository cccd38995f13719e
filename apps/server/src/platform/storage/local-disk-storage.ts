import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type FileStorage, FileTooLargeError, HEAD_BYTES, type StoredFile } from './storage.ts';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*$/i;

/** Files under `root` (DATA_DIR/files by default); written to a temporary name, then renamed. */
export function createLocalDiskStorage(root: string): FileStorage {
  fs.mkdirSync(root, { recursive: true });

  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };

  return {
    async write(key, source, { maxBytes }): Promise<StoredFile> {
      const target = pathOf(key);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const partial = `${target}.${crypto.randomBytes(4).toString('hex')}.part`;
      const hash = crypto.createHash('sha256');
      let size = 0;
      const headChunks: Buffer[] = [];
      let headSize = 0;
      // Counts while streaming, so a 1 GB upload fails after 10 MB instead of after buffering it.
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > maxBytes) return callback(new FileTooLargeError(maxBytes));
          hash.update(chunk);
          if (headSize < HEAD_BYTES) {
            headChunks.push(chunk.subarray(0, HEAD_BYTES - headSize));
            headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
          }
          callback(null, chunk);
        },
      });
      try {
        await pipeline(source, meter, fs.createWriteStream(partial));
        // A multipart stream cut at its own limit ends quietly; it marks itself truncated.
        if ((source as Readable & { truncated?: boolean }).truncated) throw new FileTooLargeError(maxBytes);
        fs.renameSync(partial, target);
      } catch (error) {
        fs.rmSync(partial, { force: true });
        source.resume();
        throw error;
      }
      return { key, size, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) };
    },
    async read(key) {
      return fs.promises.readFile(pathOf(key));
    },
    stream(key) {
      return fs.createReadStream(pathOf(key));
    },
    async remove(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
  };
}
