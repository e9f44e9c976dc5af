// The `{success, value, message}` envelope of every API answer (schemas/api/system.schema.json#Envelope).
import type { Envelope, FieldError } from '../../schemas/generated/system.ts';

export interface Ok<T> extends Envelope {
  success: true;
  value: T;
}

export const ok = <T>(value: T, message = ''): Ok<T> => ({ success: true, value, message });

export const failure = (code: string, message: string, errors?: FieldError[], value: unknown = null): Envelope =>
  errors && errors.length > 0 ? { success: false, value, message, code, errors } : { success: false, value, message, code };
