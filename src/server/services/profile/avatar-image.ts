import sharp, { type Metadata } from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS, AVATAR_MESSAGES, AVATAR_SIZE_PX } from '../../../shared/schemas/profile.js';
import { AppError } from '../../http/app-error.js';

/**
 * An uploaded avatar, judged by its bytes (never by its name or declared type) and re-encoded: turned upright
 * from its EXIF orientation, cropped to a 256 px square, metadata (location, camera) stripped, saved as WebP.
 * Re-encoding means that nothing but pixels from the upload is ever served back.
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

export const avatarError = (message: string) =>
  new AppError('VALIDATION_ERROR', `Invalid input: avatar`, { fields: { avatar: message } });

function isAccepted(meta: Metadata): boolean {
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) return false;
  // HEIF also covers HEIC photos (HEVC); only AVIF (AV1) is accepted.
  return meta.format !== 'heif' || meta.compression === 'av1';
}

export async function processAvatarImage(input: Buffer): Promise<ProcessedAvatar> {
  if (!input.length) throw avatarError(AVATAR_MESSAGES.missing);
  if (input.length > AVATAR_MAX_BYTES) throw avatarError(AVATAR_MESSAGES.tooLarge);
  let meta: Metadata;
  try {
    // Reads the header only (no pixels are decoded), so the size check below comes first.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw avatarError(AVATAR_MESSAGES.notAnImage);
  }
  if (!isAccepted(meta)) throw avatarError(AVATAR_MESSAGES.notAnImage);
  // A decompression bomb (a small file that unpacks to gigapixels) is refused before decoding.
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw avatarError(AVATAR_MESSAGES.tooManyPixels);
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    // A truncated or corrupt file can pass the header check and fail while decoding.
    throw avatarError(AVATAR_MESSAGES.notAnImage);
  }
}
