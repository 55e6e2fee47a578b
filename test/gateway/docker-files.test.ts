// Docker cannot run here, so the Dockerfile and docker-compose.yml are read and checked for what
// the issue asks: multi-stage, non-root, a curl-free HEALTHCHECK on /healthz, a final image of
// runtime dependencies and dist/ only; compose with the pinned service, its volume, TZ, health
// checks, restart policies and only port 6246 published.
import t from 'tap';
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';

const root = new URL('../../', import.meta.url);
const dockerfile = await readFile(new URL('Dockerfile', root), 'utf8');
const compose = parse(await readFile(new URL('docker-compose.yml', root), 'utf8'));
const dockerignore = await readFile(new URL('.dockerignore', root), 'utf8');

interface Instruction {
  keyword: string;
  args: string;
}

/** Splits a Dockerfile into instructions (continuation lines joined, comments dropped), grouped by stage. */
function readStages(text: string): Instruction[][] {
  const joined = text.replace(/\\\r?\n/g, ' ');
  const stages: Instruction[][] = [];
  for (const line of joined.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const [keyword, ...rest] = trimmed.split(/\s+/);
    const instruction = { keyword: keyword!.toUpperCase(), args: rest.join(' ') };
    if (instruction.keyword === 'FROM') stages.push([]);
    stages.at(-1)?.push(instruction);
  }
  return stages;
}

/** The final stage's HEALTHCHECK arguments. */
function healthcheckOf(text: string): string {
  return readStages(text).at(-1)!.filter((instruction) => instruction.keyword === 'HEALTHCHECK').at(-1)?.args ?? '';
}

t.test('Dockerfile', async (t) => {
  const stages = readStages(dockerfile);
  t.ok(stages.length >= 2, 'multi-stage');
  const final = stages.at(-1)!;
  const finalOf = (keyword: string) => final.filter((instruction) => instruction.keyword === keyword);
  t.match(stages[0]![0]!.args, /^node:20/, 'built on Node 20');
  t.match(final[0]!.args, /^node:20/);

  const user = finalOf('USER').at(-1)?.args;
  t.ok(user && !/^(root|0)(:|$)/.test(user), `runs as a non-root user (${user})`);

  const healthcheck = healthcheckOf(dockerfile);
  t.match(healthcheck, '/healthz', 'health check asks /healthz');
  t.match(healthcheck, /"node", "-e"/, 'with node -e');
  t.match(healthcheck, /fetch\(/);
  t.notMatch(dockerfile, /\bcurl\b|\bwget\b/, 'no curl or wget anywhere');

  const copies = finalOf('COPY').map((instruction) => instruction.args);
  t.ok(copies.length > 0);
  for (const copy of copies) {
    t.match(copy, /^--from=\S+ \/app\/(dist|package\.json|node_modules)\b/, `final image copies only built parts: ${copy}`);
    t.notMatch(copy, /^\.\s|\s\.\s*$/, 'never the whole context');
  }
  t.ok(copies.some((copy) => /--from=\S+ \/app\/dist/.test(copy)), 'dist/ comes from the build stage');
  // Runtime dependencies are bundled into dist/gateway/server.mjs by build.mjs; any install in the
  // final image would have to leave the dev dependencies out.
  for (const run of finalOf('RUN')) t.notMatch(run.args, /npm (ci|install)(?![^&]*--omit=dev)/, `no dev dependencies: ${run.args}`);
  t.notOk(copies.some((copy) => /node_modules/.test(copy) && !/--from=/.test(copy)), 'no node_modules from the build context');
  t.ok(finalOf('EXPOSE').some((i) => i.args.split(/\s+/).includes('6246')), 'exposes 6246');
  t.match(finalOf('CMD').at(-1)?.args, 'dist/gateway/server.mjs', 'runs the bundled gateway');
});

t.test('.dockerignore keeps the build context small', async (t) => {
  const entries = dockerignore.split('\n').map((line) => line.trim());
  for (const entry of ['node_modules', 'dist', '.git', 'data']) t.ok(entries.includes(entry), entry);
});

t.test('docker-compose.yml', async (t) => {
  const services = compose.services as Record<string, Record<string, any>>;
  const gateway = Object.values(services).find((service) => service.build !== undefined)!;
  const maintainerr = Object.values(services).find((service) => String(service.image).startsWith('ghcr.io/maintainerr/maintainerr'))!;
  t.ok(gateway, 'a gateway service built from this folder');
  t.ok(maintainerr, 'the Maintainerr service');
  t.match(maintainerr.image, /^ghcr\.io\/maintainerr\/maintainerr:3\.24\.\d+$/, 'pinned to a 3.24.x tag, the current release');

  const env = (service: Record<string, any>) =>
    Array.isArray(service.environment)
      ? Object.fromEntries(service.environment.map((pair: string) => pair.split(/=(.*)/s).slice(0, 2)))
      : (service.environment ?? {});
  const serviceName = Object.entries(services).find(([, service]) => service === maintainerr)![0];
  t.equal(env(gateway).MAINTAINERR_URL, `http://${serviceName}:6246`, 'the gateway points at the service on its one port, 6246 on 3.x');
  for (const service of [gateway, maintainerr]) {
    t.ok(env(service).TZ, 'TZ is set');
    t.match(service.restart, /^(always|unless-stopped|on-failure)/, 'restart policy');
    t.ok(service.healthcheck?.test, 'health check');
    t.notMatch(JSON.stringify(service.healthcheck.test), /curl|wget/);
  }
  t.match(JSON.stringify(gateway.healthcheck.test), '/healthz');
  // A fixed 6246 here overrides the image's check, and a PORT set in the environment made the container unhealthy.
  t.match(JSON.stringify(gateway.healthcheck.test), "'http://127.0.0.1:' + (process.env.PORT || 6246) + '/healthz'", "the gateway's check follows PORT, as the image's does");
  t.match(healthcheckOf(dockerfile), "'http://127.0.0.1:' + (process.env.PORT || 6246) + '/healthz'", 'the same check as the image');
  t.match(JSON.stringify(maintainerr.healthcheck.test), '127.0.0.1:6246/api/health/live', 'the service is checked on the port the gateway uses');
  t.ok(
    (maintainerr.volumes ?? []).some((volume: string | { target: string }) =>
      (typeof volume === 'string' ? volume.split(':')[1] : volume.target) === '/opt/data'),
    "the service's data volume at /opt/data",
  );

  t.ok(
    (gateway.volumes ?? []).some((volume: string | { target: string }) => {
      const [source, target] = typeof volume === 'string' ? volume.split(':') : [undefined, volume.target];
      return target === '/data' && (source === undefined || (compose.volumes as Record<string, unknown>)[source] !== undefined);
    }),
    "the gateway's DATA_DIR (/data: the login account and keys) on a named volume",
  );

  const published = Object.values(services).flatMap((service) => service.ports ?? []);
  t.same(published.map(String), ['6246:6246'], 'only port 6246 is published');
});
