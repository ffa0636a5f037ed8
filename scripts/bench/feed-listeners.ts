/**
 * 50 agents' browsers for the live-feed bench, in a process of their own so that reading the
 * streams does not slow the process that times the saves. Reads the feed URL and the agents'
 * tokens from its environment, prints "open" once every stream is open, and on SIGTERM prints how
 * many change events the streams received in all. Plain node:http, the lightest client: on a
 * 2-core machine this process shares the cores with the server it measures.
 */
import { get, type ClientRequest } from 'node:http';

const url = process.env.BENCH_FEED_URL ?? '';
const tokens = (process.env.BENCH_TOKENS ?? '').split(',').filter(Boolean);
let received = 0;
const requests: ClientRequest[] = [];

await Promise.all(
  tokens.map(
    (token) =>
      new Promise<void>((resolve, reject) => {
        const request = get(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' } }, (response) => {
          if (response.statusCode !== 200) reject(new Error(`A bench stream answered ${response.statusCode}`));
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            for (let at = chunk.indexOf('event: change'); at !== -1; at = chunk.indexOf('event: change', at + 1)) received += 1;
          });
          resolve();
        });
        request.on('error', () => undefined);
        requests.push(request);
      }),
  ),
);
console.log('open');
process.on('SIGTERM', () => {
  for (const request of requests) request.destroy();
  console.log(`received ${received}`);
  process.exit(0);
});
