import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where a webhook may be sent: public hosts only, so an endpoint cannot make the service reach
 * inside its own network (instance metadata, VPC neighbours, localhost) or use the delivery log as
 * a port scanner. The same policy holds at registration and at every attempt, and an attempt
 * connects only to the addresses it checked: the host name is resolved once per attempt and the
 * connection is pinned to those addresses (SNI and Host keep the name), so a name that answers a
 * public address to the check and a private one to the connection (DNS rebinding) reaches nothing.
 *
 * Loopback is the one exception, and only with WEBHOOKS_ALLOW_LOOPBACK=1 (the local server and the
 * tests, whose receivers listen on 127.0.0.1); private and every other range stay refused then.
 */

/** What an IP address is, as far as reaching it goes: only `public` addresses are webhook targets. */
export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared address space'
  | 'unique local'
  | 'unspecified'
  | 'multicast'
  | 'documentation'
  | 'reserved';

/**
 * Every range that is not a webhook target, by kind, checked in this order (first match wins: the
 * catch-all `reserved` IPv6 ranges hold loopback, link-local, unique local and multicast).
 */
const RANGES: Record<Exclude<AddressKind, 'public'>, readonly string[]> = {
  unspecified: ['0.0.0.0/8', '::/128'],
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'],
  'shared address space': ['100.64.0.0/10'],
  'link-local': ['169.254.0.0/16', 'fe80::/10'],
  'unique local': ['fc00::/7'],
  multicast: ['224.0.0.0/4', 'ff00::/8'],
  documentation: ['192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32', '3fff::/20'],
  reserved: [
    // IETF protocol assignments, the deprecated 6to4 relay, benchmarking, class E and broadcast.
    '192.0.0.0/24',
    '192.88.99.0/24',
    '198.18.0.0/15',
    '240.0.0.0/4',
    // IETF protocol assignments (Teredo among them) and 6to4: they embed addresses we cannot vouch for.
    '2001::/23',
    '2002::/16',
    // Everything outside global unicast (2000::/3): IPv4-compatible and translated forms, site-local, discard.
    '::/3',
    '4000::/2',
    '8000::/1',
  ],
};

/** One list per kind and family: a BlockList matches IPv4 addresses against IPv6 rules as mapped addresses, which ::/3 would swallow. */
const KINDS = Object.entries(RANGES).map(([kind, ranges]) => {
  const lists = { ipv4: new BlockList(), ipv6: new BlockList() };
  for (const range of ranges) {
    const [network = '', prefix] = range.split('/');
    const type = isIP(network) === 4 ? 'ipv4' : 'ipv6';
    lists[type].addSubnet(network, Number(prefix), type);
  }
  return [kind as AddressKind, lists] as const;
});

/** IPv6 forms that carry an IPv4 address in their last 32 bits: IPv4-mapped (::ffff:0:0/96) and NAT64 (64:ff9b::/96). */
const EMBEDS_IPV4 = new BlockList();
EMBEDS_IPV4.addSubnet('::ffff:0:0', 96, 'ipv6');
EMBEDS_IPV4.addSubnet('64:ff9b::', 96, 'ipv6');

/** The eight 16-bit words of a valid IPv6 address without zone id (a dotted IPv4 tail allowed). */
function ipv6Words(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((word) => Number.parseInt(word, 16));
}

/**
 * What kind of address `address` is (an IPv4 or IPv6 address as text, without brackets). An
 * IPv4-mapped or NAT64 IPv6 address is what its embedded IPv4 address is, so ::ffff:127.0.0.1 is
 * loopback and ::ffff:93.184.216.34 public. Anything that is not an IP address is `reserved`.
 */
