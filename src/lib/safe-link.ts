// Links that come from config: internal ones must be site paths, external ones http(s) only.
export function internalPath(link: string | undefined): string | null {
  if (!link) return null;
  const value = link.trim();
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

export function externalUrl(link: string | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
