import sharp, { type Metadata } from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS, AVATAR_MESSAGES, AVATAR_SIZE_PX } from '#shared/schemas/profile.js';
import { AppError } from '#server/errors.js';

/**
 * An uploaded image (an avatar, a wishlist cover), judged by its bytes (never by its name or declared type)
 * and re-encoded: turned upright from its EXIF orientation, cropped to its frame (a 256 px square for an
 * avatar, 1200 × 630 for a cover), metadata (location, camera) stripped, saved as WebP. Re-encoding means that
 * nothing but pixels from the upload is ever served back.
 */

/** What sharp reports for the accepted formats; AVIF is reported as 'heif' with AV1 compression. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const MAX_INPUT_PIXELS = AVATAR_MAX_PIXELS;
const WEBP_QUALITY = 82;

export interface ProcessedAvatar {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/** A 400 naming the upload's field (avatar, cover). */
export const imageError = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', `Invalid input: ${field}`, { fields: { [field]: message } });

/** A wishlist cover's frame: the Open Graph image size, so a shared list's link preview shows it whole. */
const COVER_SIZE = { width: 1200, height: 630 } as const;

function isAccepted(meta: Metadata): boolean {
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) return false;
  // HEIF also covers HEIC photos (HEVC); only AVIF (AV1) is accepted.
  return meta.format !== 'heif' || meta.compression === 'av1';
}

export function processAvatarImage(input: Buffer): Promise<ProcessedAvatar> {
  return processImage(input, { width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX }, 'avatar');
}

export function processCoverImage(input: Buffer): Promise<ProcessedAvatar> {
  return processImage(input, COVER_SIZE, 'cover');
}

/** A wishlist item's image (a shop's product picture): kept whole, at most 800 px a side, never enlarged. */
const ITEM_IMAGE_MAX_PX = 800;

export function processItemImage(input: Buffer): Promise<ProcessedAvatar> {
  return processImage(input, { width: ITEM_IMAGE_MAX_PX, height: ITEM_IMAGE_MAX_PX, fit: 'inside' }, 'imageUrl');
}

async function processImage(
  input: Buffer,
  size: { width: number; height: number; fit?: 'cover' | 'inside' },
  field: string,
): Promise<ProcessedAvatar> {
  const fail = (message: string) => imageError(field, message);
  if (!input.length) throw fail(AVATAR_MESSAGES.missing);
  if (input.length > AVATAR_MAX_BYTES) throw fail(AVATAR_MESSAGES.tooLarge);
  let meta: Metadata;
  try {
    // Reads the header only (no pixels are decoded), so the size check below comes first.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw fail(AVATAR_MESSAGES.notAnImage);
  }
  if (!isAccepted(meta)) throw fail(AVATAR_MESSAGES.notAnImage);
  // A decompression bomb (a small file that unpacks to gigapixels) is refused before decoding.
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw fail(AVATAR_MESSAGES.tooManyPixels);
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(
        size.width,
        size.height,
        size.fit === 'inside' ? { fit: 'inside', withoutEnlargement: true } : { fit: 'cover', position: 'attention' },
      )
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    // A truncated or corrupt file can pass the header check and fail while decoding.
    throw fail(AVATAR_MESSAGES.notAnImage);
  }
}
