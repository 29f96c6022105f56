import { describe, expect, it } from 'vitest';
import { ageGateDecision, answerAgeGate, noAgeAnswer, parseAgeAnswer, purchaseAge, serializeAgeAnswer } from './age-gate.ts';

describe('the age a purchase needs', () => {
  it('is 18 by default and the game’s own minimum where it sets one', () => {
    expect(purchaseAge(null)).toBe(18);
    expect(purchaseAge(13)).toBe(13);
  });
});

describe('what the remembered answer allows', () => {
  it('asks a browser that never answered', () => {
    expect(ageGateDecision(noAgeAnswer, 18)).toBe('ask');
    expect(ageGateDecision(noAgeAnswer, 13)).toBe('ask');
  });

  it('never asks again a shopper who confirmed 18', () => {
    const adult = answerAgeGate(noAgeAnswer, 18, true);
    expect(ageGateDecision(adult, 18)).toBe('allowed');
    expect(ageGateDecision(adult, 13)).toBe('allowed');
  });

  it('asks a shopper who confirmed only 13 again for an 18+ product', () => {
    const teen = answerAgeGate(noAgeAnswer, 13, true);
    expect(ageGateDecision(teen, 13)).toBe('allowed');
    expect(ageGateDecision(teen, 18)).toBe('ask');
    expect(ageGateDecision(answerAgeGate(teen, 18, true), 18)).toBe('allowed');
  });

  it('refuses a shopper who said they are too young, for that age and above, and asks for a lower one', () => {
    const under18 = answerAgeGate(noAgeAnswer, 18, false);
    expect(ageGateDecision(under18, 18)).toBe('refused');
    expect(ageGateDecision(under18, 21)).toBe('refused');
    expect(ageGateDecision(under18, 13)).toBe('ask');
    const teen = answerAgeGate(under18, 13, true);
    expect(teen).toEqual({ atLeast: 13, under: 18 });
    expect(ageGateDecision(teen, 13)).toBe('allowed');
    expect(ageGateDecision(teen, 18)).toBe('refused');
  });

  it('keeps the lowest age refused and the highest confirmed', () => {
    const under13 = answerAgeGate(answerAgeGate(noAgeAnswer, 18, false), 13, false);
    expect(under13.under).toBe(13);
    expect(ageGateDecision(under13, 18)).toBe('refused');
    expect(answerAgeGate(answerAgeGate(noAgeAnswer, 18, true), 13, true).atLeast).toBe(18);
  });
});

describe('the stored answer', () => {
  it('is read back as written, with ages only', () => {
    const answer = { atLeast: 13, under: 18 };
    expect(serializeAgeAnswer(answer)).toBe('{"atLeast":13,"under":18}');
    expect(parseAgeAnswer(serializeAgeAnswer(answer))).toEqual(answer);
    expect(parseAgeAnswer(serializeAgeAnswer(noAgeAnswer))).toEqual(noAgeAnswer);
  });

  it('is no answer when absent, corrupt or contradictory', () => {
    for (const raw of [
      null,
      '',
      'yes',
      'null',
      '[]',
      '{"atLeast":"18"}',
      '{"atLeast":17.5}',
      '{"atLeast":999}',
      '{"atLeast":18,"under":13}',
    ]) {
      expect(parseAgeAnswer(raw), String(raw)).toEqual(noAgeAnswer);
    }
    expect(parseAgeAnswer('{"atLeast":18,"extra":1}')).toEqual({ atLeast: 18, under: null });
  });
});
