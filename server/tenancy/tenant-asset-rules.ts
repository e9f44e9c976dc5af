// Art rules: every /brand-assets/ path of a tenant file names a file in the brand's folder
// (tenants/<id>/, served at /brand-assets/), so no logo, banner or QR code is a broken image. https://
// art is not fetched (no network at validation time); other absolute paths name the portal's own
// static files.
import { existsSync, statSync } from 'node:fs';
import { join as joinPath, normalize, sep } from 'node:path';
import { isObject, listAt, objectAt, textAt, type Problem, type RuleContext } from './tenant-problem.ts';

export const ASSET_PREFIX = '/brand-assets/';

/** Every art path of a tenant file with its pointer. */
export function assetPaths(data: Record<string, unknown>): Array<{ pointer: string; path: string }> {
  const out: Array<{ pointer: string; path: string }> = [];
  const add = (pointer: string, value: unknown) => {
    if (typeof value === 'string') out.push({ pointer, path: value });
  };
  const brand = objectAt(data, 'brand');
  for (const key of ['logo', 'logoDark', 'favicon']) add(`/brand/${key}`, brand[key]);
  listAt(data, 'banners').forEach((banner, i) => {
    add(`/banners/${i}/url`, textAt(banner, 'url'));
    const images = isObject(banner) && isObject(banner.images) ? banner.images : {};
    for (const [language, path] of Object.entries(images)) add(`/banners/${i}/images/${language}`, path);
  });
  listAt(data, 'resources').forEach((resource, i) => add(`/resources/${i}/qrCodeUrl`, textAt(resource, 'qrCodeUrl')));
  return out;
}

function isFile(path: string): boolean {
  try {
    return existsSync(path) && statSync(path).isFile();
  } catch {
    return false;
  }
}

export function assetRules(data: Record<string, unknown>, context: RuleContext): Problem[] {
  const dir = context.assetDir;
  if (dir === undefined) return [];
  const out: Problem[] = [];
  for (const { pointer, path } of assetPaths(data)) {
    if (!path.startsWith(ASSET_PREFIX)) continue;
    const relative = normalize(path.slice(ASSET_PREFIX.length));
    if (relative.startsWith('..') || relative.split(sep).includes('..')) {
      out.push({ pointer, message: `must stay inside the brand's folder (${dir}); ".." is not allowed` });
      continue;
    }
    const file = joinPath(dir, relative);
    if (!isFile(file)) out.push({ pointer, message: `names ${file}, which does not exist (${ASSET_PREFIX} is the folder ${dir}/)` });
  }
  return out;
}
