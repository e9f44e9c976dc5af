// One image per request, sent as the raw body with Content-Type image/png or image/jpeg (no base64, no
// multipart): the app-wide JSON limit stays small and each upload is bounded on its own. The bytes
// must really be PNG or JPEG (magic numbers), whatever the header claims. Messages of spec §8. A feature
// with other rules (banner art: WebP too, a smaller cap, its own messages) passes its options.
import express, { type RequestHandler } from 'express';
import { AppError } from './app-error.ts';
import { markHandler } from './route-meta.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** What receipts and proofs may be. */
export type ImageType = 'image/png' | 'image/jpeg';
/** What the sniffer recognises (banner art may also be WebP). */
export type SniffedType = ImageType | 'image/webp';

export interface UploadedImage<T extends SniffedType = ImageType> {
  contentType: T;
  bytes: Buffer;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const RIFF = Buffer.from('RIFF', 'latin1');
const WEBP = Buffer.from('WEBP', 'latin1');

/** The image type the bytes really are, or null. */
export function sniffImage(bytes: Buffer): SniffedType | null {
  if (bytes.length > PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.length > JPEG.length && bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  if (bytes.length > 12 && bytes.subarray(0, 4).equals(RIFF) && bytes.subarray(8, 12).equals(WEBP)) return 'image/webp';
  return null;
}

export interface ImageUploadOptions {
  maxBytes: number;
  types: readonly SniffedType[];
  /** Where the accepted image lands: res.locals.image (receipts, PNG/JPEG) or res.locals.art (any sniffed type). */
  into: 'image' | 'art';
  /** Message keys (errors.*) of the two refusals. */
  tooLarge: string;
  badType: string;
}

const RECEIPTS: ImageUploadOptions = {
  maxBytes: MAX_IMAGE_BYTES,
  types: ['image/png', 'image/jpeg'],
  into: 'image',
  tooLarge: 'uploadTooLarge',
  badType: 'uploadBadType',
};

/** Parses the upload into res.locals.image (or .art): 413 over the size cap, 415 unless the bytes are one of the types (default: receipts, PNG or JPEG up to 5 MB). */
export function imageUpload(options: ImageUploadOptions = RECEIPTS): RequestHandler {
  // Only a body declared as one of the types is read; then the bytes, not the declaration, decide.
  const raw = express.raw({ type: [...options.types], limit: options.maxBytes });
  return markHandler(
    (req, res, next) => {
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > options.maxBytes) return next(new AppError(413, options.tooLarge));
      raw(req, res, (err?: unknown) => {
        if (err) {
          const type = (err as { type?: string }).type;
          return next(type === 'entity.too.large' ? new AppError(413, options.tooLarge) : err);
        }
        const bytes = Buffer.isBuffer(req.body) ? req.body : null;
        const contentType = bytes ? sniffImage(bytes) : null;
        if (!bytes || !contentType || !options.types.includes(contentType)) return next(new AppError(415, options.badType));
        if (options.into === 'art') res.locals.art = { contentType, bytes };
        else if (contentType !== 'image/webp') res.locals.image = { contentType, bytes };
        next();
      });
    },
    { imageUpload: true },
  );
}

declare global {
  namespace Express {
    interface Locals {
      /** The image imageUpload() accepted. */
      image?: UploadedImage;
      /** The image imageUpload({ into: 'art' }) accepted. */
      art?: UploadedImage<SniffedType>;
    }
  }
}
