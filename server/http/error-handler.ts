// The one error handler. API paths get a translated envelope, other paths a plain page; nothing
// internal (stack, SQL, file paths) ever reaches the client. Unexpected errors are logged with their
// stack on the request's log line.
import type { ErrorRequestHandler, Request, Response } from 'express';
import type { FieldError } from '../../schemas/generated/system.ts';
import { BCP47 } from '../../schemas/rules/languages.ts';
import type { LanguageCode } from '../../schemas/generated/tenant.ts';
import type { Catalogues, MessageParams } from '../i18n/catalogues.ts';
import { isApiPath } from './api-paths.ts';
import { AppError } from './app-error.ts';
import { failure } from './envelope.ts';
import { plainPage } from './plain-page.ts';
import { requestLanguage } from './request-context.ts';

interface HttpError extends Error {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/** Errors raised by Express itself, its router (an undecodable path parameter) and its body parsers, mapped to our codes. */
export function fromHttpError(err: HttpError): AppError | null {
  switch (err.type) {
    case 'entity.parse.failed':
      return new AppError(400, 'badRequest');
    case 'entity.too.large':
      return new AppError(413, 'payloadTooLarge');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError(415, 'badRequest');
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return new AppError(400, 'badRequest');
  }
  const status = err.status ?? err.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 404) return new AppError(404, 'notFound');
    if (status === 413) return new AppError(413, 'payloadTooLarge');
    return new AppError(status, 'badRequest');
  }
  return null;
}

/** Params named field or 0 may hold a message key themselves (a field label, the terms text). */
function translatedParams(catalogues: Catalogues, language: LanguageCode, params: MessageParams | undefined): MessageParams | undefined {
  if (!params) return params;
  const out = { ...params };
  for (const name of ['field', '0']) {
    const value = out[name];
    if (typeof value === 'string' && catalogues.has(value)) out[name] = catalogues.t(language, value, params);
  }
  return out;
}

export function createErrorHandler(catalogues: Catalogues): ErrorRequestHandler {
  return (err: unknown, req: Request, res: Response, _next) => {
    let error = err instanceof AppError ? err : fromHttpError(err as HttpError);
    if (!error) {
      error = new AppError(500, 'internal');
      // The request logger writes it, with its stack, on the request's line.
      (res as Response & { err?: Error }).err = err instanceof Error ? err : new Error(String(err));
    }
    if (res.headersSent) {
      req.log?.error({ err }, 'error after the response started; connection closed');
      req.socket.destroy();
      return;
    }
    const language = requestLanguage(req, res);
    const message = catalogues.t(language, error.details.messageKey ?? `errors.${error.code}`, error.details.params);
    res.status(error.status);
    if (isApiPath(req.path)) {
      const fields: FieldError[] | undefined = error.details.fields?.map((f) => ({
        field: f.field,
        code: f.code,
        message: catalogues.t(
          language,
          f.fallbackKey && !catalogues.has(f.messageKey) ? f.fallbackKey : f.messageKey,
          translatedParams(catalogues, language, f.params),
        ),
      }));
      res.set('Cache-Control', 'no-store').json(failure(error.code, message, fields, error.details.value ?? null));
      return;
    }
    const title = error.status === 404 ? catalogues.t(language, 'page.notFound') : message;
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(
        plainPage({
          lang: BCP47[language],
          title,
          text: error.status === 404 ? catalogues.t(language, 'page.notFoundText') : message,
          nonce: res.locals.nonce ?? '',
        }),
      );
  };
}
