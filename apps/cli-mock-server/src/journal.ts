import { type FileHandle, open, readFile, rm } from 'node:fs/promises';
import { z } from 'zod';
import { ApiError, DataFileError } from './errors';
import { CHECK_JOURNAL, JournalCheck } from './journal-check';
import { checkDataFolder, FILE_MODE, loadState, type SavedState, saveState } from './persistence';
import type { ChangeTracker, TakenChanges } from './change-tracker';
import type { MockState } from './state';
import { applyChange, stateChangeSchema } from './state-change';

/** The journal lives beside the data file. */
export const journalFileOf = (file: string): string => `${file}.journal`;

/** Past this size the journal is folded into the data file (the next commit writes the whole state instead). */
const COMPACT_BYTES = 8 * 1024 * 1024;

/** One journal line: what one commit changed, numbered so the data file can say which entries it already holds. */
const entrySchema = stateChangeSchema.extend({ n: z.number().int().positive() });

/**
 * Loads `--data`: the data file, then the journal entries written after it. Undefined when there is no data file yet
 * (a journal without one is stale and is dropped when the journal opens).
 */
export async function loadDurableState(file: string): Promise<SavedState | undefined> {
  await checkDataFolder(file);
  const saved = await loadState(file);
  if (!saved) return undefined;
  return { state: saved.state, commit: await replay(journalFileOf(file), saved) };
}

async function replay(path: string, saved: SavedState): Promise<number> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return saved.commit;
    throw new DataFileError(`cannot read journal ${path}: ${(error as Error).message}`);
  }
  const refuse = (line: number, why: string) => new DataFileError(`journal ${path} line ${line} ${why}; refusing to start so it is not overwritten — fix or remove it`);
  const lines = text.split('\n');
  let commit = saved.commit;
  for (const [index, line] of lines.entries()) {
    if (line === '') continue;
    const parsed = parseEntry(line);
    if (!parsed) {
      // Only the last line can be cut short (a crash while appending); its write was never acknowledged.
      if (index === lines.length - 1) break;
      throw refuse(index + 1, 'is not a journal entry');
    }
    // Entries up to `commit` are in the data file already (a crash between compaction and the journal's reset).
    if (parsed.n <= commit) continue;
    if (parsed.n !== commit + 1) throw refuse(index + 1, `is entry ${parsed.n} where ${commit + 1} was expected: it does not belong to this data file`);
    const { n, ...change } = parsed;
    try {
      applyChange(saved.state, change);
    } catch (error) {
      throw refuse(index + 1, `does not fit the data file (${(error as Error).message})`);
    }
    commit = n;
  }
  return commit;
}

