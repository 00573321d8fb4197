import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, type FileStorage, isSafeFileName } from './storage.js';

export function createLocalStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);
  const resolve = (key: string) => path.join(root, checkedKey(key));
  const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, file);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async open(key) {
      const file = resolve(key);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        return { stream: createReadStream(file), size: stat.size };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        return (await fs.stat(resolve(key))).isFile();
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async listOlderThan(area, before) {
      let names: string[];
      try {
        names = await fs.readdir(path.join(root, area));
      } catch (err) {
        if (missing(err)) return [];
        throw err;
      }
      const old: string[] = [];
      for (const name of names) {
        // A half-written file (`.tmp`) becomes a file or goes; names that could not be keys are not ours.
        if (!isSafeFileName(name) || name.endsWith('.tmp')) continue;
        const stat = await fs.stat(path.join(root, area, name)).catch(() => null);
        if (stat?.isFile() && stat.mtime < before) old.push(name);
      }
      return old;
    },
  };
}
