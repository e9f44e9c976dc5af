// Paths answered with JSON envelopes (spec §7); everything else is the web app.
// /bo/api: the back office's API (operator hosts only; on a brand host it is an unknown API path).
const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/api', '/bo/api'];

export function isApiPath(path: string): boolean {
  for (const prefix of API_PREFIXES) {
    if (path.startsWith(prefix) && (path.length === prefix.length || path[prefix.length] === '/')) return true;
  }
  return false;
}
