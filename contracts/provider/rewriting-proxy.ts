import { createServer, type IncomingMessage, type Server } from 'node:http';

/** Changes one answer's JSON body; returns it unchanged when the request is not the one to break. */
export type Rewrite = (request: { method: string; path: string }, body: unknown) => unknown;

/**
 * A proxy in front of the mock API that rewrites JSON answers: a provider that is right in every
 * way but one, so a mutation test can show that verification catches that one change.
 */
export async function startRewritingProxy(target: string, rewrite: Rewrite): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    void forward(req).then(
      async (answer) => {
        let body = Buffer.from(await answer.arrayBuffer());
        const headers = Object.fromEntries([...answer.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)));
        if ((answer.headers.get('content-type') ?? '').includes('application/json') && body.length > 0) {
          body = Buffer.from(JSON.stringify(rewrite({ method: req.method ?? 'GET', path: (req.url ?? '/').split('?')[0] ?? '/' }, JSON.parse(body.toString('utf8')))));
        }
        res.writeHead(answer.status, { ...headers, 'content-length': String(body.length) });
        res.end(body);
      },
      (error: unknown) => {
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(String(error));
      },
    );
  });

  async function forward(req: IncomingMessage): Promise<Response> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || name === 'host' || name === 'connection' || name === 'content-length') continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    return fetch(`${target}${req.url ?? '/'}`, {
      method: req.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      redirect: 'manual',
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
