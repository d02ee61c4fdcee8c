import { describe, expect, it } from 'vitest';
import { fakeResolver as resolver } from '#tests/fakes/resolver.ts';
import { classifyAddress, type AddressKind } from './ssrf-address.ts';
import { assertPublicUrl, isAllowedAddress, isPublicAddress, UrlNotAllowedError } from './ssrf.ts';

// The guard is proven with its classifier and loopback only: nothing here dials another address, and
// names resolve through an injected resolver, never real DNS.

describe('isPublicAddress', () => {
  const refused = [
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '100.127.255.255',
    '169.254.0.1',
    '169.254.169.254',
    '192.0.0.8',
    '192.0.2.10',
    '198.51.100.7',
    '203.0.113.9',
    '198.18.0.1',
    '198.19.255.255',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:8.8.8.8',
    '64:ff9b::a00:1',
    '2001:db8::1',
    '3fff::1',
    '2002:a00:1::1',
    '2001::1',
    'fc00::1',
    'fd12:3456::1',
    'fd00:ec2::254',
    'fe80::1',
    'fe80::1%eth0',
    'fec0::1',
    'ff02::1',
    '5f00::1',
    'not-an-ip',
    '',
    'localhost',
  ];
  const allowed = [
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001::200e',
  ];
  it.each(refused)('refuses %s', (ip) => expect(isPublicAddress(ip)).toBe(false));
  it.each(allowed)('allows %s', (ip) => expect(isPublicAddress(ip)).toBe(true));
  it('allows loopback, and nothing else private, only when asked', () => {
    for (const ip of ['127.0.0.1', '::1'])
      expect([isAllowedAddress(ip), isAllowedAddress(ip, { allowLoopback: true })]).toEqual([false, true]);
    for (const ip of ['10.0.0.1', '169.254.169.254', '::ffff:10.0.0.1', 'fd00:ec2::254'])
      expect(isAllowedAddress(ip, { allowLoopback: true })).toBe(false);
  });
});

