// Brand files in the back office (/bo/api on operator hosts): the validation state of every tenant file,
// and "validate this file" by upload before it is dropped in. Permission: brands.read (nothing here
// changes anything; the file is dropped in by the operator, as before).
import express, { Router, type Response } from 'express';
import type { FileValidationQuery } from '../../../schemas/generated/staff.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import { staffOf, type StaffGate } from '../staff/staff-gate.ts';
import type { BrandFilesService } from './brand-files.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
/** A tenant file is some tens of KB; a megabyte leaves room for a large catalogue of games and banners. */
export const UPLOAD_LIMIT_BYTES = 1024 * 1024;

export function brandFilesRoutes(files: BrandFilesService, gate: StaffGate): Router {
  const router = Router();

  router.get('/bo/api/brand-files', gate.signedIn, gate.can('brands.read'), (_req, res) => {
    res.set(noStore).json(ok(files.list(staffOf(res))));
  });

  // The body is the file itself (text/plain or application/octet-stream), so the back office's JSON
  // parser and its small limit never see it; an empty or non-UTF-8 body is refused before validation.
  router.post(
    '/bo/api/brand-files/validate',
    gate.signedIn,
    gate.can('brands.read'),
    gate.sameOrigin,
    express.text({ type: ['text/plain', 'application/octet-stream'], limit: UPLOAD_LIMIT_BYTES }),
    validate({ query: apiSchema<FileValidationQuery>('staff', 'FileValidationQuery') }),
    (req, res: Response) => {
      const text: unknown = req.body;
      if (typeof text !== 'string' || text.trim() === '') throw new AppError(400, 'brandFileEmpty');
      if (text.includes('\uFFFD')) throw new AppError(400, 'brandFileNotText');
      const { file } = res.locals.input!.query as FileValidationQuery;
      res.set(noStore).json(ok(files.validate(staffOf(res), text, file)));
    },
  );

  return router;
}
