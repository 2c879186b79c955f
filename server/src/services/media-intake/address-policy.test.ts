import { describe, expect, it } from 'vitest';
import { isAllowedAddress, isPublicAddress } from './address-policy.ts';

const notPublic = [
  // IPv4 special-purpose blocks
  '0.0.0.0',
  '0.1.2.3',
  '10.0.0.1',
  '10.255.255.255',
  '100.64.0.1',
  '100.127.255.254',
  '127.0.0.1',
  '127.1.2.3',
  '169.254.169.254',
  '172.16.0.1',
  '172.31.255.255',
  '192.0.0.8',
  '192.0.2.1',
  '192.88.99.1',
  '192.168.1.1',
  '198.18.0.1',
  '198.19.255.255',
  '198.51.100.7',
  '203.0.113.9',
  '224.0.0.1',
  '239.255.255.250',
  '240.0.0.1',
  '255.255.255.255',
  // IPv6
  '::',
  '::1',
  '[::1]',
  'fe80::1',
  'fe80::1%eth0',
  'febf::1',
  'fc00::1',
  'fd12:3456:789a::1',
  'fec0::1',
  'ff02::1',
  '100::1',
  '2001:db8::1',
  '3fff::1',
  '2001:2::1',
  '64:ff9b:1::1',
  // IPv4 carried in IPv6
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::FFFF:7F00:0001',
  '::ffff:10.0.0.1',
  '::ffff:169.254.169.254',
  '0:0:0:0:0:ffff:c0a8:0101',
  '::127.0.0.1', // IPv4-compatible, deprecated: refused whatever it carries
  '::8.8.8.8',
  '::7f00:1',
  '64:ff9b::127.0.0.1',
  '64:ff9b::a00:1',
  '2002:7f00:1::1', // 6to4 of 127.0.0.1
  '2002:c0a8:101::1', // 6to4 of 192.168.1.1
  '2001:0:4136:e378:8000:63bf:f5ff:fffe', // Teredo, client 10.0.0.1 (inverted)
  '2001:0:a00:1::1', // Teredo, server 10.0.0.1
  // not addresses
  'localhost',
  'example.com',
  '',
  '1.2.3',
  '999.1.1.1',
];

const publicAddresses = [
  '1.1.1.1',
  '8.8.8.8',
  '93.184.216.34',
  '100.63.255.255',
  '100.128.0.0',
  '172.15.255.255',
  '172.32.0.0',
  '169.253.255.255',
  '192.0.1.1',
  '198.20.0.1',
  '223.255.255.255',
  '2606:4700:4700::1111',
  '2a00:1450:4001:82b::200e',
  '[2001:4860:4860::8888]',
  '::ffff:8.8.8.8',
  '::ffff:808:808',
  '64:ff9b::8.8.8.8',
  '2002:808:808::1', // 6to4 of 8.8.8.8
  '2001:0:4136:e378:8000:63bf:f7f7:f7f7', // Teredo, server 65.54.227.120, client 8.8.8.8
];

describe('isPublicAddress', () => {
  it.each(notPublic)('refuses %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each(publicAddresses)('accepts %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
});

describe('isAllowedAddress', () => {
  it('lets exactly 127.0.0.1 and ::1 through when loopback is allowed', () => {
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('::1', true)).toBe(true);
    for (const ip of ['127.0.0.2', '::ffff:127.0.0.1', '0.0.0.0', '10.0.0.1', '192.168.0.1', '169.254.169.254', 'fe80::1', 'fd00::1']) {
      expect(isAllowedAddress(ip, true)).toBe(false);
    }
  });

  it('refuses loopback by default and accepts public addresses either way', () => {
    expect(isAllowedAddress('127.0.0.1', false)).toBe(false);
    expect(isAllowedAddress('::1', false)).toBe(false);
    expect(isAllowedAddress('8.8.8.8', false)).toBe(true);
    expect(isAllowedAddress('8.8.8.8', true)).toBe(true);
  });
});