export function addressKind(withZone: string): AddressKind {
  // A zone id (fe80::1%eth0, from a resolver) names an interface, not another address.
  const address = withZone.split('%')[0] ?? '';
  const family = isIP(address);
  if (family === 0) return 'reserved';
  if (family === 6 && EMBEDS_IPV4.check(address, 'ipv6')) {
    const [high = 0, low = 0] = ipv6Words(address).slice(6);
    return addressKind(`${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  return KINDS.find(([, lists]) => lists[type].check(address, type))?.[0] ?? 'public';
}

/** What the policy lets through besides public addresses. */
export interface TargetPolicy {
  /** Loopback addresses, and http to 127.0.0.1, localhost and [::1] (local runs only). */
  allowLoopback: boolean;
}

/** The policy of this process, read on every call so a test can change it. Deployed functions never set the flag. */
export const targetPolicy = (): TargetPolicy => ({ allowLoopback: process.env.WEBHOOKS_ALLOW_LOOPBACK === '1' });

/** True when a delivery may connect to `address` under `policy`. */
export function allowsAddress(address: string, policy: TargetPolicy): boolean {
  const kind = addressKind(address);
  return kind === 'public' || (kind === 'loopback' && policy.allowLoopback);
}

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** The URL's host as an address when it is an IP literal (the WHATWG parser has already normalised 0x7f000001, 127.1 and the like). */
const literalAddress = (url: URL): string | undefined => {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : undefined;
};

/**
 * Why `value` cannot be a webhook URL, as far as can be told without DNS, or undefined when it
 * may be one: an absolute https URL without credentials whose host, when an IP literal, is allowed.
 * Never throws, and the message never repeats the URL (it may hold a secret).
 */
export function urlProblem(value: string, policy: TargetPolicy): string | undefined {
  if (!URL.canParse(value)) return 'must be an absolute URL';
  const url = new URL(value);
  const localHttp = policy.allowLoopback && url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname);
  if (url.protocol !== 'https:' && !localHttp) return 'must be an https URL';
  if (url.username || url.password) return 'must not carry credentials (user:password@)';
  const address = literalAddress(url);
  if (address !== undefined && !allowsAddress(address, policy)) return `must name a public host: ${address} is a ${addressKind(address)} address`;
  return undefined;
}

/** Every address a host name resolves to. */
export type Resolver = (hostname: string) => Promise<string[]>;

const systemResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

let resolver: Resolver = systemResolver;

/**
 * Replaces how host names are resolved (tests, which have no network); answers a function that
 * puts the previous resolver back. IP literals are never resolved.
 */
export function useResolver(next: Resolver): () => void {
  const previous = resolver;
  resolver = next;
  return () => {
    resolver = previous;
  };
}

const RESOLVE_TIMEOUT_MS = 5_000;

/** A webhook URL checked down to its addresses: the only addresses a delivery to it may connect to. */
export interface CheckedTarget {
  url: URL;
  addresses: string[];
}

export type TargetCheck =
  | { ok: true; target: CheckedTarget }
  /** `invalid`: the URL itself is refused; `not_public`: an address it resolves to is; `unresolved`: no address. */
  | { ok: false; refusal: 'invalid' | 'not_public' | 'unresolved'; message: string };

/**
 * Checks a webhook URL all the way: the URL (urlProblem), then every address its host resolves
 * to, each of which must be allowed (one non-public address refuses the whole name, as a
 * connection may pick any of them). Resolution gives up after 5 s or when `signal` aborts.
 */
export async function checkTarget(value: string, policy: TargetPolicy, signal?: AbortSignal): Promise<TargetCheck> {
  const problem = urlProblem(value, policy);
  const url = URL.canParse(value) ? new URL(value) : undefined;
  const literal = url && literalAddress(url);
  if (problem || !url) {
    const refusal = literal !== undefined && !allowsAddress(literal, policy) ? 'not_public' : 'invalid';
    return { ok: false, refusal, message: problem ?? 'must be an absolute URL' };
  }
  let addresses: string[];
  if (literal !== undefined) addresses = [literal];
  else {
    try {
      addresses = await withinTime(resolver(url.hostname), signal);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0)
      return { ok: false, refusal: 'unresolved', message: 'must name a host that resolves: the host name does not resolve to any address' };
  }
  if (!addresses.every((address) => allowsAddress(address, policy))) {
    return { ok: false, refusal: 'not_public', message: 'must name a public host: the host name resolves to an address that is not public' };
  }
  return { ok: true, target: { url, addresses } };
}

function withinTime<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  const limit = AbortSignal.timeout(RESOLVE_TIMEOUT_MS);
  const stop = signal ? AbortSignal.any([signal, limit]) : limit;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new Error('host name resolution timed out'));
    if (stop.aborted) return abort();
    stop.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => stop.removeEventListener('abort', abort));
  });
}

/** A lookup that answers only the checked addresses: the socket never asks DNS again. */
const pinnedLookup =
  (addresses: string[]): LookupFunction =>
  (_hostname, options, callback) => {
    const entries = addresses.map((address) => ({ address, family: isIP(address) })).filter((entry) => !options.family || entry.family === options.family);
    const [first] = entries;
    if (!first) callback(Object.assign(new Error('no checked address of the family asked for'), { code: 'ENOTFOUND' }), '', 0);
    else if (options.all) (callback as unknown as (error: null, all: typeof entries) => void)(null, entries);
    else callback(null, first.address, first.family);
  };

/**
 * POSTs `body` to a checked target, connecting only to its checked addresses, and answers the
 * status code of the answer (a redirect is an answer like any other: never followed). The body of
 * the answer is not read. Rejects on a connection error or when `signal` aborts.
 */
export function postToTarget(target: CheckedTarget, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<number> {
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target.url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinnedLookup(target.addresses),
        // A pooled socket could have been opened for another check of the same name.
        agent: false,
        signal,
      },
      (response: IncomingMessage) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
