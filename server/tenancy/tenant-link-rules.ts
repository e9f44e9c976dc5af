// Link rules: every link that leaves the site is https:// (a player must never be sent to a plain-http
// page from a brand served over https), and every banner link inside the site leads to a page that exists
// and that the brand's feature tree switches on (schemas/rules/site-routes.ts is the page list the client's
// router is built from).
import { findSiteRoute, isSiteRouteEnabled, SITE_ROUTES } from '../../schemas/rules/site-routes.ts';
import { isHttpsUrl } from './customer-service-link.ts';
import { listAt, objectAt, quote, textAt, type Problem, type RuleContext } from './tenant-problem.ts';

const HTTPS = 'must be an https:// link';

function externalLinks(data: Record<string, unknown>): Array<{ pointer: string; value: string }> {
  const out: Array<{ pointer: string; value: string }> = [];
  const add = (pointer: string, value: unknown) => {
    if (typeof value === 'string') out.push({ pointer, value });
  };
  add('/brand/promoDownloadUrl', objectAt(data, 'brand').promoDownloadUrl);
  listAt(data, 'resources').forEach((resource, i) => add(`/resources/${i}/url`, textAt(resource, 'url')));
  const cdn = objectAt(data, 'cdn');
  for (const key of ['image', 'launchGame']) listAt(cdn, key).forEach((url, i) => add(`/cdn/${key}/${i}`, url));
  listAt(data, 'banners').forEach((banner, i) => {
    if (textAt(banner, 'linkageType') === 'EXTERNAL') add(`/banners/${i}/link`, textAt(banner, 'link'));
  });
  return out;
}

const routeList = [...new Set(SITE_ROUTES.map((r) => r.paths[0]))].join(', ');

function internalLinkProblem(link: string, pointer: string, context: RuleContext): Problem | null {
  if (!link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\'))
    return { pointer, message: `must be a path of this site starting with / (found ${quote(link)})` };
  const pathname = link.split(/[?#]/, 1)[0];
  const route = findSiteRoute(pathname, SITE_ROUTES);
  if (!route) return { pointer, message: `leads to ${quote(pathname)}, which is not a page of the portal (pages: ${routeList})` };
  // A warning: switching a module off in the file must still apply; the banner then is not clickable.
  if (context.modules && !isSiteRouteEnabled(route, context.modules))
    return {
      pointer,
      warning: true,
      message: `leads to ${quote(pathname)}, which this brand switches off (module ${route.modules.join(' or ')} is off in /whitelabel): the banner is shown but not clickable`,
    };
  return null;
}

export function linkRules(data: Record<string, unknown>, context: RuleContext): Problem[] {
  const out: Problem[] = [];
  for (const { pointer, value } of externalLinks(data)) {
    if (!isHttpsUrl(value)) out.push({ pointer, message: `${HTTPS} (found ${quote(value)})` });
  }
  listAt(data, 'banners').forEach((banner, i) => {
    const link = textAt(banner, 'link');
    if (textAt(banner, 'linkageType') !== 'INTERNAL' || link === undefined) return;
    const problem = internalLinkProblem(link, `/banners/${i}/link`, context);
    if (problem) out.push(problem);
  });
  return out;
}
