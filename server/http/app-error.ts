// An error with a stable code that the one error handler turns into a translated envelope.
// The message text is looked up as `errors.<code>` in the request's language unless messageKey says otherwise.
import type { MessageParams } from '../i18n/catalogues.ts';

export type ErrorCode =
  | 'badRequest'
  | 'validation'
  | 'unauthorized'
  | 'notFound'
  | 'featureUnavailable'
  | 'unknownHost'
  | 'payloadTooLarge'
  | 'tooManyRequests'
  | 'internal'
  | (string & {});

/** A problem with one input field; the error handler translates messageKey into FieldError.message. */
export interface FieldProblem {
  field: string;
  code: string;
  messageKey: string;
  /** Used instead of messageKey while the catalogues do not have messageKey. */
  fallbackKey?: string;
  params?: MessageParams;
}

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly details: {
      params?: MessageParams;
      fields?: FieldProblem[];
      messageKey?: string;
      /** The envelope's value (e.g. the balance with insufficient funds); null otherwise. */ value?: unknown;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}
