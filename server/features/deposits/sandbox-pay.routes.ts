// The sandbox gateway, both sides: its hosted page (GET/POST /pay/sandbox/<token>, on the brand's host)
// and the portal's webhook it calls (POST /wps/payments/sandbox/webhook). The webhook reads the raw
// bytes itself — the signature covers them exactly — so it is mounted before the API's JSON parser.
import express, { Router, type Request, type Response } from 'express';
import type { SandboxWebhookBody } from '../../../schemas/generated/deposits.ts';
import { BCP47 } from '../../../schemas/rules/languages.ts';
import { formatMinorUnits } from '../../../schemas/rules/money-format.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { pageLanguage } from '../../http/page-language.ts';
import { markHandler } from '../../http/route-meta.ts';
import { apiSchema, compileApiSchema } from '../../http/validate.ts';
import type { Catalogues } from '../../i18n/catalogues.ts';
import { deliverSandboxWebhook, SANDBOX_WEBHOOK_PATH } from '../../providers/payment/sandbox-gateway.ts';
import { SIGNATURE_HEADER, verifyWebhook } from '../../providers/payment/sandbox-signature.ts';
import { renderSandboxPayPage } from './sandbox-pay-page.ts';
import { SANDBOX_PAY_PATH, type DepositsService } from './deposits.service.ts';

const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;
const webhookSchema = apiSchema<SandboxWebhookBody>('deposits', 'SandboxWebhookBody');
const webhookBody = compileApiSchema(webhookSchema);

export function sandboxWebhookRoutes(deposits: DepositsService): Router {
  const router = Router();
  const signed = markHandler((_req, _res, next) => next(), { signedBody: SIGNATURE_HEADER, request: { body: webhookSchema.uri } });
  router.post(SANDBOX_WEBHOOK_PATH, signed, express.raw({ type: () => true, limit: '16kb' }), async (req, res) => {
    const tenant = res.locals.tenant;
    const secret = tenant.config.secrets.paymentWebhookSecret;
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!secret || !verifyWebhook(secret, raw, req.get(SIGNATURE_HEADER))) throw new AppError(401, 'webhookSignatureInvalid');
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new AppError(400, 'badRequest');
    }
    if (!webhookBody(body)) throw new AppError(400, 'badRequest');
    const settled = await deposits.settleGateway(tenant, body as SandboxWebhookBody);
    res.set('Cache-Control', 'no-store').json(ok({ id: settled.id, status: settled.status }));
  });
  return router;
}

export function sandboxPayPageRoutes(deposits: DepositsService, catalogues: Catalogues): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '1kb' });

  const render = async (req: Request, res: Response, message?: string) => {
    const tenant = res.locals.tenant;
    // The player's chosen language (the app's cookie on this host), not the brand's default.
    const language = pageLanguage(req, tenant);
    const t = (key: string, params?: Record<string, string>) => catalogues.t(language, `sandboxPay.${key}`, params);
    const token = String(req.params.token);
    const payment = TOKEN.test(token) ? await deposits.gatewayPayment(tenant, token) : null;
    res.type('html').set('Cache-Control', 'no-store');
    const base = { lang: BCP47[language], nonce: res.locals.nonce, title: t('title'), notice: t('notice') };
    if (!payment) {
      res.status(404).send(renderSandboxPayPage({ ...base, rows: [], message: t('notFound') }));
      return;
    }
    const amount = formatMinorUnits(payment.amount, { symbol: tenant.config.currency.symbol, minorUnits: tenant.config.currency.minorUnits ?? 2 });
    const rows: Array<[string, string]> = [
      [t('merchant'), tenant.config.brand.name],
      [t('amount'), amount],
      [t('orderNo'), String(payment.id)],
    ];
    // A payer excluded since the payment started pays nothing more here (see DepositsService.gatewayPayerExcluded).
    const refused = payment.status === 'pending' && (await deposits.gatewayPayerExcluded(tenant, token));
    const settledMessage = payment.status === 'approved' ? t('paid') : payment.status === 'failed' ? t('cancelled') : refused ? t('refused') : undefined;
    // The form keeps the language, so the outcome page after Pay or Cancel is in it too.
    const action = `${SANDBOX_PAY_PATH}${token}?language=${language}`;
    const buttons = payment.status === 'pending' && !refused ? { pay: t('pay', { amount }), cancel: t('cancel'), action } : undefined;
    res.send(renderSandboxPayPage({ ...base, rows, buttons, message: message ?? settledMessage }));
  };

  router.get(`${SANDBOX_PAY_PATH}:token`, (req, res) => render(req, res));

  // The payer's choice: the gateway notifies the portal (signed, over HTTP), then shows the outcome.
  router.post(`${SANDBOX_PAY_PATH}:token`, form, async (req, res) => {
    if (req.get('sec-fetch-site') === 'cross-site') throw new AppError(403, 'csrfFailed');
    const tenant = res.locals.tenant;
    const token = String(req.params.token);
    const payment = TOKEN.test(token) ? await deposits.gatewayPayment(tenant, token) : null;
    const action = (req.body as Record<string, unknown> | undefined)?.action;
    // Asked only of a pending payment: a payer excluded since it started pays nothing more; cancelling stays open.
    const secret = tenant.config.secrets.paymentWebhookSecret;
    if (payment?.status === 'pending' && secret && (action === 'cancel' || (action === 'pay' && !(await deposits.gatewayPayerExcluded(tenant, token))))) {
      const port = req.socket.localPort ?? 0;
      await deliverSandboxWebhook({ port, host: req.headers.host ?? '' }, secret, {
        token,
        status: action === 'pay' ? 'paid' : 'failed',
        amount: payment.amount,
        currency: payment.currency,
      });
    }
    await render(req, res);
  });
  return router;
}
