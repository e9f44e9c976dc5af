// The sandbox gateway's hosted payment page: server-rendered, no scripts (two plain forms), the style
// carrying the response's CSP nonce. It says plainly that it is a test gateway.
import { escapeHtml } from '../../http/plain-page.ts';

export interface SandboxPayPage {
  lang: string;
  nonce: string;
  title: string;
  notice: string;
  /** Shown as label → value rows. */
  rows: Array<[string, string]>;
  /** Form actions (same URL, action field pay|cancel); absent when the payment is settled. */
  buttons?: { pay: string; cancel: string; action: string };
  message?: string;
}

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#eef1f5;color:#1f2933}' +
  'main{width:min(26rem,92vw);background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.08);padding:1.75rem}' +
  'h1{font-size:1.25rem;margin:0 0 .25rem}.notice{font-size:.85rem;color:#8a5a00;background:#fff6e0;border-radius:6px;padding:.5rem .75rem}' +
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:1.25rem 0}dt{color:#52606d}dd{margin:0;text-align:right;font-weight:600;word-break:break-all}' +
  'form{display:inline}.actions{display:flex;gap:.75rem;justify-content:flex-end}button{font:inherit;border-radius:8px;padding:.6rem 1.1rem;cursor:pointer;border:1px solid #c5ccd3;background:#fff}' +
  'button.pay{background:#1a7f37;border-color:#1a7f37;color:#fff;font-weight:600}.message{font-size:1rem;margin-top:1rem}';

export function renderSandboxPayPage(p: SandboxPayPage): string {
  const rows = p.rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('');
  const form = (action: 'pay' | 'cancel', label: string, cls: string) =>
    `<form method="post" action="${escapeHtml(p.buttons!.action)}"><input type="hidden" name="action" value="${action}"><button type="submit" class="${cls}" data-testid="sandbox-${action}">${escapeHtml(label)}</button></form>`;
  const buttons = p.buttons ? `<div class="actions">${form('cancel', p.buttons.cancel, 'cancel')}${form('pay', p.buttons.pay, 'pay')}</div>` : '';
  const message = p.message ? `<p class="message" data-testid="sandbox-message">${escapeHtml(p.message)}</p>` : '';
  return `<!doctype html>
<html lang="${escapeHtml(p.lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(p.title)}</title><style nonce="${escapeHtml(p.nonce)}">${STYLE}</style></head>
<body><main><h1>${escapeHtml(p.title)}</h1><p class="notice">${escapeHtml(p.notice)}</p><dl>${rows}</dl>${buttons}${message}</main></body>
</html>
`;
}
