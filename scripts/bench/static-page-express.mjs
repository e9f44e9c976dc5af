// Baseline for bench-http: bare Express 5 sending the same bytes as the portal's page (fetched once
// at start), so the gap between it and the portal is our own per-request work, not the page size.
import express from 'express';
const page = Buffer.from(await (await fetch(process.env.PAGE_URL, { headers: { host: process.env.PAGE_HOST } })).arrayBuffer());
const app = express();
app.get('/', (_req, res) => {
  res.type('html').send(page);
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
