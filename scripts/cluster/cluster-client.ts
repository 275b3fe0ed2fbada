/** What the cluster test's client saw of one request. */
export type TAnswer = {
  status: number;
  /** The instance that answered (HAProxy's X-Served-By), when it went through the proxy. */
  servedBy: string | null;
  headers: Headers;
  body: string;
  ms: number;
};

/** Status 0: the connection failed (no HTTP answer). */
export const send = async (url: string, init: RequestInit = {}): Promise<TAnswer> => {
  const startedAt = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const body = await response.text();
    return {
      status: response.status,
      servedBy: response.headers.get('x-served-by'),
      headers: response.headers,
      body,
      ms: performance.now() - startedAt,
    };
  } catch {
    return { status: 0, servedBy: null, headers: new Headers(), body: '', ms: performance.now() - startedAt };
  }
};

const isRetryable = (status: number) => status === 0 || status === 502 || status === 503 || status === 504;

/** A client that tries once more after a failed connection or a 502/503/504 (safe calls only). */
export const sendWithOneRetry = async (
  url: string,
  init: RequestInit = {},
): Promise<{ answer: TAnswer; isRetried: boolean; firstStatus: number }> => {
  const first = await send(url, init);
  if (!isRetryable(first.status)) return { answer: first, isRetried: false, firstStatus: first.status };
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { answer: await send(url, init), isRetried: true, firstStatus: first.status };
};

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

/** The web app's sign-in (password grant with the web client's credentials). */
export const signIn = (
  base: string,
  client: { id: string; secret: string },
  username: string,
  password: string,
): Promise<TAnswer> =>
  send(`${base}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: basic(client.id, client.secret),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });

/** A service client's token for the ingestion API. */
export const serviceToken = async (base: string, clientId: string, secret: string): Promise<string> => {
  const answer = await send(`${base}/api/integration/oauth/token`, {
    method: 'POST',
    headers: { authorization: basic(clientId, secret), 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  if (answer.status !== 200) throw new Error(`token de serviço: ${answer.status} ${answer.body}`);
  return `Bearer ${(JSON.parse(answer.body) as { access_token: string }).access_token}`;
};

/** One sample of a Prometheus text exposition (the first line matching name and labels). */
export const metricValue = (text: string, name: string, labels = ''): number => {
  const line = text
    .split('\n')
    .find((candidate) => candidate.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line ? Number(line.split(' ').at(-1)) : 0;
};

export const percentile = (values: readonly number[], p: number): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

type TLoadResult = {
  requests: number;
  seconds: number;
  latencies: number[];
  byInstance: Map<string, number>;
  /** Answers that were not 2xx after the client's one retry. */
  errors: { status: number; body: string; label: string }[];
  retries: number;
  /** First-try statuses that made the client retry. */
  retriedStatuses: Map<number, number>;
};

export type TOperation = {
  label: string;
  run: () => Promise<{ answer: TAnswer; isRetried: boolean; firstStatus: number }>;
};

/** `concurrency` clients, each running the next operation of `pick` until `durationMs` has passed. */
export const runLoad = async ({
  durationMs,
  concurrency,
  pick,
  during,
}: {
  durationMs: number;
  concurrency: number;
  pick: (index: number) => TOperation;
  /** Runs alongside the load (e.g. kills an instance); the load lasts at least until it ends. */
  during?: () => Promise<void>;
}): Promise<TLoadResult> => {
  const result: TLoadResult = {
    requests: 0,
    seconds: 0,
    latencies: [],
    byInstance: new Map(),
    errors: [],
    retries: 0,
    retriedStatuses: new Map(),
  };
  const startedAt = performance.now();
  let isDuringDone = during === undefined;
  const sideTask = during?.().finally(() => {
    isDuringDone = true;
  });
  let counter = 0;
  const worker = async () => {
    while (performance.now() - startedAt < durationMs || !isDuringDone) {
      const operation = pick(counter);
      counter += 1;
      const { answer, isRetried, firstStatus } = await operation.run();
      result.requests += 1;
      result.latencies.push(answer.ms);
      if (isRetried) {
        result.retries += 1;
        result.retriedStatuses.set(firstStatus, (result.retriedStatuses.get(firstStatus) ?? 0) + 1);
      }
      if (answer.servedBy)
        result.byInstance.set(answer.servedBy, (result.byInstance.get(answer.servedBy) ?? 0) + 1);
      if (answer.status < 200 || answer.status >= 300)
        result.errors.push({
          status: answer.status,
          body: answer.body.slice(0, 200),
          label: operation.label,
        });
    }
  };
  await Promise.all([...Array.from({ length: concurrency }, worker), sideTask]);
  result.seconds = (performance.now() - startedAt) / 1000;
  return result;
};
