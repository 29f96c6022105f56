import { describe, expect, it } from 'vitest';
import { amountWithin, parseAmountInput, type AmountInputFormat } from './amount-input.ts';

const php: AmountInputFormat = { amountFormat: 'normal', showDecimal: true, currencyExponent: 2 };
const brl: AmountInputFormat = { amountFormat: 'invert', showDecimal: true, currencyExponent: 2 };
const idr: AmountInputFormat = { amountFormat: 'invert', showDecimal: false, currencyExponent: 2 };
const vnd: AmountInputFormat = { amountFormat: 'invert', showDecimal: false, currencyExponent: 0 };
const kwd: AmountInputFormat = { amountFormat: 'normal', showDecimal: true, currencyExponent: 3 };

describe('custom amounts (commerce §5 amount patterns)', () => {
  it('reads the normal style: comma thousands, dot decimals, up to two', () => {
    expect(parseAmountInput('250', php)).toBe('25000');
    expect(parseAmountInput('1,234.5', php)).toBe('123450');
    expect(parseAmountInput('1234.56', php)).toBe('123456');
    expect(parseAmountInput(' 12,345,678 ', php)).toBe('1234567800');
  });

  it('reads the invert style: dot thousands, comma decimals', () => {
    expect(parseAmountInput('1.234,50', brl)).toBe('123450');
    expect(parseAmountInput('1234,5', brl)).toBe('123450');
    expect(parseAmountInput('12.345', brl)).toBe('1234500');
  });

  it('takes digits only where prices show no decimals, in whole units of the currency', () => {
    expect(parseAmountInput('15000', idr)).toBe('1500000');
    expect(parseAmountInput('50000', vnd)).toBe('50000');
    expect(parseAmountInput('15.000', idr)).toBeNull();
    expect(parseAmountInput('150,5', vnd)).toBeNull();
  });

  it('refuses amounts that start with 0, have three decimals, mix the styles or are not numbers', () => {
    for (const typed of ['', '0', '0.50', '012', '1.234', '1,23,4', '12.345', '1e3', '-5', '12.', 'abc', '1 000'])
      expect(parseAmountInput(typed, php), typed).toBeNull();
    expect(parseAmountInput('1,234.50', brl)).toBeNull();
    expect(parseAmountInput('1,234', brl)).toBeNull();
    expect(parseAmountInput('1,23', brl)).toBe('123');
  });

  it('scales to currencies of three decimals without losing the last digit', () => {
    expect(parseAmountInput('1.25', kwd)).toBe('1250');
  });

  it('checks the range in minor units', () => {
    expect(amountWithin('5000', '5000', '2500000')).toBe(true);
    expect(amountWithin('4999', '5000', '2500000')).toBe(false);
    expect(amountWithin('2500001', '5000', '2500000')).toBe(false);
  });
});
