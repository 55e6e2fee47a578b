// Optional baseline: when `nginx` is installed, the same static files and the same upstream behind
// nginx (one worker, as the gateway is one process), for the issue's "at least 0.5x nginx" figures.
// Without nginx the bench simply leaves these rows out.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';
import { pinned, SERVER_CORE } from './pinning.mjs';

/** The nginx binary on PATH (or in /usr/sbin), or undefined. */
export function findNginx() {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    const probe = spawnSync(candidate, ['-v'], { stdio: 'ignore' });
    if (probe.status === 0) return candidate;
  }
  return undefined;
}

/** Debian's brotli_static module (package libnginx-mod-http-brotli-static), when installed. */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Starts nginx serving webRoot's precompressed files (gzip_static, and brotli_static when the module
 * is installed: `brotli` in the result says which) and proxying /api/ to upstreamUrl with keep-alive.
 */
export async function startNginx(binary, { webRoot, upstreamUrl }) {
  const dir = await mkdtemp(join(tmpdir(), 'bench-nginx-'));
  const port = await freePort();
  const upstreamHost = new URL(upstreamUrl).host;
  const brotli = existsSync(BROTLI_STATIC_MODULE);
  await writeFile(
    join(dir, 'nginx.conf'),
    `${brotli ? `load_module ${BROTLI_STATIC_MODULE};\n` : ''}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  # Like the gateway's one JSON line per request, buffered as pino's async destination is.
  access_log ${dir}/access.log combined buffer=64k flush=1s;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include /etc/nginx/mime.types;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  upstream maintainerr { server ${upstreamHost}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    root ${webRoot};
    gzip_static on;
    ${brotli ? 'brotli_static on;' : ''}
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location /api/ {
      proxy_pass http://maintainerr;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
    # Event streams as the gateway passes them: unbuffered, no read timeout while open.
    location /api/events/stream {
      proxy_pass http://maintainerr;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
    location / { try_files $uri /index.html; }
  }
}
`,
  );
  // On the server's core (its worker inherits the pinning), as the gateway is.
  const [command, args] = pinned(SERVER_CORE, binary, ['-c', join(dir, 'nginx.conf'), '-p', dir]);
  const child = spawn(command, args, { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    try {
      await fetch(`${origin}/index.html`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    origin,
    pid: child.pid,
    brotli,
    close: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
