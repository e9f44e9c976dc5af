// Live content in the back office (/bo/api/brands/:tenant/content on operator hosts): read it
// (content.read), change banners and notices and upload banner art (content.write), set or end the
// maintenance window (content.write and features.write). Writes also need the gate's same-origin
// proof. The brand scope and the audit are the service's. Uploaded art is served publicly on the
// brand's hosts by contentImageRoutes.
import { join } from 'node:path';
import { Router, type Request, type Response } from 'express';
import type {
  BannerInput,
  BannerOrderRequest,
  ContentItemParams,
  ContentKindParams,
  ContentParams,
  ImageParams,
  MaintenanceInput,
  NoticeInput,
  NoticeOrderRequest,
} from '../../../schemas/generated/content.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { imageUpload } from '../../http/image-upload.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import { visitorOf } from '../../http/visitor.ts';
import type { StaffActor } from '../staff/staff-accounts.service.ts';
import { staffOf, type StaffGate } from '../staff/staff-gate.ts';
import { IMAGE_PATH_PREFIX, MAX_BANNER_BYTES, type ContentService } from './content.service.ts';
import type { StoredImage } from './content-images.repository.ts';

const noStore = { 'Cache-Control': 'no-store' };
const inputOf = <T>(res: Response, part: 'body' | 'query' | 'params' = 'body'): T => res.locals.input![part] as T;
const schema = <T>(name: string) => apiSchema<T>('content', name);
const BASE = '/bo/api/brands/:tenant/content';
const IMAGE_NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

const bannerArt = imageUpload({
  maxBytes: MAX_BANNER_BYTES,
  types: ['image/png', 'image/jpeg', 'image/webp'],
  into: 'art',
  tooLarge: 'contentImageTooLarge',
  badType: 'contentImageBadType',
});

/** An image by content hash: the same bytes forever, so browsers and proxies keep it for a year. */
function sendImage(res: Response, image: StoredImage): void {
  res
    .set({
      'Content-Type': image.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    })
    .end(Buffer.from(image.bytes));
}

