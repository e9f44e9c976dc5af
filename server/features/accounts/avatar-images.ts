// The avatar's pictures: the generated preset set (SVG made here from a seed, no user input in it) and an
// uploaded image, decoded and re-encoded by sharp (libvips) — the stored and served bytes are always our
// own 256×256 WebP, never the uploaded file, so metadata (EXIF, GPS) is dropped and a crafted file cannot
// reach another browser as itself. Decompression bombs stop at the pixel limit before any work is done.
import sharp from 'sharp';
import { AppError } from '../../http/app-error.ts';

export const AVATAR_PRESET_COUNT = 12;
export const AVATAR_SIZE = 256;
/** Input images above this many pixels are refused unread (a 5 MB PNG can claim billions). */
export const AVATAR_MAX_INPUT_PIXELS = 40_000_000;

const HUES = [8, 28, 48, 88, 140, 168, 190, 212, 232, 262, 292, 330];
const FACES = ['smile', 'grin', 'wink', 'cool'] as const;

/** Preset `id` (1…AVATAR_PRESET_COUNT) as an SVG document. */
export function presetSvg(id: number): string {
  const hue = HUES[(id - 1) % HUES.length];
  const face = FACES[(id - 1) % FACES.length];
  const bg = `hsl(${hue} 70% 55%)`;
  const skin = `hsl(${(hue + 30) % 360} 60% 86%)`;
  const ink = `hsl(${hue} 45% 22%)`;
  const eyes =
    face === 'wink'
      ? `<circle cx="100" cy="118" r="9" fill="${ink}"/><path d="M146 118h20" stroke="${ink}" stroke-width="7" stroke-linecap="round"/>`
      : face === 'cool'
        ? `<rect x="84" y="106" width="36" height="22" rx="8" fill="${ink}"/><rect x="136" y="106" width="36" height="22" rx="8" fill="${ink}"/><path d="M120 114h16" stroke="${ink}" stroke-width="5"/>`
        : `<circle cx="104" cy="118" r="9" fill="${ink}"/><circle cx="152" cy="118" r="9" fill="${ink}"/>`;
  const mouth =
    face === 'grin'
      ? `<path d="M96 150q32 34 64 0z" fill="${ink}"/>`
      : `<path d="M100 152q28 22 56 0" fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">` +
    `<rect width="256" height="256" fill="${bg}"/>` +
    `<circle cx="128" cy="300" r="120" fill="${ink}" opacity="0.35"/>` +
    `<circle cx="128" cy="132" r="70" fill="${skin}"/>` +
    eyes +
    mouth +
    `</svg>`
  );
}

/** Decodes a PNG or JPEG and re-encodes it as a square WebP; AppError 400 avatarUnreadable when it is not a readable image. */
export async function normaliseAvatar(bytes: Buffer): Promise<{ image: Buffer; contentType: 'image/webp' }> {
  try {
    const pipeline = sharp(bytes, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true });
    const meta = await pipeline.metadata();
    if (meta.format !== 'png' && meta.format !== 'jpeg') throw new AppError(415, 'uploadBadType');
    const image = await pipeline.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer();
    return { image, contentType: 'image/webp' };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(400, 'avatarUnreadable');
  }
}
