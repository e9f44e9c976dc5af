// Baseline for bench-http: bare Express 5 sending the portal's page bytes with the portal's headers (one real
// response, captured by http.ts with the brand's Host header and passed in PAGE_FILE and PAGE_HEADERS), so the
// gap between it and the portal is our own per-request work, not the page size or the header count.
// ETag off, as in the portal: Express would otherwise hash the page on every response.
import { readFileSync } from 'node:fs';
import express from 'express';

const page = readFileSync(process.env.PAGE_FILE);
const headers = Object.fromEntries(JSON.parse(process.env.PAGE_HEADERS));
if (page.length < 2048 || !page.includes('id="boot"')) throw new Error(`PAGE_FILE holds ${page.length} bytes, not the brand page`);
const app = express();
app.set('etag', false);
app.disable('x-powered-by');
app.get('/', (_req, res) => {
  res.set(headers).send(page);
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