export function contentRoutes(content: ContentService, gate: StaffGate, options: { countryHeader?: string; tenantsDir: string }): Router {
  const { countryHeader } = options;
  const router = Router();
  const actorOf = (req: Request, res: Response): StaffActor => ({ session: staffOf(res), ip: visitorOf(req, countryHeader).ip });
  const read = [gate.signedIn, gate.can('content.read')];
  const write = [gate.signedIn, gate.can('content.write'), gate.sameOrigin];
  const maintenance = [gate.signedIn, gate.can('content.write'), gate.can('features.write'), gate.sameOrigin];
  const brand = schema<ContentParams>('ContentParams');
  const item = schema<ContentItemParams>('ContentItemParams');
  const tenantOf = (res: Response) => inputOf<ContentParams>(res, 'params').tenant;
  const itemOf = (res: Response) => inputOf<ContentItemParams>(res, 'params');
  const send = async (res: Response, value: Promise<unknown> | unknown) => void res.set(noStore).json(ok(await value));

  router.get(BASE, ...read, validate({ params: brand }), async (req, res) => send(res, content.view(actorOf(req, res), tenantOf(res))));

  router.post(`${BASE}/banners`, ...write, validate({ params: brand, body: schema<BannerInput>('BannerInput') }), async (req, res) =>
    send(res, content.createBanner(actorOf(req, res), tenantOf(res), inputOf<BannerInput>(res))),
  );
  router.put(`${BASE}/banners/:id`, ...write, validate({ params: item, body: schema<BannerInput>('BannerInput') }), async (req, res) =>
    send(res, content.updateBanner(actorOf(req, res), itemOf(res).tenant, itemOf(res).id, inputOf<BannerInput>(res))),
  );
  router.delete(`${BASE}/banners/:id`, ...write, validate({ params: item }), async (req, res) =>
    send(res, content.deleteBanner(actorOf(req, res), itemOf(res).tenant, itemOf(res).id)),
  );
  router.put(`${BASE}/banner-order`, ...write, validate({ params: brand, body: schema<BannerOrderRequest>('BannerOrderRequest') }), async (req, res) => {
    const { groupName, ids } = inputOf<BannerOrderRequest>(res);
    await send(res, content.orderBanners(actorOf(req, res), tenantOf(res), groupName, ids));
  });

  router.post(`${BASE}/notices`, ...write, validate({ params: brand, body: schema<NoticeInput>('NoticeInput') }), async (req, res) =>
    send(res, content.createNotice(actorOf(req, res), tenantOf(res), inputOf<NoticeInput>(res))),
  );
  router.put(`${BASE}/notices/:id`, ...write, validate({ params: item, body: schema<NoticeInput>('NoticeInput') }), async (req, res) =>
    send(res, content.updateNotice(actorOf(req, res), itemOf(res).tenant, itemOf(res).id, inputOf<NoticeInput>(res))),
  );
  router.delete(`${BASE}/notices/:id`, ...write, validate({ params: item }), async (req, res) =>
    send(res, content.deleteNotice(actorOf(req, res), itemOf(res).tenant, itemOf(res).id)),
  );
  router.put(`${BASE}/notice-order`, ...write, validate({ params: brand, body: schema<NoticeOrderRequest>('NoticeOrderRequest') }), async (req, res) =>
    send(res, content.orderNotices(actorOf(req, res), tenantOf(res), inputOf<NoticeOrderRequest>(res).ids)),
  );

  router.put(`${BASE}/maintenance`, ...maintenance, validate({ params: brand, body: schema<MaintenanceInput>('MaintenanceInput') }), async (req, res) =>
    send(res, content.setMaintenance(actorOf(req, res), tenantOf(res), inputOf<MaintenanceInput>(res))),
  );
  // Ending staff's maintenance window needs what setting it needs; banners and notices need content.write.
  router.delete(`${BASE}/maintenance`, ...maintenance, validate({ params: brand }), async (req, res) =>
    send(res, content.reset(actorOf(req, res), tenantOf(res), 'maintenance')),
  );
  router.delete(`${BASE}/overrides/:kind`, ...write, validate({ params: schema<ContentKindParams>('ContentKindParams') }), async (req, res) => {
    const { tenant, kind } = inputOf<ContentKindParams>(res, 'params');
    if (kind === 'maintenance') throw new AppError(400, 'contentUseMaintenance');
    await send(res, content.reset(actorOf(req, res), tenant, kind));
  });

  router.post(`${BASE}/images`, ...write, validate({ params: brand }), bannerArt, async (req, res) =>
    send(res, content.uploadImage(actorOf(req, res), tenantOf(res), res.locals.art!)),
  );
  router.get(`${BASE}/images/:name`, ...read, validate({ params: schema<ImageParams>('ImageParams') }), async (req, res) => {
    const { tenant, name } = inputOf<ImageParams>(res, 'params');
    const image = await content.staffImage(actorOf(req, res), tenant, name);
    if (!image) throw new AppError(404, 'notFound');
    sendImage(res, image);
  });

  // The brand's file art (/brand-assets/… on its hosts) for the editor's preview on the operator host.
  router.get(`${BASE}/brand-assets/*path`, ...read, validate({ params: schema<ContentParams>('BrandAssetParams') }), async (req, res, next) => {
    const tenant = tenantOf(res);
    content.view(actorOf(req, res), tenant); // brand scope
    const path = req.path.slice(req.path.indexOf('/brand-assets/') + '/brand-assets'.length);
    // Shown in <img> only: a CSP without script keeps an SVG opened on its own from running anything on the operator host.
    const headers = { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'", 'X-Content-Type-Options': 'nosniff' };
    res.sendFile(path, { root: join(options.tenantsDir, tenant), dotfiles: 'deny', maxAge: '1h', headers }, (err?: NodeJS.ErrnoException) => {
      if (err && !res.headersSent) next(new AppError(404, 'notFound'));
    });
  });

  return router;
}

/** GET /content-images/<hash>.<ext> on a brand's hosts: that brand's uploaded art. */
export function contentImageRoutes(content: ContentService): Router {
  const router = Router();
  router.get(`${IMAGE_PATH_PREFIX}:name`, async (req, res, next) => {
    const name = req.params.name;
    if (!IMAGE_NAME.test(name)) return next();
    const image = await content.image(res.locals.tenant.id, name);
    if (!image) return next(new AppError(404, 'notFound'));
    sendImage(res, image);
  });
  return router;
}
