// The agent pages' pure parts: the invitation QR code as one SVG path, a rate in basis points as a percentage,
// and a tier table typed as text (rates in percent) turned into the API's tiers.
import QRCode from 'qrcode';
import type { Tier } from '../../../schemas/generated/agents.ts';
import { zonedParts } from '../../lib/format/zoned-time.ts';

/** The QR code of `text`: its size in modules and an SVG path of the dark ones. */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y++) for (let x = 0; x < modules.size; x++) if (modules.get(x, y)) parts.push(`M${x} ${y}h1v1h-1z`);
  return { size: modules.size, path: parts.join('') };
}

/** 50 basis points → "0.50%". */
export const rateText = (bp: number): string => `${(bp / 100).toFixed(2)}%`;

export interface TierDraft {
  minTurnover: string;
  minActive: string;
  rate: string;
}

/**
 * The tiers of a draft: turnover in major units (× 10^minorUnits), active members, rate in percent (× 100 → bp).
 * Null when a field is not a number; the server checks the rest (rising tiers, the cap).
 */
export function tiersOf(drafts: readonly TierDraft[], minorUnits: number): Tier[] | null {
  const out: Tier[] = [];
  for (const d of drafts) {
    const [turnover, active, rate] = [Number(d.minTurnover), Number(d.minActive), Number(d.rate)];
    if (![turnover, active, rate].every((n) => Number.isFinite(n) && n >= 0) || d.rate.trim() === '') return null;
    out.push({ minTurnover: Math.round(turnover * 10 ** minorUnits), minActive: Math.floor(active), rateBp: Math.round(rate * 100) });
  }
  return out;
}

/** An instant as YYYY.MM.DD HH:mm in the brand's time zone (the same text on the server and in the browser). */
export function dateTime(iso: string | null | undefined, timeZone: string | undefined): string {
  const p = iso ? zonedParts(iso, timeZone) : null;
  return p ? `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}` : '—';
}
