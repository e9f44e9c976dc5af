// The layout Kubernetes gives a mounted ConfigMap: the files live in a `..<timestamp>` folder,
// `..data` links to it, and every `<name>` links to `..data/<name>`. An update writes a new folder,
// swaps `..data` atomically (rename of `..data_tmp`) and removes the old folder.
import { mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync, lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

let generation = 0;
const nextFolder = () => `..2026_01_01_00_00_00.${String(++generation).padStart(9, '0')}`;

/** Turns the *.json files of `dir` into ConfigMap links (other entries stay as they are). */
export function toConfigMapLayout(dir: string): void {
  const folder = nextFolder();
  mkdirSync(join(dir, folder));
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    renameSync(join(dir, name), join(dir, folder, name));
    symlinkSync(join('..data', name), join(dir, name));
  }
  symlinkSync(folder, join(dir, '..data'));
}

/** Publishes a new version of the ConfigMap: the current files with `changes` (id → config) applied. */
export function updateConfigMap(dir: string, changes: Record<string, unknown>): void {
  const old = readlinkSync(join(dir, '..data'));
  const folder = nextFolder();
  mkdirSync(join(dir, folder));
  for (const name of readdirSync(join(dir, old))) writeFileSync(join(dir, folder, name), readFileSync(join(dir, old, name)));
  for (const [id, config] of Object.entries(changes)) {
    writeFileSync(join(dir, folder, `${id}.json`), JSON.stringify(config, null, 2));
    if (!lstatSync(join(dir, `${id}.json`), { throwIfNoEntry: false })) symlinkSync(join('..data', `${id}.json`), join(dir, `${id}.json`));
  }
  symlinkSync(folder, join(dir, '..data_tmp'));
  renameSync(join(dir, '..data_tmp'), join(dir, '..data'));
  rmSync(join(dir, old), { recursive: true });
}
