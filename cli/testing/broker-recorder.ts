import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string[]>;
  authorization?: string;
  body: unknown;
}

export interface BrokerRecorderOptions {
  /** The HTTP pact the broker hands the verifier. */
  pactFile: string;
  /** The message pact, served at a pact URL of its own (what a webhook would name). */
  eventsPactFile?: string;
  /** can-i-deploy's answer once it knows. */
  deployable: boolean;
  /** How many can-i-deploy questions are answered "unknown" first (verification still running). */
  unknownAnswers?: number;
  /** The environments the broker has; deployments and releases to others are refused. */
  environments?: string[];
  /** A fixed port (the transcript script); a free one by default. */
  port?: number;
}

export interface BrokerRecorder {
  url: string;
  requests: RecordedRequest[];
  /** The URL of a pact as a webhook passes it (`${pactbroker.pactUrl}`). */
  pactUrl: (provider: string) => string;
  close: () => Promise<void>;
}

/** The pact versions the recorder serves, one per provider, as a broker names them by content. */
const PACT_VERSIONS: Record<string, string> = { TitleTrackApi: 'abc123', TitleTrackApiEvents: 'def456' };

type Answer = [status: number, body: unknown];
interface Route {
  method: string;
  path: RegExp;
  answer: (match: string[], body: unknown) => Answer;
}

/**
 * A stand-in for a Pact Broker that records every request and answers its HAL API just enough for
 * the whole loop: `pact-broker publish` (one request per pact), pact-core's verification from the
 * broker or from a pact URL (publishing results), `pact-broker can-i-deploy` (optionally "unknown"
 * a few times first), `record-deployment` and `record-release`. Like a broker, it knows only the
 * versions published to it, by a pact, a verification or a branch. No real broker can run here
 * (no Docker, no network).
 */
