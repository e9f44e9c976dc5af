// Baseline for bench-http: a bare Express 5 hello-world (the framework's floor).
import express from 'express';
const app = express();
app.get('/', (_req, res) => {
  res.send('hello');
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
