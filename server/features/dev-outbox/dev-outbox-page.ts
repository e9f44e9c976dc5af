// The /dev/outbox page: a plain server-rendered list of the demo outbox (no scripts; the style
// carries the response's CSP nonce).
import type { DevOutboxValue } from '../../../schemas/generated/verification.ts';
import { escapeHtml } from '../../http/plain-page.ts';

export interface DevOutboxLabels {
  title: string;
  intro: string;
  sms: string;
  email: string;
  to: string;
  body: string;
  subject: string;
  time: string;
  empty: string;
  refresh: string;
}

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1f2933}main{max-width:60rem;margin:0 auto;padding:1.5rem}' +
  'h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem}table{width:100%;border-collapse:collapse;background:#fff}' +
  'th,td{text-align:left;vertical-align:top;padding:.5rem;border-bottom:1px solid #d9dee3}td.msg{white-space:pre-wrap;word-break:break-word}' +
  'time{white-space:nowrap;color:#52606d}';

function table(headers: string[], rows: string[][], empty: string): string {
  if (rows.length === 0) return `<p>${escapeHtml(empty)}</p>`;
  const head = headers.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('');
  const body = rows.map((cells) => `<tr>${cells.join('')}</tr>`).join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

const timeCell = (iso: string) => `<td><time datetime="${escapeHtml(iso)}">${escapeHtml(iso.replace('T', ' ').slice(0, 19))}</time></td>`;
const cell = (text: string, className?: string) => `<td${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</td>`;

export function renderDevOutboxPage(options: { lang: string; nonce: string; labels: DevOutboxLabels; outbox: DevOutboxValue }): string {
  const { lang, nonce, labels, outbox } = options;
  const sms = table(
    [labels.time, labels.to, labels.body],
    outbox.sms.map((m) => [timeCell(m.createdAt), cell(m.to), cell(m.body, 'msg')]),
    labels.empty,
  );
  const email = table(
    [labels.time, labels.to, labels.subject, labels.body],
    outbox.email.map((m) => [timeCell(m.createdAt), cell(m.to), cell(m.subject), cell(m.text, 'msg')]),
    labels.empty,
  );
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(labels.title)}</title>
<style nonce="${escapeHtml(nonce)}">${STYLE}</style>
</head>
<body><main>
<h1>${escapeHtml(labels.title)}</h1>
<p>${escapeHtml(labels.intro)} <a href="">${escapeHtml(labels.refresh)}</a></p>
<h2 id="sms">${escapeHtml(labels.sms)}</h2>
${sms}
<h2 id="email">${escapeHtml(labels.email)}</h2>
${email}
</main></body>
</html>
`;
}
