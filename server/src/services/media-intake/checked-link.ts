/**
 * One hop of a link, checked before any connection: the URL's form, then every address its host
 * resolves to. The addresses returned are the only ones the request may connect to (see
 * safe-fetch.ts), so a DNS answer cannot change between the check and the connection.
 */
import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isAllowedAddress } from './address-policy.ts';
import { badLink, refusedAddress } from './fetch-errors.ts';

export function parseLink(link: string): URL {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw badLink('The link is not a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badLink('Only http and https links can be fetched.');
  if (url.username || url.password) throw badLink('Links with a user name or password in them are not accepted.');
  return url;
}

/** Every address of the URL's host (IP literals are not looked up), all of them allowed, or a 400. */
export async function allowedAddresses(url: URL, allowLoopback: boolean, signal: AbortSignal): Promise<LookupAddress[]> {
  // The URL parser has already normalized IPv4 forms like 0x7f.1 or 2130706433 to dotted quads.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  const addresses = family ? [{ address: host, family }] : await resolve(host, signal);
  if (addresses.length === 0 || !addresses.every((a) => isAllowedAddress(a.address, allowLoopback))) throw refusedAddress();
  return addresses;
}

async function resolve(host: string, signal: AbortSignal): Promise<LookupAddress[]> {
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  try {
    return await Promise.race([lookup(host, { all: true, verbatim: true }), aborted]);
  } catch {
    if (signal.aborted) throw signal.reason;
    throw badLink(`The link's host name ${host} could not be found.`);
  }
}
