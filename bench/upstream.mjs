// The bench's stand-in for the Maintainerr service, run as its own process so it does not share an
// event loop with the load generator: a small /api/app/status answer (as the real service sends it),
// its time zone (what the gateway's /readyz asks),
// and /api/events/stream held open, with POST /bench/broadcast writing one event to every open stream.
import { createServer } from 'node:http';

const STATUS = '{"status":1,"version":"2.21.0","commitTag":"local","updateAvailable":false}';
/** A rule list of about 20 KB, the size of /api/rules on a service with a dozen rule groups. */
const RULES = JSON.stringify(
  Array.from({ length: 28 }, (_, id) => ({
    id,
    name: `Rule group ${id}`,
    description: 'Remove movies nobody watched in a year, unless they are on a watchlist',
    libraryId: 1 + (id % 3),
    isActive: id % 5 !== 0,
    collectionId: 100 + id,
    rules: Array.from({ length: 4 }, (_, n) => ({
      id: id * 10 + n,
      ruleJson: JSON.stringify({ operator: n ? 0 : null, firstVal: [1, 5 + n], action: 3, customVal: { ruleTypeId: 0, value: String(365 - n) } }),
      section: n % 2,
    })),
  })),
);
const streams = new Set();

const server = createServer((request, response) => {
  if (request.url === '/api/events/stream') {
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    response.write('\n');
    streams.add(response);
    response.once('close', () => streams.delete(response));
    return;
  }
  if (request.url === '/bench/broadcast' && request.method === 'POST') {
    const frame = `event: rule_handler.started\ndata: ${JSON.stringify({ type: 'rule_handler.started', time: new Date().toISOString(), message: 'Started execution of all active rules' })}\n\n`;
    for (const stream of streams) stream.write(frame);
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end(String(streams.size));
    return;
  }
  if (request.url === '/bench/streams') {
    response.end(String(streams.size));
    return;
  }
  // What the gateway's /readyz asks, which the bench waits on.
  if (request.url === '/api/app/timezone') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': 3 });
    response.end('UTC');
    return;
  }
  if (request.url === '/api/rules') {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(RULES) });
    response.end(RULES);
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(STATUS) });
  response.end(STATUS);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`listening ${server.address().port}\n`);
});
process.on('SIGTERM', () => process.exit(0));
