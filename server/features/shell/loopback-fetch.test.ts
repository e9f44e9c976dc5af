import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loopbackFetch } from './loopback-fetch.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function countingServer(): Promise<{ port: number; connections: () => number; hosts: string[] }> {
  let connections = 0;
  const hosts: string[] = [];
  server = createServer((req, res) => {
    hosts.push(req.headers.host ?? '');
    res.end('ok');
  });
  server.on('connection', () => connections++);
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return { port: (server.address() as AddressInfo).port, connections: () => connections, hosts };
}

describe('loopbackFetch', () => {
  it("when the renderer asks for two paths in a row, then each goes on a connection of its own with the brand's host", async () => {
    // A kept-alive connection can be closed by the server's keep-alive timeout just as the next request is
    // written on it (ECONNRESET, a query the rendered page then lacks); one connection per request cannot.
    const { port, connections, hosts } = await countingServer();
    const fetch = loopbackFetch({ address: '127.0.0.1', port, host: 'aurora.localhost:3000' });
    expect(await (await fetch('/wps/one')).text()).toBe('ok');
    expect(await (await fetch('/wps/two')).text()).toBe('ok');
    expect(connections()).toBe(2);
    expect(hosts).toEqual(['aurora.localhost:3000', 'aurora.localhost:3000']);
  });

  it('when asked for another origin, then it refuses without a request', async () => {
    const { port, connections } = await countingServer();
    const fetch = loopbackFetch({ address: '127.0.0.1', port, host: 'aurora.localhost:3000' });
    await expect(fetch('http://example.com/x')).rejects.toThrow(TypeError);
    await expect(fetch('//example.com/x')).rejects.toThrow(TypeError);
    expect(connections()).toBe(0);
  });
});
