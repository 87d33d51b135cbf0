import { isIP } from 'node:net';

/**
 * Where a request comes from. Decision: a reverse proxy / CDN in front of the site sets
 * `x-country` (ISO 3166 alpha-2, like Cloudflare's CF-IPCountry) and it wins; otherwise a small
 * local table of IPv4 ranges answers (no GeoIP database ships with the project, and there is no
 * internet to query one). Unknown addresses resolve to 'ZZ' ("unknown" in ISO user-assigned space).
 */
const RANGES: ReadonlyArray<{ cidr: string; country: string }> = [
  // Documentation ranges (RFC 5737) mapped to fixed countries so demos and tests are predictable.
  { cidr: '192.0.2.0/24', country: 'PH' },
  { cidr: '198.51.100.0/24', country: 'US' },
  { cidr: '203.0.113.0/24', country: 'FR' },
  // A few well-known public blocks.
  { cidr: '49.144.0.0/13', country: 'PH' },
  { cidr: '112.198.0.0/16', country: 'PH' },
  { cidr: '14.160.0.0/11', country: 'VN' },
  { cidr: '1.0.128.0/17', country: 'TH' },
  { cidr: '8.8.8.0/24', country: 'US' },
];

function ipv4ToInt(ip: string): number {
  return ip.split('.').reduce((acc, part) => (acc << 8) + Number(part), 0) >>> 0;
}

const PARSED = RANGES.map(({ cidr, country }) => {
  const [base = '0.0.0.0', bits = '32'] = cidr.split('/');
  const mask = Number(bits) === 0 ? 0 : (~0 << (32 - Number(bits))) >>> 0;
  return { start: (ipv4ToInt(base) & mask) >>> 0, mask, country };
});

export function countryOfIp(ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) !== 4) return 'ZZ';
  const n = ipv4ToInt(v4);
  return PARSED.find((r) => (n & r.mask) >>> 0 === r.start)?.country ?? 'ZZ';
}

export interface Location {
  ip: string;
  country: string;
}

export function resolveLocation(
  ip: string,
  headers: Record<string, string | string[] | undefined>,
): Location {
  const header = headers['x-country'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value && /^[A-Za-z]{2}$/.test(value)) return { ip, country: value.toUpperCase() };
  return { ip, country: countryOfIp(ip) };
}
