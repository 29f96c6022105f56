import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkOneTimeCode, checkText, VALIDATION_MESSAGES } from './validation-messages.ts';

const catalogues = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../i18n/src');
const languages = readdirSync(catalogues, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function lookup(language: string, key: string): unknown {
  const common = JSON.parse(readFileSync(path.join(catalogues, language, 'common.json'), 'utf8')) as Record<string, unknown>;
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], common);
}

describe("commerce §5's generic validation messages (ADR 0053)", () => {
  it('read as the spec writes them in English, the lengths with the placeholder {0}', () => {
    expect(Object.fromEntries(Object.entries(VALIDATION_MESSAGES).map(([name, key]) => [name, lookup('en', key)]))).toEqual({
      required: 'This field is required',
      minLength: 'Please enter at least {{0}} characters',
      maxLength: 'Please enter no more than {{0}} characters',
      exactLength: 'Please enter exactly {{0}} characters',
      numericOnly: 'Please enter numbers only',
      alphaDash: 'Please use only letters, numbers, dashes and underscores',
      alphanumericWithSpaces: 'Please use only letters, numbers and spaces',
    });
  });

  it.each(languages)('exist in %s, the lengths keeping {0}', (language) => {
    expect(languages).toHaveLength(31);
    for (const key of Object.values(VALIDATION_MESSAGES)) {
      const text = lookup(language, key);
      expect(typeof text === 'string' && text.trim() !== '', `${language} ${key}`).toBe(true);
      if (/Length$/.test(key)) expect(text, `${language} ${key}`).toContain('{{0}}');
    }
  });

  it('answer the first rule a text breaks', () => {
    expect(checkText('  ', { required: true })).toEqual({ key: 'validation.required', params: {} });
    expect(checkText('', { minLength: 3 })).toBeNull();
    expect(checkText('ab', { minLength: 3 })).toEqual({ key: 'validation.minLength', params: { 0: 3 } });
    expect(checkText('abcd', { maxLength: 3 })).toEqual({ key: 'validation.maxLength', params: { 0: 3 } });
    expect(checkText('12345', { exactLength: 6, charset: 'numericOnly' })).toEqual({ key: 'validation.exactLength', params: { 0: 6 } });
    expect(checkText('12a456', { exactLength: 6, charset: 'numericOnly' })).toEqual({ key: 'validation.numericOnly', params: {} });
    expect(checkText('123456', { exactLength: 6, charset: 'numericOnly' })).toBeNull();
    expect(checkText('ab_c-1', { charset: 'alphaDash' })).toBeNull();
    expect(checkText('ab c', { charset: 'alphaDash' })).toEqual({ key: 'validation.alphaDash', params: {} });
    expect(checkText('Ana María 2', { charset: 'alphanumericWithSpaces' })).toBeNull();
    expect(checkText('Ana-María', { charset: 'alphanumericWithSpaces' })).toEqual({ key: 'validation.alphanumericWithSpaces', params: {} });
    // Counted as characters, not UTF-16 units.
    expect(checkText('😀😀😀', { maxLength: 3 })).toBeNull();
  });

  it('check a one-time code: required, then exactly its length, then digits', () => {
    expect(checkOneTimeCode('', 6)).toEqual({ key: 'validation.required', params: {} });
    expect(checkOneTimeCode('1234', 6)).toEqual({ key: 'validation.exactLength', params: { 0: 6 } });
    expect(checkOneTimeCode('12a456', 6)).toEqual({ key: 'validation.numericOnly', params: {} });
    expect(checkOneTimeCode(' 123456 ', 6)).toBeNull();
    expect(checkOneTimeCode('1234', 4)).toBeNull();
  });
});
