import { createHmac } from 'node:crypto';

/** The callback signature both sides compute: hex HMAC-SHA256 of the raw JSON body. */
export function signBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}