export async function startBrokerRecorder(options: BrokerRecorderOptions): Promise<BrokerRecorder> {
  const requests: RecordedRequest[] = [];
  const pacts: Record<string, string> = {};
  for (const file of [options.pactFile, options.eventsPactFile]) {
    if (!file) continue;
    const text = readFileSync(file, 'utf8');
    pacts[(JSON.parse(text) as { provider: { name: string } }).provider.name] = text;
  }
  const consumer = (JSON.parse(readFileSync(options.pactFile, 'utf8')) as { consumer: { name: string } }).consumer.name;
  const environments = (options.environments ?? ['production', 'test']).map((name, index) => ({ name, uuid: `e${index + 1}`, displayName: name, production: name === 'production' }));
  const versions = new Set<string>();
  let matrixQuestions = 0;
  let base = '';
  const link = (href: string, extra: Record<string, unknown> = {}) => ({ href: `${base}${href}`, ...extra });
  const pactPath = (provider: string) => `/pacts/provider/${provider}/consumer/${consumer}/pact-version/${PACT_VERSIONS[provider] ?? 'unknown'}`;
  const know = (pacticipant: string | undefined, version: string | undefined) => {
    if (pacticipant && version) versions.add(`${pacticipant}/${version}`);
  };

  const routes: Route[] = [
    {
      method: 'GET',
      path: /^\/$/,
      answer: () => [
        200,
        {
          _links: {
            self: link('/'),
            'pb:publish-contracts': link('/contracts/publish'),
            'pb:provider-pacts-for-verification': link('/pacts/provider/{provider}/for-verification', { templated: true }),
            'pb:latest-version': link('/pacticipants/{pacticipant}/latest-version', { templated: true }),
            'pb:pacticipant-version': link('/pacticipants/{pacticipant}/versions/{version}', { templated: true }),
            'pb:pacticipant-branch-version': link('/pacticipants/{pacticipant}/branches/{branch}/versions/{version}', { templated: true }),
            'pb:environments': link('/environments'),
          },
        },
      ],
    },
    {
      method: 'POST',
      path: /^\/contracts\/publish$/,
      answer: (_, body) => {
        const { pacticipantName: name = '', pacticipantVersionNumber: version = '', branch = '', contracts = [] } = body as { pacticipantName?: string; pacticipantVersionNumber?: string; branch?: string; contracts?: { providerName: string }[] };
        know(name, version);
        const versionPath = `/pacticipants/${name}/versions/${version}`;
        return [
          200,
          {
            notices: [{ type: 'success', text: `Created ${name} version ${version} with branch ${branch}` }, ...contracts.map((contract) => ({ type: 'success', text: `Pact published for ${name} version ${version} and provider ${contract.providerName}.` }))],
            logs: [],
            _embedded: { pacticipant: { name, _links: { self: link(`/pacticipants/${name}`) } }, version: { number: version, _links: { self: link(versionPath, { name: version, title: 'Version' }) } } },
            _links: {
              'pb:pacticipant': link(`/pacticipants/${name}`, { name, title: 'Pacticipant' }),
              'pb:pacticipant-version': link(versionPath, { name: version, title: 'Pacticipant version' }),
              'pb:pacticipant-version-tags': [],
              'pb:contracts': contracts.map((contract) => link(pactPath(contract.providerName), { name: `Pact between ${name} and ${contract.providerName}`, title: 'Pact' })),
            },
          },
        ];
      },
    },
    // The verifier reads the resource first, then POSTs its selectors to the self link.
    { method: 'GET', path: /^\/pacts\/provider\/([^/]+)\/for-verification$/, answer: ([, provider]) => [200, { _links: { self: link(`/pacts/provider/${provider}/for-verification`) } }] },
    {
      method: 'POST',
      path: /^\/pacts\/provider\/([^/]+)\/for-verification$/,
      answer: ([, provider = '']) => [
        200,
        {
          _embedded: {
            pacts: pacts[provider]
              ? [{ shortDescription: 'latest from main', verificationProperties: { pending: true, notices: [{ when: 'before_verification', text: 'The pact is pending' }] }, _links: { self: link(pactPath(provider)) } }]
              : [],
          },
        },
      ],
    },
    {
      // A webhook's pactUrl may end in /metadata/<…> (which consumer version triggered it).
      method: 'GET',
      path: /^\/pacts\/provider\/([^/]+)\/consumer\/[^/]+\/pact-version\/[^/]+(?:\/metadata\/[^/]+)?$/,
      answer: ([, provider = '']) => {
        const text = pacts[provider];
        if (!text) return [404, {}];
        return [200, { ...(JSON.parse(text) as object), _links: { 'pb:publish-verification-results': link(`${pactPath(provider)}/verification-results`), 'pb:provider': link(`/pacticipants/${provider}`) } }];
      },
    },
    {
      method: 'POST',
      path: /^\/pacts\/provider\/([^/]+)\/consumer\/[^/]+\/pact-version\/[^/]+\/verification-results$/,
      answer: ([, provider], body) => {
        know(provider, (body as { providerApplicationVersion?: string })?.providerApplicationVersion);
        return [201, { _links: {} }];
      },
    },
    {
      // Before the results, the verifier records the provider version on its branch.
      method: 'GET',
      path: /^\/pacticipants\/([^/]+)$/,
      answer: ([, name]) => [200, { name, _links: { 'pb:branch-version': link(`/pacticipants/${name}/branches/{branch}/versions/{version}`, { templated: true }), 'pb:version-tag': link(`/pacticipants/${name}/versions/{version}/tags/{tag}`, { templated: true }) } }],
    },
    {
      method: 'PUT',
      path: /^\/pacticipants\/([^/]+)\/branches\/[^/]+\/versions\/([^/]+)$/,
      answer: ([, name, version]) => {
        know(name, version);
        return [201, { _links: {} }];
      },
    },
    {
      method: 'GET',
      path: /^\/pacticipants\/([^/]+)\/versions\/([^/]+)$/,
      answer: ([, name = '', version = '']) => {
        if (!versions.has(`${name}/${version}`)) return [404, { error: `No version ${version} of ${name} found` }];
        const records = (kind: string, verb: string) => environments.map((environment) => link(`/pacticipants/${name}/versions/${version}/${kind}/environment/${environment.uuid}`, { name: environment.name, title: `${verb} to ${environment.name}` }));
        return [200, { number: version, _links: { self: link(`/pacticipants/${name}/versions/${version}`), 'pb:record-deployment': records('deployed-versions', 'Record deployment'), 'pb:record-release': records('released-versions', 'Record release') } }];
      },
    },
    {
      method: 'POST',
      path: /^\/pacticipants\/([^/]+)\/versions\/([^/]+)\/(deployed|released)-versions\/environment\/([^/]+)$/,
      answer: ([, name, version, kind, uuid]) => {
        const environment = environments.find((candidate) => candidate.uuid === uuid);
        if (!environment) return [404, {}];
        return [201, { uuid: `${kind}-${name}-${version}-${environment.name}`, [kind === 'deployed' ? 'currentlyDeployed' : 'currentlySupported']: true, _embedded: { environment }, _links: {} }];
      },
    },
    {
      method: 'GET',
      path: /^\/matrix$/,
      answer: () => {
        matrixQuestions += 1;
        const known = matrixQuestions > (options.unknownAnswers ?? 0);
        const deployable = known ? options.deployable : null;
        const reason = deployable === true ? 'All required verification results are published and successful' : deployable === false ? 'The verification failed' : 'There is no verified pact yet (verification may still be running)';
        return [200, { summary: { deployable, reason, success: deployable === true ? 1 : 0, failed: deployable === false ? 1 : 0, unknown: known ? 0 : 1 }, matrix: [], notices: [] }];
      },
    },
    { method: 'GET', path: /^\/environments$/, answer: () => [200, { _embedded: { environments } }] },
  ];

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
      const method = req.method ?? 'GET';
      const path = decodeURIComponent(url.pathname);
      requests.push({ method, path, query, authorization: req.headers.authorization, body });
      let answer: Answer = method === 'GET' ? [404, {}] : [201, { _links: {} }];
      for (const route of routes) {
        const match = route.method === method ? route.path.exec(path) : null;
        if (match) {
          answer = route.answer([...match].map((part) => part ?? ''), body);
          break;
        }
      }
      res.writeHead(answer[0], { 'Content-Type': 'application/hal+json' });
      res.end(JSON.stringify(answer[1]));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  return {
    url: base,
    requests,
    pactUrl: (provider) => `${base}${pactPath(provider)}/metadata/Y3ZuPWFiYzEyMzQ`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
