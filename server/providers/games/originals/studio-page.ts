// The studio's game page and verification page: a small server-rendered shell (its style and boot data
// under the response's CSP nonce) that loads the studio's own script. It runs inside the portal's /game
// frame (built-in vendor) or in its own window (sandboxed third-party vendor).
import { escapeHtml } from '../../../http/plain-page.ts';

export interface StudioPageBoot {
  vendor: string;
  gameCode: string;
  engine: string;
  /** football, esports or cockfight for a match game; null otherwise. */
  matchKind: string | null;
  name: string;
  token: string;
  lang: string;
  currency: { symbol: string; minorUnits: number };
  own: boolean;
  minBet: number;
  maxStake: number;
  /** The brand's stake scale: the page's chips are catalogue chips times this. */
  stakeScale: number;
  strings: Record<string, string>;
}

const STYLE = `
:root{color-scheme:dark;--bg:#0f1226;--panel:#181c38;--line:#2b3160;--text:#eef0ff;--muted:#a3a9d6;--accent:#f5b82e;--good:#34d399;--bad:#f87171}
*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;background:radial-gradient(circle at 50% 0,#232a5c,var(--bg) 60%);color:var(--text);min-height:100vh}
header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;padding:.75rem 1rem;border-bottom:1px solid var(--line);background:rgba(0,0,0,.25)}
h1{font-size:1.1rem;margin:0}.badge{font-size:.7rem;text-transform:uppercase;letter-spacing:.05em;background:#7c3aed;border-radius:99px;padding:.15rem .5rem;margin-left:.5rem}
.balance{font-variant-numeric:tabular-nums;font-weight:700;color:var(--accent)}
main{max-width:960px;margin:0 auto;padding:1rem;display:grid;gap:1rem}
.stage{background:var(--panel);border:1px solid var(--line);border-radius:16px;padding:1rem;display:grid;gap:1rem;justify-items:center}
.controls{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;justify-content:center}
label{display:flex;gap:.4rem;align-items:center;color:var(--muted);font-size:.9rem}
select,input{font:inherit;background:#0c0f22;color:var(--text);border:1px solid var(--line);border-radius:8px;padding:.45rem .6rem}
button{font:inherit;cursor:pointer;border-radius:10px;border:1px solid var(--line);background:#262c58;color:var(--text);padding:.55rem 1rem}
button.primary{background:linear-gradient(#fbbf24,#d97706);border-color:#d97706;color:#1f1300;font-weight:800;min-width:8rem}
button:disabled{opacity:.5;cursor:wait}
.message{min-height:1.5rem;font-weight:700;text-align:center}.message.win{color:var(--good)}.message.error{color:var(--bad)}
.reels{display:grid;grid-template-columns:repeat(5,minmax(0,1fr));gap:.4rem;width:min(100%,520px)}
.cell{aspect-ratio:1;background:#0c0f22;border:2px solid var(--line);border-radius:12px;display:grid;place-items:center}
.cell.hit{border-color:var(--accent);box-shadow:0 0 12px rgba(245,184,46,.6)}
.cell svg{width:78%;height:78%}
.table{display:grid;grid-template-columns:1fr 1fr;gap:1rem;width:100%}
.hand{display:grid;gap:.5rem;justify-items:center}.hand h2{margin:0;font-size:1rem;color:var(--muted)}
.cards{display:flex;gap:.4rem;min-height:5.5rem}.card{width:3.6rem;height:5.2rem;border-radius:8px;background:#fff;color:#111;display:grid;place-items:center;font-weight:800;font-size:1.2rem}
.card.red{color:#c81e1e}.points{font-size:1.6rem;font-weight:800}
.sides{display:grid;grid-template-columns:repeat(3,1fr);gap:.5rem;width:100%}.side{display:grid;gap:.25rem;padding:.75rem;border-radius:12px;text-align:center}
.side.on{border-color:var(--accent);box-shadow:inset 0 0 0 2px var(--accent)}.side small{color:var(--muted)}
.sea{position:relative;width:100%;height:min(60vh,360px);border-radius:12px;overflow:hidden;background:linear-gradient(#0e4c7a,#06243d)}
.fish{position:absolute;border:0;background:none;padding:0;width:clamp(72px,12vw,112px);aspect-ratio:5/3;cursor:crosshair}.fish svg{width:100%;height:100%}
.fairness{background:var(--panel);border:1px solid var(--line);border-radius:16px;padding:1rem;font-size:.85rem;display:grid;gap:.5rem}
.fairness h2{margin:0;font-size:1rem}.fairness label{flex-wrap:wrap}.fairness input{max-width:100%;min-width:0}.fairness pre{white-space:pre-wrap}.fairness>*{min-width:0}.mono{font-family:ui-monospace,monospace;word-break:break-all;color:var(--muted)}
.row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}a{color:var(--accent)}.notice{margin:0;color:var(--muted);font-size:.85rem}
.fixture{width:100%;max-width:640px;display:grid;gap:.75rem;background:#0c0f22;border:1px solid var(--line);border-radius:14px;padding:1rem}
.fixture-title{text-align:center;color:var(--muted);font-size:.8rem;font-weight:700;text-transform:uppercase;letter-spacing:.06em}
.duel{display:grid;grid-template-columns:minmax(0,1fr) auto minmax(0,1fr);align-items:center;gap:.5rem}
.contender{display:grid;justify-items:center;align-content:start;gap:.35rem;text-align:center;padding:.75rem .5rem;border-radius:12px;border:2px solid var(--line);border-top-width:5px;background:#141833;transition:opacity .3s,box-shadow .3s}
.contender.meron{background:linear-gradient(#7f1d1d,#450a0a);border-color:#ef4444}.contender.wala{background:linear-gradient(#1e3a8a,#172554);border-color:#3b82f6}
.contender.home{border-top-color:#f59e0b}.contender.away{border-top-color:#38bdf8}.contender.team-a{border-top-color:#a78bfa}.contender.team-b{border-top-color:#34d399}
.contender.won{border-color:var(--accent);box-shadow:0 0 0 2px var(--accent),0 0 24px rgba(245,184,46,.45)}.contender.lost{opacity:.5}
.corner{font-size:.75rem;font-weight:800;letter-spacing:.08em;text-transform:uppercase}.emblem{width:clamp(52px,15vw,96px);aspect-ratio:1}.emblem svg{width:100%;height:100%}
.contender .name{font-weight:800;line-height:1.2;font-size:clamp(.75rem,3.2vw,1.1rem);overflow-wrap:anywhere}.strength{display:grid;gap:.2rem;width:100%;font-size:.7rem;color:var(--muted)}
.bar{height:.35rem;border-radius:99px;background:rgba(255,255,255,.14);overflow:hidden}.bar i{display:block;height:100%;background:var(--accent)}
.centre{display:grid;justify-items:center;gap:.2rem;min-width:3.2rem;text-align:center}.score{font-size:clamp(1.3rem,6vw,2.2rem);font-weight:900;font-variant-numeric:tabular-nums;white-space:nowrap}
.centre small{color:var(--muted);font-size:.75rem}.verdict{text-align:center;font-size:1.15rem;font-weight:900;color:var(--accent)}.verdict:empty{display:none}.fixture.live .score{animation:pulse .8s ease-in-out infinite}@keyframes pulse{50%{opacity:.25}}
.rules{margin:0;color:var(--muted);font-size:.8rem;text-align:center}
.markets{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(0,1fr);gap:.5rem;width:100%;max-width:640px}
.market{display:grid;gap:.15rem;justify-items:center;align-content:start;padding:.6rem .3rem;border-radius:12px;border-top:4px solid var(--line)}
.market .label{font-weight:800;overflow-wrap:anywhere}.market small{color:var(--muted);font-size:.75rem;overflow-wrap:anywhere}.market strong{font-size:1.35rem;color:var(--accent);font-variant-numeric:tabular-nums}
.market.home{border-top-color:#f59e0b}.market.away{border-top-color:#38bdf8}.market.team-a{border-top-color:#a78bfa}.market.team-b{border-top-color:#34d399}.market.draw{border-top-color:var(--muted)}
.market.meron{background:#7f1d1d;border-color:#ef4444}.market.wala{background:#1e3a8a;border-color:#3b82f6}.market.meron small,.market.wala small{color:#e5e7eb}
.market.on{border-color:var(--accent);box-shadow:inset 0 0 0 2px var(--accent)}.markets.settled .market{cursor:default}.market.won{box-shadow:0 0 0 3px var(--good)}.market.won strong{color:var(--good)}
.potential{color:var(--muted);font-variant-numeric:tabular-nums}
@media (max-width:520px){.table{grid-template-columns:1fr}.card{width:2.9rem;height:4.2rem;font-size:1rem}.fixture{padding:.75rem .5rem}.contender{padding:.6rem .2rem}.duel{gap:.35rem}}
@media (prefers-reduced-motion:reduce){.fixture.live .score{animation:none}}
`;

export function renderStudioPage(boot: StudioPageBoot, nonce: string): string {
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${escapeHtml(boot.lang.toLowerCase())}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(boot.name)}</title><style nonce="${escapeHtml(nonce)}">${STYLE}</style></head>
<body><div id="studio" data-testid="studio"></div>
<script id="studio-boot" type="application/json" nonce="${escapeHtml(nonce)}">${json}</script>
<script nonce="${escapeHtml(nonce)}" src="/studio/assets/studio.js"></script></body>
</html>
`;
}

export function renderVerifyPage(p: { lang: string; strings: Record<string, string> }, nonce: string): string {
  const json = JSON.stringify({ mode: 'verify', lang: p.lang, strings: p.strings }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${escapeHtml(p.lang.toLowerCase())}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(p.strings.verifyTitle ?? '')}</title><style nonce="${escapeHtml(nonce)}">${STYLE}</style></head>
<body><div id="studio" data-testid="studio-verify"></div>
<script id="studio-boot" type="application/json" nonce="${escapeHtml(nonce)}">${json}</script>
<script nonce="${escapeHtml(nonce)}" src="/studio/assets/studio.js"></script></body>
</html>
`;
}
