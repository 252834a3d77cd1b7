import { describe, expect, it } from 'vitest';
import { type AddressClass, classifyAddress, isPublicAddress } from './address-class.ts';

const cases: [string, AddressClass][] = [
  // IPv4
  ['8.8.8.8', 'public'],
  ['1.1.1.1', 'public'],
  ['142.250.79.110', 'public'],
  ['9.255.255.255', 'public'],
  ['11.0.0.0', 'public'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['172.15.255.255', 'public'],
  ['172.16.0.0', 'private'],
  ['172.31.255.255', 'private'],
  ['172.32.0.0', 'public'],
  ['192.168.1.1', 'private'],
  ['192.169.0.1', 'public'],
  ['169.254.169.254', 'link-local'],
  ['100.63.255.255', 'public'],
  ['100.64.0.1', 'cgnat'],
  ['100.127.255.255', 'cgnat'],
  ['100.128.0.0', 'public'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'reserved'],
  ['192.0.0.8', 'reserved'],
  ['192.0.2.10', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['198.19.255.255', 'reserved'],
  ['198.20.0.0', 'public'],
  ['198.51.100.7', 'reserved'],
  ['203.0.113.9', 'reserved'],
  // IPv6
  ['2001:4860:4860::8888', 'public'],
  ['2606:4700:4700::1111', 'public'],
  ['[2a00:1450:4001:80b::200e]', 'public'],
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['[::1]', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['febf:ffff::1', 'link-local'],
  ['fec0::1', 'private'],
  ['fc00::1', 'unique-local'],
  ['fd12:3456:789a::1', 'unique-local'],
  ['ff02::1', 'multicast'],
  ['ff0e::fb', 'multicast'],
  ['2001:db8::1', 'reserved'],
  ['2001::1', 'reserved'], // Teredo
  ['100::1', 'reserved'],
  ['3fff::1', 'reserved'],
  ['4000::1', 'reserved'], // outside 2000::/3
  ['1000::1', 'reserved'],
  ['::10.0.0.1', 'reserved'], // IPv4-compatible (deprecated)
  // IPv4 carried inside IPv6 is classified as that IPv4 address
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::ffff:10.1.2.3', 'private'],
  ['::ffff:192.168.0.1', 'private'],
  ['::ffff:169.254.169.254', 'link-local'],
  ['::ffff:8.8.8.8', 'public'],
  ['0:0:0:0:0:ffff:c0a8:0101', 'private'],
  ['64:ff9b::10.0.0.1', 'private'],
  ['64:ff9b::8.8.8.8', 'public'],
  ['64:ff9b:1::1', 'private'],
  ['2002:7f00:1::1', 'loopback'],
  ['2002:0a00:0001::', 'private'],
  ['2002:0808:0808::1', 'public'],
  // Not addresses
  ['localhost', 'invalid'],
  ['', 'invalid'],
  ['1.2.3', 'invalid'],
  ['256.1.1.1', 'invalid'],
  ['01.2.3.4', 'invalid'],
  ['::ffff:999.1.1.1', 'invalid'],
  ['2001:db8::g', 'invalid'],
];

describe('classifyAddress', () => {
  it.each(cases)('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
    expect(isPublicAddress(address)).toBe(expected === 'public');
  });

  it('treats every IPv4 address the same as its mapped IPv6 form', () => {
    for (let i = 0; i < 2_000; i++) {
      const parts = Array.from({ length: 4 }, () => Math.floor(Math.random() * 256));
      const address = parts.join('.');
      expect(classifyAddress(`::ffff:${address}`)).toBe(classifyAddress(address));
    }
  });
});
