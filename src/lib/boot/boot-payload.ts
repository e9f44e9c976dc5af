// Reads the BootPayload the server inlines as <script id="boot" type="application/json">.
import type { BootPayload } from '../../../schemas/rules/public-config.ts';

export class BootPayloadError extends Error {}

export function readBootPayload(doc: Document = document): BootPayload {
  const el = doc.getElementById('boot');
  if (!el?.textContent) throw new BootPayloadError('The page has no boot payload.');
  const payload = JSON.parse(el.textContent) as BootPayload;
  if (!payload || typeof payload !== 'object' || !payload.tenant || !payload.system) {
    throw new BootPayloadError('The boot payload is incomplete.');
  }
  return payload;
}
