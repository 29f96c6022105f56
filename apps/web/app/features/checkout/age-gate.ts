/*
 * The age gate (commerce §5, ADR 0037): every purchase needs the shopper to be old enough, 18 by
 * default, the game's own minimum where the catalogue sets one (Roblox: 13). The shopper answers
 * once per browser; the answer is kept in local storage as the ages confirmed or refused, never a
 * birth date, and nothing of it goes to the server but the order's `ageConfirmed`.
 */

/** The purchase age where the game sets none (commerce §5). */
export const DEFAULT_PURCHASE_AGE = 18;

/**
 * What this browser's shopper has said: the highest age they confirmed being at least, and the
 * lowest age they said they were under. Either may be unknown (null).
 */
export type AgeAnswer = { atLeast: number | null; under: number | null };

export const noAgeAnswer: AgeAnswer = { atLeast: null, under: null };

/** The age a product's purchase needs: the game's own minimum, else 18. */
export function purchaseAge(minAge: number | null): number {
  return minAge ?? DEFAULT_PURCHASE_AGE;
}

/** Whether the remembered answer lets the shopper buy at `age`, refuses it, or the gate must ask. */
export function ageGateDecision(answer: AgeAnswer, age: number): 'allowed' | 'refused' | 'ask' {
  if (answer.atLeast !== null && answer.atLeast >= age) return 'allowed';
  if (answer.under !== null && answer.under <= age) return 'refused';
  return 'ask';
}

/** The answer after the shopper confirmed being at least `age` (true) or said they are under it (false). */
export function answerAgeGate(answer: AgeAnswer, age: number, oldEnough: boolean): AgeAnswer {
  if (oldEnough) return { ...answer, atLeast: Math.max(answer.atLeast ?? 0, age) };
  return { ...answer, under: Math.min(answer.under ?? Number.POSITIVE_INFINITY, age) };
}

const isAge = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 150;

/** A stored answer as this version reads it; anything else (edited, older, corrupt) is no answer. */
export function parseAgeAnswer(raw: string | null): AgeAnswer {
  if (raw === null) return noAgeAnswer;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (typeof value !== 'object' || value === null) return noAgeAnswer;
    const atLeast = isAge(value.atLeast) ? value.atLeast : null;
    const under = isAge(value.under) ? value.under : null;
    // Contradictory answers are no answer: the gate asks again.
    if (atLeast !== null && under !== null && under <= atLeast) return noAgeAnswer;
    return { atLeast, under };
  } catch {
    return noAgeAnswer;
  }
}

export function serializeAgeAnswer(answer: AgeAnswer): string {
  return JSON.stringify({
    ...(answer.atLeast !== null ? { atLeast: answer.atLeast } : {}),
    ...(answer.under !== null ? { under: answer.under } : {}),
  });
}

/** Local storage: the answer outlives the tab and is the browser's, and no request carries it. */
export const AGE_GATE_STORAGE_KEY = 'store.ageGate';

// Storage may be refused (private modes, a sandboxed frame): the answer then lasts as long as the page.
let unstored: AgeAnswer | null = null;

export function readAgeAnswer(): AgeAnswer {
  try {
    return parseAgeAnswer(localStorage.getItem(AGE_GATE_STORAGE_KEY));
  } catch {
    return unstored ?? noAgeAnswer;
  }
}

export function rememberAgeAnswer(answer: AgeAnswer) {
  unstored = answer;
  try {
    localStorage.setItem(AGE_GATE_STORAGE_KEY, serializeAgeAnswer(answer));
  } catch {
    // Kept in `unstored` for this page.
  }
}
