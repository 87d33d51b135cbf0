import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@site/shared/schemas';
import { AppError } from '../../errors';
import { hmacHex, safeEqualHex } from '../payment-gateway-demo/signature';
import { WEBHOOK_TOLERANCE_MS } from './payments.config';

/**
 * Checks a demo-gateway callback (deposit or payout): the HMAC over `${timestamp}.${rawBody}` and a timestamp
 * within tolerance; then parses the JSON. Throws 401 WEBHOOK_SIGNATURE_INVALID / 400 VALIDATION_FAILED.
 */
export function readSignedGatewayBody(request: FastifyRequest, secret: string, now = Date.now()): unknown {
  const raw = typeof request.body === 'string' ? request.body : '';
  const timestamp = request.headers['x-gateway-timestamp'];
  const signature = request.headers['x-gateway-signature'];
  const stamp = typeof timestamp === 'string' && /^\d{1,15}$/.test(timestamp) ? Number(timestamp) : NaN;
  if (
    typeof signature !== 'string' ||
    !Number.isFinite(stamp) ||
    Math.abs(now - stamp) > WEBHOOK_TOLERANCE_MS ||
    !safeEqualHex(signature, hmacHex(secret, `${timestamp}.${raw}`))
  ) {
    throw new AppError(401, ERROR_CODES.WEBHOOK_SIGNATURE_INVALID, 'Webhook signature or timestamp invalid');
  }
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Body is not JSON');
  }
}
