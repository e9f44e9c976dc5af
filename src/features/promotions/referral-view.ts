// The referral page's pure parts: the invite link (the register page with ?referralCode=, which the register
// page and the spec's registerModal read), the QR code as one SVG path (drawn in the theme's colours, no image
// URL for the CSP to allow), and each milestone's line.
import QRCode from 'qrcode';
import type { ReferralMilestone, ReferralProgramme } from '../../../schemas/generated/promotions.ts';

export function inviteLink(origin: string, code: string): string {
  const url = new URL('/register', origin);
  url.searchParams.set('referralCode', code);
  return url.toString();
}

/** The QR code of `text`: its size in modules and an SVG path of the dark ones (one 1×1 square each, `M x y h1v1h-1z`). */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y++) for (let x = 0; x < modules.size; x++) if (modules.get(x, y)) parts.push(`M${x} ${y}h1v1h-1z`);
  return { size: modules.size, path: parts.join('') };
}

export interface MilestoneLine {
  key: `referral.on.${ReferralMilestone}`;
  params: { amount?: string };
  you: string;
  friend?: string;
}

/** One line per milestone the programme pays: what the friend does (with its threshold) and what each side gets. */
export function milestoneLines(p: ReferralProgramme, money: (minor: number) => string): MilestoneLine[] {
  return p.milestones.map((m) => {
    const line: MilestoneLine = { key: `referral.on.${m.on}`, params: {}, you: money(m.amount) };
    if (m.on !== 'registered') line.params.amount = money(m.threshold ?? 0);
    if (m.friendAmount !== undefined) line.friend = money(m.friendAmount);
    return line;
  });
}
