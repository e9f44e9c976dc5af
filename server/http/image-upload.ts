// One image per request, sent as the raw body with Content-Type image/png or image/jpeg (no base64, no
// multipart): the app-wide JSON limit stays small and each upload is bounded on its own. The bytes
// must really be PNG or JPEG (magic numbers), whatever the header claims. Messages of spec §8.
import express, { type RequestHandler } from 'express';
import { AppError } from './app-error.ts';
import { markHandler } from './route-meta.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export type ImageType = 'image/png' | 'image/jpeg';

export interface UploadedImage {
  contentType: ImageType;
  bytes: Buffer;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type the bytes really are, or null. */
export function sniffImage(bytes: Buffer): ImageType | null {
  if (bytes.length > PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.length > JPEG.length && bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}

const raw = express.raw({ type: ['image/png', 'image/jpeg'], limit: MAX_IMAGE_BYTES });

/** Parses the upload into res.locals.image: 413 uploadTooLarge over 5 MB, 415 uploadBadType unless PNG or JPEG. */
export function imageUpload(): RequestHandler {
  return markHandler(
    (req, res, next) => {
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > MAX_IMAGE_BYTES) return next(new AppError(413, 'uploadTooLarge'));
      raw(req, res, (err?: unknown) => {
        if (err) {
          const type = (err as { type?: string }).type;
          return next(type === 'entity.too.large' ? new AppError(413, 'uploadTooLarge') : err);
        }
        const bytes = Buffer.isBuffer(req.body) ? req.body : null;
        const contentType = bytes ? sniffImage(bytes) : null;
        if (!bytes || !contentType) return next(new AppError(415, 'uploadBadType'));
        res.locals.image = { contentType, bytes } satisfies UploadedImage;
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
    }
  }
}
