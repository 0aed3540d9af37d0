import { readFile, rename, writeFile } from 'node:fs/promises';
import { DataFileError } from './errors';
import { type MockState, persistedStateSchema } from './state';

/** Reads a state file written by `saveState`. Missing file → undefined; anything unreadable → DataFileError. */
export async function loadState(file: string): Promise<MockState | undefined> {
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
  const parsed = persistedStateSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DataFileError(
      `data file ${file} is not a vigil-mock state (${issue ? `${issue.path.join('.') || 'root'}: ${issue.message}` : 'invalid'}); refusing to start so it is not overwritten — fix or remove it`,
    );
  }
  return parsed.data;
}

/** Writes through a temp file and a rename, so a crash never leaves a half-written file. */
export function saveState(file: string, state: MockState): Promise<void> {
  return saveText(file, JSON.stringify(state));
}

async function saveText(file: string, text: string): Promise<void> {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, text, 'utf8');
  await rename(temp, file);
}

/** Coalesces bursts of changes into one write; `flush` waits for everything pending. */
export class StateWriter {
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();
  /** What was last written, so a burst of reads marked as changes does not rewrite the same file. */
  #last = '';

  constructor(
    private readonly file: string,
    private readonly current: () => MockState,
    private readonly log: (line: string) => void,
    private readonly delayMs = 50,
  ) {}

  schedule(): void {
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#write();
    }, this.delayMs);
  }

  async flush(): Promise<void> {
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
      this.#write();
    }
    await this.#writing;
  }

  #write(): void {
    const text = JSON.stringify(this.current());
    if (text === this.#last) return;
    this.#last = text;
    this.#writing = this.#writing
      .then(() => saveText(this.file, text))
      .catch((error: unknown) => this.log(`vigil-mock: could not write ${this.file}: ${(error as Error).message}`));
  }
}