// The classifier's table (docs/decisions/020, "Addresses (SSRF)"): each kind, in the spellings an attacker would try.
describe('classifyAddress', () => {
  const table: [string, AddressKind][] = [
    // loopback, every form
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::FFFF:7F00:0001', 'loopback'],
    ['0:0:0:0:0:ffff:7f00:1', 'loopback'],
    ['::127.0.0.1', 'loopback'],
    ['::7f00:1', 'loopback'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['2002:7f00:1::', 'loopback'],
    // RFC 1918 and CGNAT, and their IPv6 spellings
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['100.127.255.255', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:a00:1', 'private'],
    ['::ffff:c0a8:101', 'private'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:a00:1::1', 'private'],
    // IPv6 unique-local (fc00::/7), compressed and not
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['FD12:3456:0000:0000:0000:0000:0000:0001', 'private'],
    ['fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'private'],
    // link-local
    ['169.254.0.1', 'link_local'],
    ['169.254.255.254', 'link_local'],
    ['fe80::1', 'link_local'],
    ['fe80::1%eth0', 'link_local'],
    ['febf::1', 'link_local'],
    ['::ffff:169.254.1.1', 'link_local'],
    // cloud metadata, including inside ranges an operator may open
    ['169.254.169.254', 'metadata'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['169.254.170.2', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['168.63.129.16', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['FD00:0EC2:0:0:0:0:0:254', 'metadata'],
    // everything else that is not global unicast
    ['0.0.0.0', 'reserved'],
    ['0.1.2.3', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['198.19.255.255', 'reserved'],
    ['192.88.99.1', 'reserved'],
    ['224.0.0.1', 'reserved'],
    ['239.255.255.250', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['::', 'reserved'],
    ['::ffff:8.8.8.8', 'reserved'],
    ['::ffff:0:7f00:1', 'reserved'],
    ['2001::1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['3fff::1', 'reserved'],
    ['5f00::1', 'reserved'],
    ['fec0::1', 'reserved'],
    ['ff02::1', 'reserved'],
    ['100::1', 'reserved'],
    ['4000::1', 'reserved'],
    ['::2', 'reserved'],
    // public
    ['8.8.8.8', 'public'],
    ['1.1.1.1', 'public'],
    ['93.184.215.14', 'public'],
    ['172.32.0.1', 'public'],
    ['172.15.255.255', 'public'],
    ['100.128.0.1', 'public'],
    ['169.253.255.255', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['2a00:1450:4001::200e', 'public'],
    // not addresses
    ['not-an-ip', 'invalid'],
    ['', 'invalid'],
    ['localhost', 'invalid'],
    ['127.1', 'invalid'],
    ['0x7f.0.0.1', 'invalid'],
    ['2130706433', 'invalid'],
  ];
  it.each(table)('%s is %s', (ip, kind) => expect(classifyAddress(ip)).toBe(kind));

  it('opens loopback and private ranges to WEBHOOK_ALLOW_PRIVATE, and never link-local, metadata or reserved ones', () => {
    const allowPrivate = { allowPrivate: true };
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.10', '100.64.1.1', 'fd12::1', '::ffff:10.0.0.1'])
      expect(isAllowedAddress(ip, allowPrivate), ip).toBe(true);
    for (const ip of [
      '169.254.169.254',
      '::ffff:a9fe:a9fe',
      'fd00:ec2::254',
      '100.100.100.200',
      '169.254.1.1',
      'fe80::1',
      '0.0.0.0',
      '::',
      '224.0.0.1',
    ])
      expect(isAllowedAddress(ip, allowPrivate), ip).toBe(false);
  });
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UrlNotAllowedError);
  expect((error as UrlNotAllowedError).code).toBe('url_not_allowed');
  return error as UrlNotAllowedError;
};

describe('assertPublicUrl', () => {
  const lookup = resolver({
    'api.example.com': ['93.184.215.14'],
    'mixed.example.com': ['93.184.215.14', '10.1.2.3'],
    'metadata.example.com': ['169.254.169.254'],
    localhost: ['127.0.0.1', '::1'],
  });
  it('passes a name whose every address is public', async () => {
    expect((await assertPublicUrl('https://api.example.com/v1', { lookup })).addresses).toEqual(['93.184.215.14']);
  });
  it('refuses when any resolved address is private, metadata or loopback', async () => {
    expect((await refusal(assertPublicUrl('https://mixed.example.com/', { lookup }))).reason).toBe('private_address');
    await refusal(assertPublicUrl('http://metadata.example.com/latest/meta-data', { lookup }));
    await refusal(assertPublicUrl('http://localhost:11434/v1', { lookup }));
    await refusal(assertPublicUrl('http://[::ffff:169.254.169.254]/', { lookup }));
    await refusal(assertPublicUrl('http://2130706433/', { lookup })); // 127.0.0.1 as one number
    await refusal(assertPublicUrl('http://0x7f.1/', { lookup }));
  });
  it('refuses every spelling of an inside address in a URL', async () => {
    const urls = [
      'http://0177.0.0.1/',
      'http://127.1/',
      'http://0x7f000001/',
      'http://0/',
      'http://%31%32%37.0.0.1/',
      'http://[::ffff:7f00:1]/',
      'http://[0:0:0:0:0:ffff:127.0.0.1]/',
      'http://[::127.0.0.1]/',
      'http://[::ffff:a9fe:a9fe]/latest/meta-data/',
      'http://[FD00:EC2::254]/',
      'http://[fd12:3456::1]:8080/',
      'http://[fe80::1]/',
      'http://100.100.100.200/',
      'https://10.0.0.1/hook',
      'https://192.168.1.20/hook',
    ];
    for (const url of urls)
      expect((await refusal(assertPublicUrl(url, { lookup }))).reason, url).toBe('private_address');
  });

  it('refuses a name whose DNS answer points inside, in any form', async () => {
    const inside = resolver({
      '127.0.0.1.nip.io': ['127.0.0.1'],
      'mapped.example.com': ['::ffff:10.0.0.5'],
      'ula.example.com': ['fd00::5'],
      'imds.example.com': ['fd00:ec2::254'],
      'cgnat.example.com': ['100.64.0.9'],
      'split.example.com': ['2606:4700::1', '192.168.0.1'],
    });
    for (const host of [
      '127.0.0.1.nip.io',
      'mapped.example.com',
      'ula.example.com',
      'imds.example.com',
      'cgnat.example.com',
      'split.example.com',
    ])
      expect((await refusal(assertPublicUrl(`https://${host}/hook`, { lookup: inside }))).reason, host).toBe(
        'private_address',
      );
    // WEBHOOK_ALLOW_PRIVATE opens the private answers, never the metadata one
    expect(
      (await assertPublicUrl('https://mapped.example.com/', { lookup: inside, allowPrivate: true })).addresses,
    ).toEqual(['::ffff:10.0.0.5']);
    await refusal(assertPublicUrl('https://imds.example.com/', { lookup: inside, allowPrivate: true }));
  });

  it('allows loopback only when asked', async () => {
    expect((await assertPublicUrl('http://localhost:11434/v1', { lookup, allowLoopback: true })).addresses).toEqual([
      '127.0.0.1',
      '::1',
    ]);
    await refusal(assertPublicUrl('http://10.0.0.1/', { lookup, allowLoopback: true }));
  });
  it('refuses other protocols, bad URLs and unresolvable names', async () => {
    expect((await refusal(assertPublicUrl('file:///etc/passwd', { lookup }))).reason).toBe('protocol');
    expect((await refusal(assertPublicUrl('not a url', { lookup }))).reason).toBe('invalid_url');
    expect((await refusal(assertPublicUrl('https://nowhere.example.com', { lookup }))).reason).toBe('unresolvable');
  });
});
