import { describe, expect, it } from 'vitest';
import { validatePlayerRequest } from './order-request.ts';
import { redeemPointsRequest } from './rewards-requests.ts';

const redemption = (userId: string) => ({ countryCode: 'sg', productSlug: 'valorant', denominationId: 'dnm_1', userId });

describe('a points redemption names its player as an order does', () => {
  it('takes a Riot ID with spaces and names in any script, trimmed', () => {
    for (const userId of ['Hide on bush#KR1', 'プレイヤー#JP1', ' 12345678 ', 'player_1.x-2']) {
      const parsed = redeemPointsRequest.safeParse(redemption(userId));
      expect(parsed.success, userId).toBe(true);
      expect(parsed.data?.userId).toBe(userId.trim());
    }
  });

  it('refuses what an order refuses', () => {
    for (const userId of ['', '   ', 'a\u0000b', '<script>', 'a;drop', 'x'.repeat(65)]) {
      expect(redeemPointsRequest.safeParse(redemption(userId)).success, userId).toBe(false);
      expect(validatePlayerRequest.safeParse({ countryCode: 'sg', productSlug: 'valorant', userId }).success, userId).toBe(false);
    }
  });
});
