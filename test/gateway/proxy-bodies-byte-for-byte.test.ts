// Every request body reaches the service byte for byte: any content type (none at all
// included), bodies past Fastify's 1 MiB body limit, bytes that are not UTF-8, sent with a length,
// chunked, or gzip-encoded (passed on still encoded). Compared by SHA-256 at the upstream.
import t from 'tap';
import { createHash, randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { startGateway } from '../helpers/gateway.ts';
import { startUpstream } from '../helpers/upstream.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const upstream = await startUpstream((_request, response, body) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ sha256: sha256(body), bytes: body.length }));
});
const gateway = await startGateway({ MAINTAINERR_URL: upstream.url });
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
t.teardown(async () => {
  agent.destroy();
  await gateway.close();
  await upstream.close();
});

const CONTENT_TYPES = [
  'application/json',
  'text/plain; charset=utf-8',
  'application/octet-stream',
  'multipart/form-data; boundary=----gateway-test',
  'application/x-www-form-urlencoded',
  undefined,
];
// 3 MiB is past Fastify's default 1 MiB body limit (and past curl's Expect: 100-continue threshold).
const SIZES = [1, 200 * 1024, 3 * 1024 * 1024];
const FRAMINGS = ['content-length', 'chunked', 'gzip'] as const;
type Framing = (typeof FRAMINGS)[number];

/** Random bytes: almost never valid UTF-8 or JSON, so no parser could pass them unchanged. */
const payloads = new Map(SIZES.map((size) => [size, randomBytes(size)]));

/** Sends one body through the gateway with the given framing; resolves with the status and answer. */
function send(method: string, contentType: string | undefined, body: Buffer, framing: Framing): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = {};
  if (contentType) headers['content-type'] = contentType;
  if (framing === 'gzip') headers['content-encoding'] = 'gzip';
  if (framing !== 'chunked') headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${gateway.url}/api/settings/upload`, { method, headers, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, text }));
    });
    request.on('error', reject);
    if (framing === 'chunked') {
      // Several chunks of uneven size, as a browser streaming an upload would send them.
      for (let offset = 0, step = 1; offset < body.length; offset += step, step = step * 7 + 13) request.write(body.subarray(offset, offset + step));
      request.end();
    } else {
      request.end(body);
    }
  });
}

for (const framing of FRAMINGS) {
  t.test(`bodies sent ${framing === 'gzip' ? 'gzip-encoded' : framing === 'chunked' ? 'chunked' : 'with a length'}`, async (t) => {
    for (const contentType of CONTENT_TYPES) {
      for (const size of SIZES) {
        const method = size % 2 === 0 ? 'PUT' : 'POST';
        const raw = payloads.get(size)!;
        const body = framing === 'gzip' ? gzipSync(raw) : raw;
        const label = `${method} ${contentType ?? '(no content type)'}, ${size} bytes`;
        const answer = await send(method, contentType, body, framing);
        t.equal(answer.status, 200, `${label}: passed on`);
        const arrived = upstream.requests.at(-1)!;
        t.equal(arrived.body.length, body.length, `${label}: same length`);
        t.equal(sha256(arrived.body), sha256(body), `${label}: same bytes`);
        t.equal(arrived.headers['content-type'], contentType, `${label}: same content type`);
        if (framing === 'gzip') t.equal(arrived.headers['content-encoding'], 'gzip', `${label}: still gzip-encoded`);
      }
    }
  });
}
