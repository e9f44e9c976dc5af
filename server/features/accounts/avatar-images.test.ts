import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { AVATAR_PRESET_COUNT, normaliseAvatar, presetSvg } from './avatar-images.ts';

describe('avatar images', () => {
  it('when each preset is drawn, then it is a distinct SVG that renders at 256×256', async () => {
    const svgs = Array.from({ length: AVATAR_PRESET_COUNT }, (_, i) => presetSvg(i + 1));
    expect(new Set(svgs).size).toBe(AVATAR_PRESET_COUNT);
    const meta = await sharp(Buffer.from(svgs[0])).metadata();
    expect(meta).toMatchObject({ format: 'svg', width: 256, height: 256 });
  });

  it('when a JPEG with EXIF is normalised, then a 256×256 WebP without the metadata comes out', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 500, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret place' } })
      .toBuffer();
    const { image, contentType } = await normaliseAvatar(jpeg);
    expect(contentType).toBe('image/webp');
    const meta = await sharp(image).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
  });

  it('when the bytes are not a readable PNG or JPEG, then avatarUnreadable or uploadBadType is thrown', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await expect(normaliseAvatar(png)).rejects.toMatchObject({ status: 400, code: 'avatarUnreadable' });
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    await expect(normaliseAvatar(webp)).rejects.toBeInstanceOf(AppError);
    await expect(normaliseAvatar(webp)).rejects.toMatchObject({ status: 415, code: 'uploadBadType' });
  });
});
