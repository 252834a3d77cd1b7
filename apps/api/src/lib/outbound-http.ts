import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { type AddressClass, classifyAddress } from './address-class.ts';

/**
 * Outbound calls to addresses users give (push endpoints, webhook URLs): https on
 * public addresses only, checked after DNS resolution and pinned to the checked addresses, no
 * redirects followed, a timeout and a cap on what is read back. `allowPrivate` (PUSH_ALLOW_PRIVATE,
 * WEBHOOK_ALLOW_PRIVATE) admits http and private or loopback addresses: tests, on-premises.
 */
export interface OutboundPolicy {
  allowPrivate: boolean;
  /** The whole exchange, connect to last byte read. */
  timeoutMs?: number;
  /** Bytes of the response body kept; the rest is not read. */
  maxResponseBytes?: number;
}

export type OutboundRefusal =
  | 'bad-url'
  | 'scheme'
  | 'credentials'
  | 'unresolvable'
  | Exclude<AddressClass, 'public' | 'invalid'>;

/** The address was refused before any byte was sent: not worth retrying. */
export class OutboundRefusedError extends Error {
  constructor(
    readonly reason: OutboundRefusal,
    detail: string,
  ) {
    super(`outbound call refused (${reason}): ${detail}`);
    this.name = 'OutboundRefusedError';
  }
}

export const outboundDefaults = { timeoutMs: 10_000, maxResponseBytes: 64 * 1024 };

/** The URL's shape: https (or http when private addresses are admitted), no user:password. */
export function parseOutboundUrl(text: string, policy: Pick<OutboundPolicy, 'allowPrivate'>): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OutboundRefusedError('bad-url', 'not a URL');
  }
  const schemes = policy.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol))
    throw new OutboundRefusedError('scheme', `${url.protocol} is not allowed`);
  if (url.username || url.password) throw new OutboundRefusedError('credentials', 'credentials in the URL');
  if (!url.hostname) throw new OutboundRefusedError('bad-url', 'no host');
  return url;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

function refuseUnlessAllowed(address: string, allowPrivate: boolean): void {
  const kind = classifyAddress(address);
  if (kind === 'public' || allowPrivate) return;
  if (kind === 'invalid') throw new OutboundRefusedError('unresolvable', address);
  throw new OutboundRefusedError(kind, `${address} is not a public address`);
}

/**
 * A `lookup` for sockets: resolves like dns.lookup, then refuses the host if any of its addresses
 * is not public. The connection uses exactly the addresses checked here, so a DNS answer that
 * changes between a check and the connect (rebinding) cannot send it elsewhere.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      try {
        if (addresses.length === 0) throw new OutboundRefusedError('unresolvable', hostname);
        for (const { address } of addresses) refuseUnlessAllowed(address, allowPrivate);
      } catch (refusal) {
        return callback(refusal as NodeJS.ErrnoException, '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      callback(null, first!.address, first!.family);
    });
  };
}

/**
 * Checks a URL a user gives before it is stored: its shape, then every address its host resolves
 * to. Calls made later check again at connect time (`outboundRequest`).
 */
export async function checkOutboundUrl(
  text: string,
  policy: Pick<OutboundPolicy, 'allowPrivate'>,
): Promise<URL> {
  const url = parseOutboundUrl(text, policy);
  const host = hostOf(url);
  if (isIP(host)) {
    refuseUnlessAllowed(host, policy.allowPrivate);
    return url;
  }
  await new Promise<void>((resolve, reject) =>
    guardedLookup(policy.allowPrivate)(host, { all: true }, (error) => {
      if (!error) return resolve();
      if (error instanceof OutboundRefusedError) return reject(error);
      reject(new OutboundRefusedError('unresolvable', host));
    }),
  );
  return url;
}

export interface OutboundRequest {
  url: string;
  method: string;
  headers: Record<string, string | number>;
  body?: Buffer;
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** At most `maxResponseBytes`. */
  body: Buffer;
}

// Kept-alive connections are reused only for the host they were checked and opened for.
const agents = new Map<string, http.Agent>();
function agentFor(protocol: string, allowPrivate: boolean): http.Agent {
  const name = `${protocol}${allowPrivate}`;
  let agent = agents.get(name);
  if (!agent) {
    const options = { keepAlive: true, maxSockets: 64, lookup: guardedLookup(allowPrivate) };
    agent = protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
    agents.set(name, agent);
  }
  return agent;
}

/**
 * One request to an address a user gave. A 3xx is returned as it is, never followed. Throws
 * OutboundRefusedError for a refused address (permanent) and other errors for network failures
 * and timeouts (worth retrying).
 */
export async function outboundRequest(
  request: OutboundRequest,
  policy: OutboundPolicy,
): Promise<OutboundResponse> {
  try {
    return await requestOnce(request, policy);
  } catch (error) {
    // A kept-alive connection the server closed while it sat idle (its keep-alive timeout passing
    // while this process was busy, as under PGlite's long statements): the request never reached
    // it, so it goes once more on a fresh connection, as Node's documentation advises.
    if (!(error instanceof ReusedSocketReset)) throw error;
    return requestOnce(request, policy);
  }
}

class ReusedSocketReset extends Error {}

function requestOnce(request: OutboundRequest, policy: OutboundPolicy): Promise<OutboundResponse> {
  const url = parseOutboundUrl(request.url, policy);
  const host = hostOf(url);
  // The socket does no lookup for a literal address, so check it here.
  if (isIP(host)) refuseUnlessAllowed(host, policy.allowPrivate);
  const timeoutMs = policy.timeoutMs ?? outboundDefaults.timeoutMs;
  const maxBytes = policy.maxResponseBytes ?? outboundDefaults.maxResponseBytes;
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const outgoing = send(url, {
      method: request.method,
      headers: request.headers,
      agent: agentFor(url.protocol, policy.allowPrivate),
      lookup: guardedLookup(policy.allowPrivate),
    });
    let settled = false;
    let answered = false;
    const timer = setTimeout(
      () => outgoing.destroy(new Error(`outbound call timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(error);
    };
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      fail(
        outgoing.reusedSocket && error.code === 'ECONNRESET' && !answered
          ? new ReusedSocketReset(error.message, { cause: error })
          : error,
      ),
    );
    outgoing.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      let kept = 0;
      const done = () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
      };
      response.on('data', (chunk: Buffer) => {
        const room = maxBytes - kept;
        chunks.push(chunk.subarray(0, room));
        kept += Math.min(chunk.length, room);
        // Enough read: drop the connection rather than drain an endless body.
        if (kept >= maxBytes) {
          done();
          response.destroy();
        }
      });
      response.on('end', done);
      response.on('error', fail);
      response.on('close', () => fail(new Error('outbound response ended early')));
    });
    outgoing.end(request.body);
  });
}
