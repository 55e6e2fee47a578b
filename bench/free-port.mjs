// A TCP port free on 127.0.0.1 right now, for a bench process that must be told its port up front.
import { createServer } from 'node:net';

export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
