import { BadRequestException, Injectable } from '@nestjs/common';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { MAX_IMAGE_BYTES, TOO_LARGE } from './uploads.service';

/**
 * Fetches a picture an editor pasted by address (issue 22), so readers only ever load pictures
 * from the portal's storage. The server must not become a way into the network it sits in:
 * the name is resolved first, every address is checked, and the connection goes to the
 * checked address (no second lookup an attacker's DNS could answer differently); each
 * redirect is checked again. Size and time are bounded; the type is judged by the bytes later
 * (UploadsService).
 */

export const REMOTE_TIMEOUT_MS = 10_000;
export const MAX_REDIRECTS = 3;
export const PRIVATE_ADDRESS =
  'This address points into a private network (loopback, link-local or private addresses are not fetched)';
export const REMOTE_FAILED = 'The picture could not be fetched from that address';
export const REMOTE_URL_MESSAGE = 'Please enter a valid URL starting with http:// or https://';

/**
 * Addresses the portal never fetches from: not the public internet. Two lists: one list
 * holding both families would check IPv4 addresses against ::ffff:0:0/96 too.
 */
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  NOT_PUBLIC_V4.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96], // IPv4-mapped in dotted form is checked as IPv4 below; any other form is refused
  ['64:ff9b::', 96], // NAT64
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  NOT_PUBLIC_V6.addSubnet(net, bits, 'ipv6');

/** True for an address on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC_V4.check(address, 'ipv4');
  if (family !== 6) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]);
  return !NOT_PUBLIC_V6.check(address, 'ipv6');
}

export interface RemoteImage {
  buffer: Buffer;
  name: string;
}

@Injectable()
export class RemoteImageFetcher {
  /** `allows`: which addresses may be fetched (tests widen it to their own loopback server). */
  constructor(private readonly allows: (address: string) => boolean = isPublicAddress) {}

  async fetch(address: string): Promise<RemoteImage> {
    const deadline = AbortSignal.timeout(REMOTE_TIMEOUT_MS);
    let url = parse(address);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const ip = await this.checkedAddress(url);
      const answer = await this.get(url, ip, deadline);
      if ('redirect' in answer) {
        url = parse(new URL(answer.redirect, url).toString());
        continue;
      }
      return { buffer: answer.body, name: decodeURIComponent(url.pathname.split('/').pop() || 'image') };
    }
    throw new BadRequestException(`${REMOTE_FAILED} (too many redirects)`);
  }

  /** The one address the connection will use, after every address of the name passed the check. */
  private async checkedAddress(url: URL): Promise<{ address: string; family: number }> {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: { address: string; family: number }[];
    if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
    else {
      try {
        addresses = await lookup(host, { all: true, verbatim: true });
      } catch {
        throw new BadRequestException(`${REMOTE_FAILED} (unknown host)`);
      }
    }
    if (!addresses.length || !addresses.every((a) => this.allows(a.address)))
      throw new BadRequestException(PRIVATE_ADDRESS);
    return addresses[0];
  }

  private get(
    url: URL,
    ip: { address: string; family: number },
    signal: AbortSignal,
  ): Promise<{ body: Buffer } | { redirect: string }> {
    // The connection goes to the checked address; the name still serves the Host header and TLS.
    const pinned: LookupFunction = (_host, options, callback) => {
      if ((options as { all?: boolean }).all) callback(null, [ip]);
      else callback(null, ip.address, ip.family);
    };
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const fail = (reason: string) => reject(new BadRequestException(`${REMOTE_FAILED} (${reason})`));
      const req = client.get(
        url,
        { lookup: pinned, signal, headers: { accept: 'image/*', 'user-agent': 'portal-image-import' } },
        (res) => {
          const status = res.statusCode ?? 0;
          if (status >= 300 && status < 400 && res.headers.location) {
            res.resume();
            return resolve({ redirect: res.headers.location });
          }
          if (status !== 200) {
            res.resume();
            return fail(`status ${status}`);
          }
          if (Number(res.headers['content-length'] ?? 0) > MAX_IMAGE_BYTES) {
            res.destroy();
            return reject(new BadRequestException(TOO_LARGE));
          }
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_IMAGE_BYTES) {
              res.destroy();
              reject(new BadRequestException(TOO_LARGE));
            } else chunks.push(chunk);
          });
          res.on('end', () => resolve({ body: Buffer.concat(chunks) }));
          res.on('error', () => fail('the connection broke'));
        },
      );
      req.on('error', (err) => fail(signal.aborted ? 'took too long' : err.message));
    });
  }
}

function parse(address: string): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new BadRequestException(REMOTE_URL_MESSAGE);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    throw new BadRequestException(REMOTE_URL_MESSAGE);
  return url;
}
