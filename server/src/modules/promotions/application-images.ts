import { APPLICATION_IMAGE_MAX_BYTES, ERROR_CODES } from '@site/shared/schemas';
import * as proofImages from '../../lib/proof-images';

/**
 * Application images (docs/promotions.md): png or jpg by their first bytes, ≤ 5 MB each, ≤ 3 (the count is the
 * schema's), kept under DATA_DIR/uploads/promotions/<applicationId>/ (server/src/lib/proof-images.ts).
 */
export type { CheckedImage } from '../../lib/proof-images';

const AREA = 'promotions';

export function checkImages(images: readonly string[]): proofImages.CheckedImage[] {
  return proofImages.checkImages(images, {
    maxBytes: APPLICATION_IMAGE_MAX_BYTES,
    tooBigCode: ERROR_CODES.PROMOTION_IMAGE_TOO_BIG,
    wrongTypeCode: ERROR_CODES.PROMOTION_IMAGE_TYPE,
  });
}

export function storeImages(dataDir: string, applicationId: number, images: proofImages.CheckedImage[]) {
  return proofImages.storeImages(dataDir, AREA, applicationId, images);
}

export function readImage(dataDir: string, applicationId: number, n: number, types: readonly string[]) {
  return proofImages.readImage(dataDir, AREA, applicationId, n, types, ERROR_CODES.PROMOTION_IMAGE_NOT_FOUND);
}
