// The operator console's pages, rendered on the server: plain forms (POST, then redirect), no
// scripts, the style carrying the response's CSP nonce. Two-step actions use <details> so a single
// stray click never moves money. Every text comes from the catalogues (ops.*).
import { escapeHtml as e } from '../../http/plain-page.ts';
import type { StaffDepositItem, StaffWithdrawalItem } from './cashier.ports.ts';
import type { CashierTab, ListStatus } from './staff-cashier.service.ts';
import type { StaffSession } from './staff-auth.service.ts';
import type { AuditRecord } from './staff.repository.ts';

export interface PageContext {
  lang: string;
  nonce: string;
  t: (key: string, params?: Record<string, string | number>) => string;
  money: (tenantId: string, minor: number) => string;
  languages: Array<{ code: string; label: string }>;
  /** The current path + query without `language`, to build the language links. */
  here: string;
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f4f6f8;--card:#fff;--text:#1f2933;--muted:#616e7c;--line:#dde2e7;--accent:#2457c5;--ok:#1a7f37;--bad:#b42318;--warn:#8a5a00}
@media (prefers-color-scheme:dark){:root{--bg:#12161b;--card:#1b2129;--text:#e4e7eb;--muted:#9aa5b1;--line:#2c3540;--accent:#7aa2ff;--ok:#4cc38a;--bad:#ff7b72;--warn:#e3b341}}
*{box-sizing:border-box}body{margin:0;font:14px/1.45 system-ui,sans-serif;background:var(--bg);color:var(--text)}
header{display:flex;flex-wrap:wrap;gap:.75rem 1.5rem;align-items:center;padding:.75rem 1.25rem;background:var(--card);border-bottom:1px solid var(--line)}
header h1{font-size:1.05rem;margin:0}header .who{margin-left:auto;color:var(--muted)}nav.lang a{margin-left:.4rem;color:var(--muted)}
main{padding:1.25rem;max-width:88rem;margin:0 auto}a{color:var(--accent)}
.tabs{display:flex;gap:.25rem;border-bottom:1px solid var(--line);margin-bottom:1rem;flex-wrap:wrap}.tabs a{padding:.5rem .9rem;text-decoration:none;color:var(--muted);border-bottom:2px solid transparent}
.tabs a.on{color:var(--text);border-color:var(--accent);font-weight:600}.filters{margin-bottom:.75rem;display:flex;gap:.5rem;flex-wrap:wrap}.filters a{padding:.2rem .6rem;border:1px solid var(--line);border-radius:999px;text-decoration:none;color:var(--muted)}.filters a.on{background:var(--accent);color:#fff;border-color:var(--accent)}
.table{overflow-x:auto;background:var(--card);border:1px solid var(--line);border-radius:8px}table{border-collapse:collapse;width:100%}
th,td{padding:.55rem .7rem;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}th{font-size:.78rem;text-transform:uppercase;letter-spacing:.03em;color:var(--muted);white-space:nowrap}
td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap;font-weight:600}.muted{color:var(--muted);font-size:.85em}
.st{display:inline-block;white-space:nowrap;padding:.1rem .5rem;border-radius:999px;font-size:.8rem;border:1px solid currentColor}.st-approved,.st-received,.st-resolved{color:var(--ok)}.st-rejected,.st-failed{color:var(--bad)}.st-pending,.st-disputed{color:var(--warn)}
details{display:inline-block;margin:0 .25rem .25rem 0}details[open]{display:block}td.actions{min-width:15rem}summary{list-style:none;cursor:pointer;display:inline-block;padding:.3rem .7rem;border-radius:6px;border:1px solid var(--line);background:var(--card)}
summary::-webkit-details-marker{display:none}details[open] summary{border-color:var(--accent)}details form{margin-top:.4rem;display:flex;gap:.4rem;flex-wrap:wrap;align-items:center}
button{font:inherit;padding:.3rem .8rem;border-radius:6px;border:1px solid var(--line);background:var(--card);color:var(--text);cursor:pointer}button.ok{background:var(--ok);border-color:var(--ok);color:#fff}button.bad{background:var(--bad);border-color:var(--bad);color:#fff}
input[type=text],input[type=password]{font:inherit;padding:.35rem .5rem;border:1px solid var(--line);border-radius:6px;background:var(--bg);color:var(--text)}
.pager{display:flex;gap:1rem;align-items:center;margin-top:.75rem}.flash{padding:.6rem .8rem;border-radius:6px;margin-bottom:1rem;background:var(--card);border-left:4px solid var(--ok)}.flash.err{border-color:var(--bad)}
.login{max-width:22rem;margin:12vh auto;background:var(--card);border:1px solid var(--line);border-radius:10px;padding:1.5rem}.login label{display:block;margin:.75rem 0 .25rem}.login input{width:100%}.login button{margin-top:1rem;width:100%;padding:.55rem}
img.thumb{width:44px;height:44px;object-fit:cover;border-radius:4px;border:1px solid var(--line);vertical-align:middle;margin-right:.25rem}`;

function layout(ctx: PageContext, title: string, body: string, session?: StaffSession): string {
  const langs = ctx.languages
    .map((l) => `<a href="${e(withParam(ctx.here, 'language', l.code))}" lang="${e(l.code.toLowerCase())}">${e(l.label)}</a>`)
    .join('');
  const who = session
    ? `<span class="who">${e(ctx.t('ops.signedInAs', { name: session.username, role: ctx.t(`ops.role.${session.role}`) }))}</span><form method="post" action="/logout"><input type="hidden" name="csrf" value="${e(session.csrfToken)}"><button type="submit" data-testid="ops-logout">${e(ctx.t('ops.logout'))}</button></form>`
    : '';
  return `<!doctype html>
<html lang="${e(ctx.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${e(title)} · ${e(ctx.t('ops.title'))}</title><style nonce="${e(ctx.nonce)}">${STYLE}</style></head>
<body><header><h1>${e(ctx.t('ops.title'))}</h1><nav class="lang">${langs}</nav>${who}</header><main>${body}</main></body></html>
`;
}

function withParam(here: string, name: string, value: string): string {
  const url = new URL(here, 'http://x');
  url.searchParams.set(name, value);
  return url.pathname + url.search;
}

export interface LoginForm {
  /** The pre-session token (login CSRF). */
  csrf: string;
  /** Shown when the username has had too many failures. */
  captcha?: { id: string; image: string };
}

export function loginPage(ctx: PageContext, form: LoginForm, error?: string): string {
  const err = error ? `<p class="flash err" role="alert">${e(error)}</p>` : '';
  const captcha = form.captcha
    ? `<input type="hidden" name="captchaId" value="${e(form.captcha.id)}"><label for="c">${e(ctx.t('login.captcha'))}</label><img src="${e(form.captcha.image)}" alt="${e(ctx.t('login.captcha'))}" width="120" height="40" data-testid="ops-login-captcha-image"><input id="c" type="text" name="captcha" autocomplete="off" required maxlength="12" data-testid="ops-login-captcha">`
    : '';
  return layout(
    ctx,
    ctx.t('ops.login.title'),
    `<form class="login" method="post" action="/login"><h2>${e(ctx.t('ops.login.title'))}</h2>${err}<input type="hidden" name="csrf" value="${e(form.csrf)}">
<label for="u">${e(ctx.t('ops.login.username'))}</label><input id="u" type="text" name="username" autocomplete="username" required maxlength="64" data-testid="ops-login-username">
<label for="p">${e(ctx.t('ops.login.password'))}</label><input id="p" type="password" name="password" autocomplete="current-password" required maxlength="128" data-testid="ops-login-password">
${captcha}<button type="submit" class="ok" data-testid="ops-login-submit">${e(ctx.t('ops.login.submit'))}</button></form>`,
  );
}

export interface CashierView {
  tab: CashierTab;
  status: ListStatus;
  page: number;
  totalPages: number;
  items: Array<StaffDepositItem | StaffWithdrawalItem>;
  flash?: { text: string; error?: boolean };
}

function tabs(ctx: PageContext, session: StaffSession, current: string): string {
  const all: string[] = ['deposits', 'withdrawals', 'disputes', ...(session.role === 'admin' ? ['audit'] : [])];
  return `<nav class="tabs">${all
    .map(
      (tab) =>
        `<a href="${tab === 'audit' ? '/audit' : `/cashier?tab=${tab}`}" class="${tab === current ? 'on' : ''}" data-testid="ops-tab-${tab}">${e(ctx.t(`ops.tabs.${tab}`))}</a>`,
    )
    .join('')}</nav>`;
}

function actionForm(session: StaffSession, path: string, label: string, confirm: string, cls: string, testId: string, extra = ''): string {
  return `<details><summary data-testid="${testId}">${e(label)}</summary><form method="post" action="${e(path)}"><input type="hidden" name="csrf" value="${e(session.csrfToken)}">${extra}<button type="submit" class="${cls}" data-testid="ops-confirm">${e(confirm)}</button></form></details>`;
}

const noteField = (ctx: PageContext, required: boolean) =>
  `<input type="text" name="note" maxlength="140" ${required ? 'required' : ''} placeholder="${e(ctx.t('ops.note'))}" aria-label="${e(ctx.t('ops.note'))}" data-testid="ops-note">`;

function actions(ctx: PageContext, session: StaffSession, item: StaffDepositItem | StaffWithdrawalItem, kind: 'deposit' | 'withdrawal'): string {
  const base = `/cashier/${kind}s/${encodeURIComponent(item.tenantId)}/${item.id}`;
  if (item.status === 'pending' && (kind === 'withdrawal' || (item as StaffDepositItem).methodKind === 'manualBank')) {
    return (
      actionForm(session, `${base}/approve`, ctx.t('ops.approve'), ctx.t('ops.confirmApprove'), 'ok', 'ops-approve') +
      actionForm(session, `${base}/reject`, ctx.t('ops.reject'), ctx.t('ops.confirmReject'), 'bad', 'ops-reject', noteField(ctx, true))
    );
  }
  if (item.status === 'disputed') {
    return (
      actionForm(
        session,
        `${base}/resolve`,
        ctx.t('ops.resolveRefund'),
        ctx.t('ops.confirmRefund'),
        'ok',
        'ops-resolve-refund',
        `<input type="hidden" name="outcome" value="refund">${noteField(ctx, true)}`,
      ) +
      actionForm(
        session,
        `${base}/resolve`,
        ctx.t('ops.resolvePaid'),
        ctx.t('ops.confirmPaid'),
        '',
        'ops-resolve-paid',
        `<input type="hidden" name="outcome" value="paid">${noteField(ctx, true)}`,
      )
    );
  }
  const by = item.reviewedBy ? `${item.reviewedBy}${item.reviewedAt ? ` · ${item.reviewedAt.slice(0, 16).replace('T', ' ')}` : ''}` : '';
  return `<span class="muted">${e(by)}</span>`;
}

function details(ctx: PageContext, item: StaffDepositItem | StaffWithdrawalItem, kind: 'deposit' | 'withdrawal'): string {
  const images = (count: number, href: (i: number) => string, label: (i: number) => string) =>
    Array.from(
      { length: count },
      (_, i) => `<a href="${e(href(i + 1))}" target="_blank" rel="noopener"><img class="thumb" src="${e(href(i + 1))}" alt="${e(label(i + 1))}"></a>`,
    ).join('');
  const base = `/cashier/${kind}s/${encodeURIComponent(item.tenantId)}/${item.id}`;
  if (kind === 'deposit') {
    const d = item as StaffDepositItem;
    const lines = [
      `${ctx.t(`ops.method.${d.methodKind}`)} · ${d.methodId}`,
      d.bankAccountId ? `→ ${d.bankAccountId}` : '',
      d.reference ? `${ctx.t('ops.reference')} ${d.reference}` : '',
    ];
    return `${lines
      .filter(Boolean)
      .map((l) => `<div>${e(l)}</div>`)
      .join('')}${
      d.hasReceipt
        ? images(
            1,
            () => `${base}/receipt`,
            () => ctx.t('ops.receipt'),
          )
        : ''
    }${d.note ? `<div class="muted">${e(d.note)}</div>` : ''}`;
  }
  const w = item as StaffWithdrawalItem;
  const received =
    w.receivedAmount !== undefined && w.status !== 'received'
      ? `<div>${e(ctx.t('ops.received', { amount: ctx.money(w.tenantId, w.receivedAmount) }))}</div>`
      : '';
  return `<div>${e(w.bankName)} · ${e(w.cardHolder)}</div><div class="muted">${e(w.cardNumber)}</div>${received}${images(
    w.proofCount,
    (i) => `${base}/proof/${i}`,
    (i) => ctx.t('ops.proof', { n: i }),
  )}${w.note ? `<div class="muted">${e(w.note)}</div>` : ''}`;
}

export function cashierPage(ctx: PageContext, session: StaffSession, view: CashierView): string {
  const kind = view.tab === 'deposits' ? 'deposit' : 'withdrawal';
  const filters =
    view.tab === 'disputes'
      ? ''
      : `<div class="filters">${(['waiting', 'done', 'all'] as const)
          .map(
            (s) =>
              `<a href="/cashier?tab=${view.tab}&amp;status=${s}" class="${s === view.status ? 'on' : ''}" data-testid="ops-status-${s}">${e(ctx.t(`ops.status.${s}`))}</a>`,
          )
          .join('')}</div>`;
  const head = ['tenant', 'account', 'amount', 'details', 'status', 'created', 'actions']
    .map((c) => `<th scope="col">${e(ctx.t(`ops.col.${c}`))}</th>`)
    .join('');
  const rows = view.items
    .map(
      (
        item,
      ) => `<tr data-testid="ops-row-${kind}-${e(item.tenantId)}-${item.id}"><td>${e(item.tenantId)}</td><td>${e(item.account)}<div class="muted">#${item.id}</div></td>
<td class="num">${e(ctx.money(item.tenantId, item.amount))}</td><td>${details(ctx, item, kind)}</td>
<td><span class="st st-${e(item.status)}">${e(ctx.t(`ops.state.${item.status}`))}</span></td><td class="muted">${e(item.createdAt.slice(0, 16).replace('T', ' '))}</td>
<td class="actions">${actions(ctx, session, item, kind)}</td></tr>`,
    )
    .join('\n');
  const table = view.items.length
    ? `<div class="table"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`
    : `<p class="muted" data-testid="ops-empty">${e(ctx.t('ops.empty'))}</p>`;
  const link = (page: number) => `/cashier?tab=${view.tab}&amp;status=${view.status}&amp;page=${page}`;
  const pager =
    view.totalPages > 1
      ? `<div class="pager">${view.page > 1 ? `<a href="${link(view.page - 1)}">${e(ctx.t('ops.prev'))}</a>` : ''}<span>${e(ctx.t('ops.page', { page: view.page, total: view.totalPages }))}</span>${view.page < view.totalPages ? `<a href="${link(view.page + 1)}">${e(ctx.t('ops.next'))}</a>` : ''}</div>`
      : '';
  const flash = view.flash ? `<p class="flash${view.flash.error ? ' err' : ''}" role="status" data-testid="ops-flash">${e(view.flash.text)}</p>` : '';
  return layout(ctx, ctx.t(`ops.tabs.${view.tab}`), `${tabs(ctx, session, view.tab)}${flash}${filters}${table}${pager}`, session);
}

export function auditPage(ctx: PageContext, session: StaffSession, rows: AuditRecord[], page: number, totalPages: number): string {
  const head = ['at', 'user', 'action', 'tenant', 'subject', 'note', 'ip'].map((c) => `<th scope="col">${e(ctx.t(`ops.audit.${c}`))}</th>`).join('');
  const body = rows
    .map(
      (r) =>
        `<tr><td class="muted">${e(r.at.toISOString().slice(0, 19).replace('T', ' '))}</td><td>${e(r.username)}</td><td>${e(r.action)}</td><td>${e(r.tenantId ?? '')}</td><td>${e(r.subject ?? '')}</td><td>${e(r.note ?? '')}</td><td class="muted">${e(r.ip ?? '')}</td></tr>`,
    )
    .join('');
  const pager =
    totalPages > 1
      ? `<div class="pager">${page > 1 ? `<a href="/audit?page=${page - 1}">${e(ctx.t('ops.prev'))}</a>` : ''}<span>${e(ctx.t('ops.page', { page, total: totalPages }))}</span>${page < totalPages ? `<a href="/audit?page=${page + 1}">${e(ctx.t('ops.next'))}</a>` : ''}</div>`
      : '';
  return layout(
    ctx,
    ctx.t('ops.tabs.audit'),
    `${tabs(ctx, session, 'audit')}<div class="table"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>${pager}`,
    session,
  );
}
