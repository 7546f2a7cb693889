import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dispatch } from '../../local/dispatch.js';
import { createLocalHttpServer } from '../../local/http-server.js';

/** The local server's HTTP side in this process, over the route table, on a free port of 127.0.0.1. */
export async function startLocalHttpServer(): Promise<{ server: Server; base: string; close: () => Promise<void> }> {
  const server = createLocalHttpServer(dispatch);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    server,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((done, fail) => server.close((error) => (error ? fail(error) : done())));
    },
  };
}
