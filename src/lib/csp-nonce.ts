// The server puts the request's CSP nonce in <meta name="csp-nonce" content="…">. Two libraries look for
// it elsewhere: styled-components and Vite's chunk-preload helper both read
// <meta property="csp-nonce" nonce="…"> (checked in their sources: styled-components 6.6 `getNonce`,
// Vite 8 `preload`). This module runs first (imported before anything that renders) and bridges the two,
// so every <style> and preload <link> they create carries the nonce and passes the page's CSP.
export function readCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]');
  const value = meta?.content?.trim();
  return value ? value : undefined;
}

export function bridgeCspNonce(doc: Document = document): string | undefined {
  const nonce = readCspNonce(doc);
  if (!nonce || doc.querySelector('meta[property="csp-nonce"]')) return nonce;
  const bridge = doc.createElement('meta');
  bridge.setAttribute('property', 'csp-nonce');
  bridge.setAttribute('nonce', nonce);
  doc.head.appendChild(bridge);
  return nonce;
}

bridgeCspNonce();
