/**
 * Bulky data shipped with a game (its scenario files) kept out of the game's chunk: each file is
 * a chunk of its own, fetched once by the tools that read it, then read synchronously. A game
 * module lists which tools need which files (`GameModule.data`); the tool page fetches them
 * before it draws the tool, and the build preloads them on those pages only. Pure: the fetch of
 * each file (a dynamic `import()`) is given.
 */
import { keysOf } from './keys-of.js';

/** One bundled file: where it is, and how to fetch it. */
export interface BundledFile {
  /** Path from the repository root, for the build's preloads (`scenarios/…/shiloh.json`). */
  readonly path: string;
  /** Fetches the file's content (a dynamic `import()` of the JSON). */
  readonly fetch: () => Promise<{ readonly default: unknown }>;
}

/** A set of bundled files by key, read synchronously once fetched. */
export class BundledData<K extends string> {
  private readonly content = new Map<K, unknown>();
  private readonly pending = new Map<K, Promise<void>>();

  constructor(private readonly files: Readonly<Record<K, BundledFile>>) {}

  /** Every key of the set. */
  get keys(): readonly K[] {
    return keysOf(this.files);
  }

  /** The content of `key`, or undefined until `fetch` has brought it. */
  read(key: K): unknown {
    return this.content.get(key);
  }

  /** Fetches `keys` (every file by default), each once; resolves when each can be read. */
  async fetch(keys: readonly K[] = this.keys): Promise<void> {
    await Promise.all(
      keys.map((key) => {
        let p = this.pending.get(key);
        if (!p) {
          p = this.files[key].fetch().then(
            (m) => {
              this.content.set(key, m.default);
            },
            (e: unknown) => {
              // A failed fetch (offline before it was cached) may be tried again.
              this.pending.delete(key);
              throw e;
            },
          );
          this.pending.set(key, p);
        }
        return p;
      }),
    );
  }

  /** What tools need from this set: the files of `keys`, and how to fetch them. */
  need(tools: readonly string[], keys: readonly K[] = this.keys): ToolData {
    return {
      tools,
      files: keys.map((k) => this.files[k].path),
      fetch: () => this.fetch(keys),
    };
  }
}

/** Bundled files some of a game's tools read: fetched before those tools are drawn. */
export interface ToolData {
  /** The slugs of the tools that read the files. */
  readonly tools: readonly string[];
  /** The files' paths from the repository root (for the build's preloads). */
  readonly files: readonly string[];
  /** Fetches the files; resolves when the tools can read them. */
  readonly fetch: () => Promise<void>;
}

/** The data `tool` of a game needs, from the game module's list. */
export function dataFor(data: readonly ToolData[] | undefined, tool: string): ToolData[] {
  return (data ?? []).filter((d) => d.tools.includes(tool));
}
