// A real SMTP server (smtp-server) on 127.0.0.1:<ephemeral port> that keeps every message it
// receives, decoded enough for assertions: subject, text and html parts (UTF-8, quoted-printable,
// base64, multipart) — what nodemailer produces. AUTH is accepted with any credentials (recorded);
// STARTTLS is off so no certificate is needed.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  /** Envelope sender and recipients. */
  from: string;
  to: string[];
  /** AUTH user name, when the client logged in. */
  user?: string;
  subject: string;
  text: string;
  html?: string;
  headers: Record<string, string>;
  raw: string;
}

export interface SmtpSink {
  port: number;
  /** smtp://user:pass@127.0.0.1:<port> — set as SMTP_URL or a tenant's secrets.smtpUrl. */
  url: string;
  messages: SinkMessage[];
  /** Resolves with the first message (already received or arriving) that matches. */
  waitFor(match?: (m: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
  close(): Promise<void>;
}

export async function startSmtpSink(credentials = { user: 'sink-user', pass: 'sink-pass' }): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = session.envelope;
        messages.push({
          ...parseMessage(raw),
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@127.0.0.1:${port}`,
    messages,
    waitFor(match = () => true, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no matching e-mail within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=). */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=(\s+(?==\?))?/g, (_m, _charset, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

function parseMessage(raw: string): Pick<SinkMessage, 'subject' | 'text' | 'html' | 'headers'> {
  const top = splitPart(raw);
  const found: { text?: string; html?: string } = {};
  const walk = (part: Part) => {
    const type = part.headers['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      const sections = part.body.split(`--${boundary}`).slice(1);
      for (const section of sections) if (!section.startsWith('--')) walk(splitPart(section.replace(/^\r?\n/, '')));
      return;
    }
    const body = decodeBody(part).replace(/\r?\n$/, '');
    if (/^text\/html/i.test(type)) found.html ??= body;
    else if (/^text\/plain/i.test(type)) found.text ??= body;
  };
  walk(top);
  return { subject: decodeWords(top.headers.subject ?? ''), text: (found.text ?? '').replace(/\r\n/g, '\n'), html: found.html, headers: top.headers };
}
