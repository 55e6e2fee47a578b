// A gateway that cannot listen (port taken, a host that does not resolve) says so in one line and
// exits 1, with no stack trace: an operator reads the reason at a glance in `docker logs`.
import t from 'tap';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { spawnGateway } from '../helpers/gateway.ts';

const occupied = createServer();
await new Promise<void>((resolve) => occupied.listen(0, '127.0.0.1', resolve));
const takenPort = (occupied.address() as AddressInfo).port;
t.teardown(() => new Promise<void>((resolve) => occupied.close(() => resolve())));

const cases: [what: string, host: string, port: number, reason: RegExp][] = [
  ['a port in use', '127.0.0.1', takenPort, /EADDRINUSE/],
  // '%' passes HOST's character check but names no interface.
  ['a host that does not resolve', '%', 0, /ENOTFOUND|EAI_AGAIN|EINVAL/],
];

for (const [what, host, port, reason] of cases) {
  t.test(what, async (t) => {
    const gateway = spawnGateway({ MAINTAINERR_URL: 'http://127.0.0.1:9', HOST: host, PORT: String(port) });
    t.teardown(() => {
      if (gateway.child.exitCode === null) gateway.child.kill('SIGKILL');
    });
    t.equal(await gateway.exited, 1, 'exit code 1');
    const lines = gateway.output().trim().split('\n');
    t.equal(lines.length, 1, `one line, no stack trace (${gateway.output()})`);
    t.ok(lines[0]!.startsWith(`maintainerr-gateway: cannot listen on ${host}:${port}: `), 'names the address');
    t.match(lines[0], reason, 'and the reason');
  });
}
