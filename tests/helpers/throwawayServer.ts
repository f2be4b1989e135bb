// A throwaway HTTP server for answers the local platform itself never gives (error pages,
// broken bodies, a request held): started on a free port, closed with its connections after.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export async function withServer(handler: http.RequestListener, run: (url: string) => Promise<void>): Promise<void> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
