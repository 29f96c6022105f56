import { describe, expect, it } from 'vitest';
import { campaignParams, CLICK_ID_COOKIE, CLICK_ID_PARAMS, clickIdFrom } from './campaign.ts';
import * as keys from './keys.ts';
import { UTM_STORAGE_KEY } from './storage.ts';

describe('what the page checks before loading campaign attribution', () => {
  it('names the same storage key and cookie as the campaign code', () => {
    expect(keys.UTM_STORAGE_KEY).toBe(UTM_STORAGE_KEY);
    expect(keys.CLICK_ID_COOKIE).toBe(CLICK_ID_COOKIE);
  });

  it('recognises every parameter the campaign code reads, and nothing else', () => {
    for (const param of CLICK_ID_PARAMS) {
      expect(keys.isCampaignParam(param)).toBe(true);
      expect(clickIdFrom(`?${param}=abc`)).not.toBeNull();
    }
    for (const param of ['utm_source', 'UTM_Campaign', 'utm_x']) {
      expect(keys.isCampaignParam(param)).toBe(true);
      expect(campaignParams(`?${param}=x`)).not.toBeNull();
    }
    for (const param of ['q', 'utm', 'gclid_x', 'source', 'GCLID']) {
      expect(keys.isCampaignParam(param)).toBe(false);
      expect(campaignParams(`?${param}=x`)).toBeNull();
      expect(clickIdFrom(`?${param}=abc`)).toBeNull();
    }
  });
});
