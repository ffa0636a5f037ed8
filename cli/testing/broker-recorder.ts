import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string[]>;
  authorization?: string;
  body: unknown;
}

/**
 * A stand-in for a Pact Broker that records every request and answers its HAL API just enough for
 * `pact-broker publish`, pact-core's verify-from-broker (pacts for verification, publishing results)
 * and `pact-broker can-i-deploy`. No real broker can run here (no Docker, no network).
 */
export async function startBrokerRecorder(options: { pactFile: string; deployable: boolean }) {
  const requests: RecordedRequest[] = [];
  const pact = JSON.parse(readFileSync(options.pactFile, 'utf8')) as { consumer: { name: string }; provider: { name: string } };
  let base = '';
  const link = (href: string, templated = false) => ({ href: `${base}${href}`, ...(templated ? { templated: true } : {}) });

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://broker');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // kept as text
      }
      const query: Record<string, string[]> = {};
      for (const [name, value] of url.searchParams) (query[name] ??= []).push(value);
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query, authorization: req.headers.authorization, body });
      const send = (status: number, answer: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/hal+json' });
        res.end(JSON.stringify(answer));
      };
      const consumer = pact.consumer.name;
      const provider = pact.provider.name;
      if (req.method === 'GET' && url.pathname === '/') {
        send(200, {
          _links: {
            self: link('/'),
            'pb:publish-contracts': link('/contracts/publish'),
            'pb:provider-pacts-for-verification': link('/pacts/provider/{provider}/for-verification', true),
            'pb:latest-version': link('/pacticipants/{pacticipant}/latest-version', true),
            'pb:pacticipant-version': link('/pacticipants/{pacticipant}/versions/{version}', true),
            'pb:pacticipant-branch-version': link('/pacticipants/{pacticipant}/branches/{branch}/versions/{version}', true),
            'pb:environments': link('/environments'),
          },
        });
      } else if (req.method === 'POST' && url.pathname === '/contracts/publish') {
        send(200, {
          notices: [{ type: 'success', text: `Created ${consumer} version with branch` }],
          _links: {},
          _embedded: { pacticipant: { name: consumer, _links: {} }, version: { number: (body as { pacticipantVersionNumber?: string })?.pacticipantVersionNumber, _links: {} } },
        });
      } else if (req.method === 'GET' && url.pathname === `/pacts/provider/${provider}/for-verification`) {
        // The verifier reads the resource first, then POSTs its selectors to the self link.
        send(200, { _links: { self: link(`/pacts/provider/${provider}/for-verification`) } });
      } else if (req.method === 'POST' && url.pathname === `/pacts/provider/${provider}/for-verification`) {
        send(200, {
          _embedded: {
            pacts: [
              {
                shortDescription: 'latest from main',
                verificationProperties: { pending: true, notices: [{ when: 'before_verification', text: 'The pact is pending' }] },
                _links: { self: link(`/pacts/provider/${provider}/consumer/${consumer}/pact-version/abc123`) },
              },
            ],
          },
        });
      } else if (req.method === 'GET' && url.pathname === `/pacts/provider/${provider}/consumer/${consumer}/pact-version/abc123`) {
        send(200, {
          ...JSON.parse(readFileSync(options.pactFile, 'utf8')),
          _links: {
            'pb:publish-verification-results': link(`/pacts/provider/${provider}/consumer/${consumer}/pact-version/abc123/verification-results`),
            'pb:provider': link(`/pacticipants/${provider}`),
          },
        });
      } else if (req.method === 'GET' && url.pathname === `/pacticipants/${provider}`) {
        // Before the results, the verifier records the provider version on its branch.
        send(200, {
          name: provider,
          _links: {
            'pb:branch-version': link(`/pacticipants/${provider}/branches/{branch}/versions/{version}`, true),
            'pb:version-tag': link(`/pacticipants/${provider}/versions/{version}/tags/{tag}`, true),
          },
        });
      } else if (req.method === 'GET' && url.pathname === '/matrix') {
        send(200, {
          summary: { deployable: options.deployable, reason: options.deployable ? 'All required verification results are published and successful' : 'No verification results', success: options.deployable ? 1 : 0, failed: 0, unknown: options.deployable ? 0 : 1 },
          matrix: [],
          notices: [],
        });
      } else if (req.method === 'GET' && url.pathname === '/environments') {
        send(200, { _embedded: { environments: [{ name: 'production', uuid: 'e1' }] } });
      } else {
        // Branch versions, tags, verification results and the like: accepted and recorded.
        send(req.method === 'GET' ? 404 : 201, req.method === 'GET' ? {} : { _links: {} });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  return { url: base, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
