// A small keep-alive load generator on undici: N connections, each sending its next request as soon
// as the previous answer is read, for a fixed time. Returns requests per second and latency centiles.
import { Pool } from 'undici';

/**
 * @param {{ origin: string, path: string, headers?: Record<string,string>, connections?: number, seconds?: number }} options
 */
export async function runLoad({ origin, path, headers = {}, connections = 32, seconds = 3 }) {
  const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 60_000 });
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  let bytes = 0;
  const warmupUntil = performance.now() + 300;
  const endAt = warmupUntil + seconds * 1000;
  async function worker() {
    while (performance.now() < endAt) {
      const started = performance.now();
      try {
        const response = await pool.request({ path, method: 'GET', headers });
        for await (const chunk of response.body) bytes += chunk.length;
        if (response.statusCode >= 300 && response.statusCode !== 304) non2xx += 1;
      } catch {
        errors += 1;
      }
      if (started >= warmupUntil) latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  await pool.close();
  latencies.sort((a, b) => a - b);
  const centile = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    requestsPerSecond: latencies.length / seconds,
    p50: centile(50),
    p99: centile(99),
    errors,
    non2xx,
    bytesPerRequest: latencies.length ? bytes / latencies.length : 0,
  };
}
