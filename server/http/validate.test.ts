import { describe, expect, it } from 'vitest';
import type { ErrorObject } from 'ajv';
import { controlCharacterField, fieldProblem } from './validate.ts';

const error = (keyword: string, instancePath: string, params: Record<string, unknown>): ErrorObject => ({ keyword, instancePath, schemaPath: '#', params });

describe('fieldProblem', () => {
  it.each<[string, ErrorObject, object]>([
    [
      'a missing field',
      error('required', '', { missingProperty: 'name' }),
      { field: 'name', code: 'required', messageKey: 'validation.required', params: { field: 'name' } },
    ],
    [
      'an unknown field',
      error('additionalProperties', '', { additionalProperty: 'debug' }),
      { field: 'debug', code: 'unknownField', messageKey: 'validation.unknownField', params: { field: 'debug' } },
    ],
    [
      'a value outside an enum',
      error('enum', '/platform', { allowedValues: ['H5', 'PC'] }),
      { field: 'platform', code: 'enum', messageKey: 'validation.enum', params: { field: 'platform', values: 'H5, PC' } },
    ],
    [
      'a wrong type',
      error('type', '/language', { type: 'string' }),
      { field: 'language', code: 'type', messageKey: 'validation.type', params: { field: 'language', type: 'string' } },
    ],
    [
      'a value too long',
      error('maxLength', '/url', { limit: 300 }),
      { field: 'url', code: 'maxLength', messageKey: 'validation.maxLength', params: { field: 'url', limit: 300 } },
    ],
    [
      'a value too short',
      error('minLength', '/a~1b', { limit: 2 }),
      { field: 'a/b', code: 'minLength', messageKey: 'validation.minLength', params: { field: 'a/b', limit: 2 } },
    ],
    [
      'a number too large',
      error('maximum', '/nodeId', { comparison: '<=', limit: 9007199254740991 }),
      { field: 'nodeId', code: 'maximum', messageKey: 'validation.maximum', params: { field: 'nodeId', limit: 9007199254740991 } },
    ],
    [
      'a number too small',
      error('minimum', '/pageNo', { comparison: '>=', limit: 1 }),
      { field: 'pageNo', code: 'minimum', messageKey: 'validation.minimum', params: { field: 'pageNo', limit: 1 } },
    ],
    [
      'a pattern mismatch',
      error('pattern', '/code', { pattern: '^x$' }),
      { field: 'code', code: 'pattern', messageKey: 'validation.invalidFormat', params: { field: 'code' } },
    ],
  ])('when ajv reports %s, then the problem has a specific code, message key and parameters', (_what, e, expected) => {
    expect(fieldProblem(e, 'query')).toMatchObject(expected);
  });

  it('when a specific message key is used, then the generic message is its fallback; other keywords use the generic message', () => {
    expect(fieldProblem(error('enum', '/x', { allowedValues: [1] }), 'query').fallbackKey).toBe('errors.badRequest');
    expect(fieldProblem(error('multipleOf', '/x', { multipleOf: 2 }), 'body')).toEqual({ field: 'x', code: 'multipleOf', messageKey: 'errors.badRequest' });
    expect(fieldProblem(error('type', '', { type: 'object' }), 'body').field).toBe('body');
  });
});

describe('controlCharacterField', () => {
  it('when a string anywhere in the input holds NUL or another control character, then its path is named; tabs and line breaks pass', () => {
    expect(controlCharacterField({ username: 'ok', nested: { list: ['fine', 'bad\u0000'] } })).toBe('nested.list.1');
    expect(controlCharacterField({ a: 'x\u001b[31m' })).toBe('a');
    expect(controlCharacterField({ a: 'x\u0085' })).toBe('a');
    expect(controlCharacterField({ a: 'line one\nline two\tand a tab\r\n' })).toBeNull();
    expect(controlCharacterField({ a: 'Tiếng Việt 中文 ไทย' })).toBeNull();
  });
});
