// A built page template (DIST_DIR/index.html for the portal, back-office.html for the back office,
// from `vite build`). Read at start and re-read when the file changes (a new build), so pages pick up
// new asset hashes without a restart.
import { readFileSync, unwatchFile, watchFile, type Stats } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../../logger.ts';

export class ShellTemplate {
  readonly path: string;
  #html: string | null = null;
  #version = 0;
  readonly #listeners = new Set<() => void>();
  readonly #onFileChange = (current: Stats, previous: Stats) => {
    if (current.mtimeMs === previous.mtimeMs && current.size === previous.size && current.ino === previous.ino) return;
    this.#read();
  };

  constructor(
    distDir: string,
    private readonly logger: Logger,
    options: { watch?: boolean; file?: string } = {},
  ) {
    this.path = join(distDir, options.file ?? 'index.html');
    this.#read();
    if (options.watch ?? true) watchFile(this.path, { persistent: false, interval: 500 }, this.#onFileChange);
  }

  /** The template, or null when the app has not been built. */
  get html(): string | null {
    return this.#html;
  }

  /** Increases on every change; renderers cache against it. */
  get version(): number {
    return this.#version;
  }

  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  close(): void {
    unwatchFile(this.path, this.#onFileChange);
    this.#listeners.clear();
  }

  #read(): void {
    let html: string | null = null;
    try {
      html = readFileSync(this.path, 'utf8').replaceAll('\u0000', '');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') this.logger.error({ err }, `cannot read ${this.path}`);
    }
    if (html === this.#html) return;
    if (html === null) this.logger.warn(`${this.path} is missing: pages answer 503 until \`npm run build\` has run`);
    else this.logger.info(`web app template loaded from ${this.path}`);
    this.#html = html;
    this.#version++;
    for (const listener of this.#listeners) listener();
  }
}
