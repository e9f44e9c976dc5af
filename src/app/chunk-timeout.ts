// Spec §9 chunk load time-out (120 000 ms) and §8 'The page took longer time to load': a route chunk that
// has not arrived by then fails like a chunk that could not load, with its own error, so the route's error
// page says the page took too long and offers a reload instead of a spinner that never ends.
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor() {
    super('ChunkLoadTimeout: the page took longer than the chunk time-out to load');
    this.name = 'ChunkTimeoutError';
  }
}

export const isChunkTimeout = (error: unknown): boolean => error instanceof ChunkTimeoutError;

/** `load`, refused with ChunkTimeoutError when it takes longer than `ms`. */
export function withChunkTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}

/** Every loader of a table, each with the time-out. */
export function withChunkTimeouts<K extends string, T>(
  loaders: Readonly<Record<K, () => Promise<T>>>,
  ms = CHUNK_TIMEOUT_MS,
): Readonly<Record<K, () => Promise<T>>> {
  return Object.fromEntries(Object.entries<() => Promise<T>>(loaders).map(([name, load]) => [name, withChunkTimeout(load, ms)])) as Record<K, () => Promise<T>>;
}