function parseEntry(line: string): z.infer<typeof entrySchema> | undefined {
  try {
    const parsed = entrySchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The commits that share one write. */
interface Batch {
  promise: Promise<void>;
  settled: boolean;
  resolve(): void;
  reject(error: unknown): void;
}

function batch(): Batch {
  const made: Partial<Batch> = { settled: false };
  made.promise = new Promise<void>((resolve, reject) => {
    made.resolve = () => {
      made.settled = true;
      resolve();
    };
    made.reject = (error) => {
      made.settled = true;
      reject(error);
    };
  });
  return made as Batch;
}

export interface JournalOptions {
  log: (line: string) => void;
  /** Journal size that triggers a compaction (tests use a small one). */
  compactBytes?: number;
}

/**
 * Makes each commit durable before it is acknowledged: what the change tracker recorded since the last commit is
 * appended to the journal as one line and flushed to disk (fdatasync), so a write costs what it changed. Commits asked
 * for while a flush is under way share the next one (group commit). When a write fails, every change not on disk is
 * undone in memory and every waiting commit is refused, so what was answered "not saved" is not kept (issue 27). The
 * whole state is written to the data file (compaction) when the journal opens, when it grows past `compactBytes`,
 * when the state was replaced (reset), after a failed write, and when it closes.
 */
export class Journal {
  /** Number of the last entry written or attempted; the data file's `commit` after a compaction. */
  #commit: number;
  #bytes = 0;
  /** After a failed write, appending could leave the journal out of step: the next commit writes the whole state. */
  #mustCompact = true;
  #next: Batch | undefined;
  #queue: Promise<void> = Promise.resolve();
  #closing: Promise<void> | undefined;
  readonly #check = CHECK_JOURNAL ? new JournalCheck() : undefined;

  private constructor(
    private readonly file: string,
    private readonly handle: FileHandle,
    private readonly current: () => MockState,
    private readonly tracker: ChangeTracker,
    commit: number,
    private readonly options: JournalOptions,
  ) {
    this.#commit = commit;
  }

  /**
   * Opens the journal of `file` and compacts at once, so the folder holds exactly the state the server starts with.
   * `current` gives the raw state (never a recording view); `tracker` records the changes made to it.
   */
  static async open(file: string, current: () => MockState, tracker: ChangeTracker, commit: number, options: JournalOptions): Promise<Journal> {
    let handle: FileHandle | undefined;
    try {
      handle = await open(journalFileOf(file), 'a', FILE_MODE);
      // A journal left by an older run keeps its mode on open.
      await handle.chmod(FILE_MODE);
      const journal = new Journal(file, handle, current, tracker, commit, options);
      // Whatever was recorded before is in the whole write.
      tracker.take().settle(true);
      await journal.#compact();
      return journal;
    } catch (error) {
      await handle?.close();
      throw new DataFileError(`cannot write data file ${file}: ${(error as Error).message}`);
    }
  }

  /** Resolves once every change made so far is on disk; rejects (ApiError 500) when the disk refused it. */
  commit(): Promise<void> {
    if (this.#closing) return this.#closing;
    if (!this.#next) {
      const next = batch();
      this.#next = next;
      // Let the requests of this turn of the event loop join the batch before it is taken.
      this.#queue = this.#queue.then(() => new Promise((resolve) => setImmediate(resolve))).then(() => this.#run(next));
    }
    return this.#next.promise;
  }

  /** Waits for pending commits, writes the whole state to the data file and removes the journal. */
  close(): Promise<void> {
    if (!this.#closing) {
      this.#closing = this.#queue.then(async () => {
        this.tracker.take().settle(true);
        await this.#compact();
        await this.handle.close();
        await rm(journalFileOf(this.file), { force: true });
      });
      this.#queue = this.#closing;
    }
    return this.#closing;
  }

  async #run(next: Batch): Promise<void> {
    if (this.#next === next) this.#next = undefined;
    // Refused below (rolled back) while it waited: nothing of it is left to write.
    if (next.settled) return;
    const { taken, settle } = this.tracker.take();
    try {
      await this.#persist(taken);
      settle(true);
      next.resolve();
    } catch (error) {
      this.options.log(`vigil-mock: could not write ${this.file}: ${(error as Error).message}`);
      // Undo everything not on disk (this batch's changes and those made since), and refuse the commits waiting for it.
      this.tracker.rollback();
      const refusal = new ApiError(500, 'mock.notSaved', { detail: (error as Error).message });
      next.reject(refusal);
      if (this.#next) {
        this.#next.reject(refusal);
        this.#next = undefined;
      }
    }
  }

  async #persist(taken: TakenChanges): Promise<void> {
    if (this.#mustCompact || taken.replaced || this.#bytes >= (this.options.compactBytes ?? COMPACT_BYTES)) return this.#compact();
    if (!taken.change) return;
    try {
      // The number is spent even if the write fails, so a compaction afterwards covers whatever reached the file.
      this.#commit += 1;
      // Serialised now, in the turn the change was taken, before anything else can change the rows it names.
      const line = `${JSON.stringify({ n: this.#commit, ...taken.change })}\n`;
      this.#check?.appended(taken.change, this.current());
      const { bytesWritten } = await this.handle.write(line);
      if (bytesWritten !== Buffer.byteLength(line)) throw new Error(`short write to ${journalFileOf(this.file)}`);
      await this.handle.datasync();
      this.#bytes += bytesWritten;
    } catch (error) {
      // Part of the line may have reached the file: only a whole write is safe now.
      this.#mustCompact = true;
      throw error;
    }
  }

  async #compact(): Promise<void> {
    this.#mustCompact = true;
    // Serialised in this turn, so it holds exactly what was taken.
    this.#check?.wrote(this.current());
    await saveState(this.file, this.current(), this.#commit);
    await this.handle.truncate(0);
    await this.handle.datasync();
    this.#bytes = 0;
    this.#mustCompact = false;
  }
}
