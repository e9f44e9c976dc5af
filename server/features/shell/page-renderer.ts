// Loads the web app's server renderer (DIST_DIR/server/entry-server-<hash>.js, from `vite build --ssr`)
// and loads it again when a new build lands (the template's change): a new build has a new hash, so
// Node's module cache never serves the old one. Without that file — the app was built
// without it, or tests run on a bare template — pages are served as the plain shell, rendered in the
// browser as before.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderRequest, RenderResult, ServerRenderer } from '../../../schemas/rules/server-render.ts';
import type { Logger } from '../../logger.ts';

/** Renders waiting at most; past that a page is served unrendered (the browser renders it). */
const MAX_WAITING = 8;

export class PageRenderer {
  #waiting = 0;
  readonly folder: string;
  #renderer: ServerRenderer | null = null;
  #version = 0;
  #loading: Promise<void> = Promise.resolve();

  constructor(
    distDir: string,
    private readonly logger: Logger,
  ) {
    this.folder = join(distDir, 'server');
    this.reload();
  }

  /** Increases whenever the renderer changes: cached pages of an older renderer are stale. */
  get version(): number {
    return this.#version;
  }

  /** The entry file of the current build, or null when the app was built without a server renderer. */
  #entryFile(): string | null {
    let names: string[];
    try {
      names = readdirSync(this.folder);
    } catch {
      return null;
    }
    const entry = names.find((name) => /^entry-server-[\w-]+\.js$/.test(name));
    return entry ? join(this.folder, entry) : null;
  }

  /** Imports the current build's renderer (again after a new build). */
  reload(): void {
    this.#loading = this.#loading.then(async () => {
      let renderer: ServerRenderer | null = null;
      const file = this.#entryFile();
      if (file) {
        try {
          const module = (await import(pathToFileURL(file).href)) as { renderer?: ServerRenderer };
          renderer = module.renderer ?? null;
          if (!renderer) this.logger.error(`${file} exports no renderer: pages are rendered in the browser`);
        } catch (err) {
          this.logger.error({ err }, `cannot load the server renderer ${file}: pages are rendered in the browser`);
        }
      }
      if (renderer !== this.#renderer) {
        this.#renderer = renderer;
        this.#version++;
      }
    });
  }

  /**
   * The rendered page, or null when there is no renderer or it failed (the caller serves the plain
   * shell). Throws RendererBusy when too many renders wait: a flood of never-seen addresses (each one a
   * render) must not make every visitor wait; the caller serves those visitors the plain shell, uncached.
   */
  async render(request: RenderRequest): Promise<RenderResult | null> {
    if (this.#waiting >= MAX_WAITING) throw new RendererBusy();
    this.#waiting++;
    try {
      await this.#loading;
      const renderer = this.#renderer;
      if (!renderer) return null;
      return await renderer.render(request);
    } catch (err) {
      this.logger.warn({ err, url: request.url }, 'server rendering failed: the page is rendered in the browser');
      return null;
    } finally {
      this.#waiting--;
    }
  }
}

export class RendererBusy extends Error {
  constructor() {
    super('the server renderer is busy');
  }
}
