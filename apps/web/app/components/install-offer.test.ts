import { describe, expect, it } from 'vitest';
import * as offer from './install-offer.ts';
import * as rules from './install-prompt-rules.ts';

describe('the install offer every page carries', () => {
  it('stores the choice where the prompt reads it, and "hidden" as the prompt writes it', () => {
    expect(offer.INSTALL_PROMPT_KEY).toBe(rules.INSTALL_PROMPT_KEY);
    expect(rules.readChoice(JSON.stringify({ state: 'hidden' }))).toEqual(rules.hiddenChoice);
    expect(rules.writeChoice(rules.hiddenChoice)).toBe(JSON.stringify({ state: 'hidden' }));
  });

  it("counts the same widths as mobile as the prompt's rules", () => {
    expect(offer.MOBILE_MAX_WIDTH).toBe(rules.MOBILE_MAX_WIDTH);
  });

  it("hands the browser's offer out once (none captured outside a browser)", () => {
    expect(offer.takeInstallOffer()).toBeNull();
  });
});
