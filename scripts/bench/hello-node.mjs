// Baseline for bench-http: the floor of node:http on this machine.
import { createServer } from 'node:http';
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('hello');
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
