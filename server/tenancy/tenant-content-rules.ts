// Content rules: banners and notices are told apart by id (the carousel and the notice modal key on
// it), banner art per language names languages the brand offers, and customer-service links are stored
// sealed, as the browser expects them (spec §7), opening to an https:// chat.
import { isHttpsUrl, openChatLink } from './customer-service-link.ts';
import { escapePointer, isObject, listAt, objectAt, quote, textAt, type Problem, type RuleContext } from './tenant-problem.ts';

function uniqueIds(list: unknown[], base: string, key: string, what: string): Problem[] {
  const out: Problem[] = [];
  const firstAt = new Map<unknown, number>();
  list.forEach((item, i) => {
    const id = isObject(item) ? item[key] : undefined;
    if (typeof id !== 'number') return;
    if (firstAt.has(id)) out.push({ pointer: `${base}/${i}/${key}`, message: `duplicate ${what} id ${id} (first at ${base}/${firstAt.get(id)})` });
    else firstAt.set(id, i);
  });
  return out;
}

function bannerLanguages(data: Record<string, unknown>): Problem[] {
  const supported = listAt(objectAt(data, 'languages'), 'supported');
  if (supported.length === 0) return [];
  const out: Problem[] = [];
  listAt(data, 'banners').forEach((banner, i) => {
    const images = isObject(banner) && isObject(banner.images) ? banner.images : {};
    for (const language of Object.keys(images))
      if (!supported.includes(language))
        out.push({
          pointer: `/banners/${i}/images/${escapePointer(language)}`,
          message: `"${language}" is not in /languages/supported (${supported.join(', ')})`,
        });
  });
  return out;
}

function customerService(data: Record<string, unknown>, context: RuleContext): Problem[] {
  const out: Problem[] = [];
  const fix = `run \`npm run cs-link -- ${context.file}\`, which encrypts plain https:// links in place`;
  listAt(data, 'customerService').forEach((entry, i) => {
    const path = textAt(entry, 'path');
    if (path === undefined) return;
    const pointer = `/customerService/${i}/path`;
    const opened = openChatLink(path);
    if (opened !== undefined && isHttpsUrl(opened)) return;
    if (opened !== undefined && /^https?:\/\//.test(opened)) out.push({ pointer, message: `opens ${quote(opened)}: chat links must be https://` });
    else if (/^https?:\/\//i.test(path.trim()))
      out.push({ pointer, message: `is a plain link; customer-service links are stored encrypted (spec §7): ${fix}` });
    else out.push({ pointer, message: `does not decrypt to a chat link (the last 8 characters are the key, the rest the AES cipher text): ${fix}` });
  });
  return out;
}

export function contentRules(data: Record<string, unknown>, context: RuleContext): Problem[] {
  return [
    ...uniqueIds(listAt(data, 'banners'), '/banners', 'bannerId', 'banner'),
    ...uniqueIds(listAt(data, 'notices'), '/notices', 'id', 'notice'),
    ...bannerLanguages(data),
    ...customerService(data, context),
  ];
}
