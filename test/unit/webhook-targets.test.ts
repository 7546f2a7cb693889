import { addressKind, checkTarget, urlProblem, useResolver } from '../../shared/webhooks/webhook-targets.js';

const LOCAL = { allowLoopback: true };
const DEPLOYED = { allowLoopback: false };

describe('webhook targets: which addresses are public', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['100.64.0.1', 'shared address space'],
    ['100.127.255.255', 'shared address space'],
    ['fc00::1', 'unique local'],
    ['fd00:ec2::254', 'unique local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['192.0.2.1', 'documentation'],
    ['2001:db8::1', 'documentation'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['2001::1', 'reserved'],
    ['2002:7f00:1::1', 'reserved'],
    ['fec0::1', 'reserved'],
    ['::127.0.0.1', 'reserved'],
    ['::ffff:0:7f00:1', 'reserved'],
    ['fe80::1%eth0', 'link-local'],
    ['not an address', 'reserved'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it.each([
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:a00:1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['::ffff:93.184.216.34', 'public'],
    ['64:ff9b::808:808', 'public'],
  ])('an IPv4-mapped or NAT64 address is what its IPv4 address is: %s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.15.255.255', '172.32.0.1', '100.63.255.255', '100.128.0.1', '2606:4700::1', '2a00:1450:4001::200e'])(
    '%s is public',
    (address) => {
      expect(addressKind(address)).toBe('public');
    },
  );
});

describe('webhook targets: URLs refused before any DNS', () => {
  it.each([
    ['https://169.254.169.254/latest/meta-data/', 'must name a public host: 169.254.169.254 is a link-local address'],
    ['https://10.0.0.1/hooks', 'must name a public host: 10.0.0.1 is a private address'],
    ['https://172.16.0.1/', 'must name a public host: 172.16.0.1 is a private address'],
    ['https://172.31.0.9/', 'must name a public host: 172.31.0.9 is a private address'],
    ['https://192.168.0.10/', 'must name a public host: 192.168.0.10 is a private address'],
    ['https://100.64.0.1/', 'must name a public host: 100.64.0.1 is a shared address space address'],
    ['https://[fd00:ec2::254]/', 'must name a public host: fd00:ec2::254 is a unique local address'],
    ['https://[fe80::1]/', 'must name a public host: fe80::1 is a link-local address'],
    ['https://0.0.0.0/', 'must name a public host: 0.0.0.0 is a unspecified address'],
    ['https://[::]/', 'must name a public host: :: is a unspecified address'],
    ['https://224.0.0.251/', 'must name a public host: 224.0.0.251 is a multicast address'],
    ['https://[ff02::1]/', 'must name a public host: ff02::1 is a multicast address'],
    ['https://255.255.255.255/', 'must name a public host: 255.255.255.255 is a reserved address'],
    // Forms the URL parser normalises: IPv4-mapped IPv6, hex, shorthand, octal, a trailing dot.
    ['https://[::ffff:169.254.169.254]/', 'must name a public host: ::ffff:a9fe:a9fe is a link-local address'],
    ['https://0xa9fea9fe/', 'must name a public host: 169.254.169.254 is a link-local address'],
    ['https://10.1/', 'must name a public host: 10.0.0.1 is a private address'],
    ['https://0251.0376.0251.0376/', 'must name a public host: 169.254.169.254 is a link-local address'],
    ['https://[64:ff9b::a9fe:a9fe]/', 'must name a public host: 64:ff9b::a9fe:a9fe is a link-local address'],
  ])('%s is refused even where loopback is allowed', (url, message) => {
    expect(urlProblem(url, LOCAL)).toBe(message);
    expect(urlProblem(url, DEPLOYED)).toBe(message);
  });

  it.each([
    ['https://127.0.0.1/', '127.0.0.1'],
    ['https://127.1/', '127.0.0.1'],
    ['https://0x7f000001/', '127.0.0.1'],
    ['https://2130706433/', '127.0.0.1'],
    ['https://017700000001/', '127.0.0.1'],
    ['https://127.0.0.1./', '127.0.0.1'],
    ['https://[::1]/', '::1'],
    ['https://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
  ])('loopback %s is refused unless loopback is allowed', (url, address) => {
    expect(urlProblem(url, DEPLOYED)).toBe(`must name a public host: ${address} is a loopback address`);
    expect(urlProblem(url, LOCAL)).toBeUndefined();
  });

  it('http is allowed only to 127.0.0.1, localhost and [::1], and only where loopback is allowed', () => {
    for (const url of ['http://127.0.0.1:9/hooks', 'http://localhost:9/hooks', 'http://[::1]:9/hooks']) {
      expect(urlProblem(url, LOCAL)).toBeUndefined();
      expect(urlProblem(url, DEPLOYED)).toBe('must be an https URL');
    }
    expect(urlProblem('http://127.0.0.2/', LOCAL)).toBe('must be an https URL');
    expect(urlProblem('http://10.0.0.1/', LOCAL)).toBe('must be an https URL');
    expect(urlProblem('http://93.184.216.34/', LOCAL)).toBe('must be an https URL');
    expect(urlProblem('ftp://93.184.216.34/', LOCAL)).toBe('must be an https URL');
  });

  it('refuses what is not a URL, and credentials in the URL, without repeating the URL', () => {
    expect(urlProblem('not a url', DEPLOYED)).toBe('must be an absolute URL');
    expect(urlProblem('/hooks', DEPLOYED)).toBe('must be an absolute URL');
    expect(urlProblem('https://[fe80::1%25eth0]/', DEPLOYED)).toBe('must be an absolute URL');
    expect(urlProblem('https://user:hunter2@93.184.216.34/', DEPLOYED)).toBe('must not carry credentials (user:password@)');
    expect(urlProblem('https://token@93.184.216.34/', DEPLOYED)).toBe('must not carry credentials (user:password@)');
  });

  it.each(['https://93.184.216.34/', 'https://[2606:4700::1]/', 'https://[::ffff:93.184.216.34]/', 'https://8.8.8.8:8443/hooks?x=1', 'https://hooks.example.com/in'])(
    '%s passes (a host name is checked when resolved)',
    (url) => {
      expect(urlProblem(url, DEPLOYED)).toBeUndefined();
    },
  );
});

describe('webhook targets: every resolved address is checked', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  const answering = (addresses: Record<string, string[]>) => {
    const asked: string[] = [];
    restore = useResolver(async (hostname) => {
      asked.push(hostname);
      const found = addresses[hostname];
      if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return found;
    });
    return asked;
  };

  it('a name whose addresses are all public is a target, pinned to those addresses', async () => {
    answering({ 'hooks.example.com': ['93.184.216.34', '2606:4700::1'] });

    const check = await checkTarget('https://hooks.example.com/in', DEPLOYED);

    expect(check).toEqual({ ok: true, target: { url: new URL('https://hooks.example.com/in'), addresses: ['93.184.216.34', '2606:4700::1'] } });
  });

  it('one address that is not public refuses the whole name', async () => {
    answering({ 'mixed.example.com': ['93.184.216.34', '10.0.0.7'] });

    const check = await checkTarget('https://mixed.example.com/', LOCAL);

    expect(check).toEqual({ ok: false, refusal: 'not_public', message: 'must name a public host: the host name resolves to an address that is not public' });
  });

  it('a name resolving to loopback is refused unless loopback is allowed', async () => {
    answering({ 'sneaky.example.com': ['127.0.0.1'], localhost: ['127.0.0.1', '::1'] });

    expect(await checkTarget('https://sneaky.example.com/', DEPLOYED)).toMatchObject({ ok: false, refusal: 'not_public' });
    expect(await checkTarget('https://localhost/', DEPLOYED)).toMatchObject({ ok: false, refusal: 'not_public' });
    expect(await checkTarget('https://sneaky.example.com/', LOCAL)).toMatchObject({ ok: true });
  });

  it('a name that does not resolve is refused, and says so', async () => {
    answering({ 'empty.example.com': [] });

    expect(await checkTarget('https://nowhere.example.com/', DEPLOYED)).toEqual({
      ok: false,
      refusal: 'unresolved',
      message: 'must name a host that resolves: the host name does not resolve to any address',
    });
    expect(await checkTarget('https://empty.example.com/', DEPLOYED)).toMatchObject({ ok: false, refusal: 'unresolved' });
  });

  it('an IP literal is never resolved; a refused literal is not_public', async () => {
    const asked = answering({});

    expect(await checkTarget('https://93.184.216.34/', DEPLOYED)).toEqual({ ok: true, target: { url: new URL('https://93.184.216.34/'), addresses: ['93.184.216.34'] } });
    expect(await checkTarget('https://[2606:4700::1]/', DEPLOYED)).toMatchObject({ ok: true, target: { addresses: ['2606:4700::1'] } });
    expect(await checkTarget('https://169.254.169.254/', LOCAL)).toMatchObject({ ok: false, refusal: 'not_public' });
    expect(await checkTarget('http://127.0.0.1:9/', DEPLOYED)).toMatchObject({ ok: false, refusal: 'not_public' });
    expect(await checkTarget('not a url', DEPLOYED)).toMatchObject({ ok: false, refusal: 'invalid' });
    expect(asked).toEqual([]);
  });

  it('a resolver that never answers is given up when the signal aborts', async () => {
    restore = useResolver(() => new Promise(() => undefined));
    const signal = AbortSignal.abort();

    expect(await checkTarget('https://slow.example.com/', DEPLOYED, signal)).toMatchObject({ ok: false, refusal: 'unresolved' });
  });
});
