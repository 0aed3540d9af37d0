import { open, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { DataFileError } from './errors';
import { type MockState, persistedStateSchema } from './state';

/** Data and journal files hold sessions and password hashes: readable by their owner only. */
export const FILE_MODE = 0o600;

/** The data file: the state, and the number of the last journal entry it includes (0 for files of older versions). */
const dataFileSchema = persistedStateSchema.extend({ commit: z.number().int().nonnegative().default(0) });

export interface SavedState {
  state: MockState;
  commit: number;
}

/** A `--data` path in a folder that does not exist is refused at start, rather than every write failing later. */
export async function checkDataFolder(file: string): Promise<void> {
  const folder = dirname(resolve(file));
  let isFolder: boolean;
  try {
    isFolder = (await stat(folder)).isDirectory();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new DataFileError(`cannot use the folder of data file ${file}: ${(error as Error).message}`);
    isFolder = false;
  }
  if (!isFolder) throw new DataFileError(`the folder of data file ${file} does not exist (${folder}); create it first`);
}

/** Reads a data file written by `saveState`. Missing file → undefined; anything unreadable → DataFileError. */
export async function loadState(file: string): Promise<SavedState | undefined> {
  // A FIFO, a device or a folder would hang the read or be replaced by the first save: say so at once.
  const kind = await stat(file).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? undefined : Promise.reject(error)));
  if (kind && !kind.isFile()) throw new DataFileError(`data file ${file} is not a regular file (a folder, pipe or device); give the path of a file`);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new DataFileError(`cannot read data file ${file}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new DataFileError(
      `data file ${file} is not valid JSON (${(error as Error).message}); refusing to start so it is not overwritten — fix or remove it`,
    );
  }
  const parsed = dataFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DataFileError(
      `data file ${file} is not a vigil-mock state (${issue ? `${issue.path.join('.') || 'root'}: ${issue.message}` : 'invalid'}); refusing to start so it is not overwritten — fix or remove it`,
    );
  }
  const { commit, ...state } = parsed.data;
  return { state, commit };
}

/** Writes the whole state, as including the journal entries up to `commit`. */
export function saveState(file: string, state: MockState, commit = 0): Promise<void> {
  return saveText(file, JSON.stringify({ ...state, commit }));
}

/**
 * Replaces a file so that a crash at any moment leaves either the old or the new content: a temp file (mode 0600) is
 * written and flushed to disk, renamed over the file, and the folder is flushed so the rename itself is on disk.
 */
async function saveText(file: string, text: string): Promise<void> {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    const handle = await open(temp, 'w', FILE_MODE);
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncFolder(dirname(resolve(file)));
}

async function syncFolder(folder: string): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(folder, 'r');
    await handle.sync();
  } catch (error) {
    // Some systems (Windows) cannot open or flush a folder; the rename is as durable as they make it.
    if (!['EISDIR', 'EPERM', 'EINVAL', 'EACCES'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    await handle?.close();
  }
}
