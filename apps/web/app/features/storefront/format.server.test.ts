import { describe, expect, it } from 'vitest';
import type { HighlightedPromo, NewsItem } from '@store/contracts/storefront.ts';
import { newsView, promoView, ratingView } from './format.server.ts';

const news: NewsItem = {
  id: 'n1',
  titleKey: 'news.season',
  title: 'A new season',
  productName: null,
  productPath: null,
  publishedAt: '2026-11-20T23:30:00Z',
};
const promo: HighlightedPromo = {
  id: 'p1',
  productSlug: 'mobile-legends',
  productName: 'Mobile Legends',
  productPath: '/sg/mobile-legends',
  artwork: null as unknown as HighlightedPromo['artwork'],
  titleKey: 'promo.pass',
  title: 'Pass',
  endsAt: '2026-12-01T00:00:00Z',
};
const rating = { average: 4.56, count: 12345, stars: [5, 40, 300, 2000, 10000] as [number, number, number, number, number] };

describe('the storefront parts written out by the loader', () => {
  it('writes a rating in the shop locale: one decimal, grouped counts, one text per star row', () => {
    expect(ratingView(rating, 'en-SG')).toMatchObject({
      averageText: '4.6',
      countText: '12,345',
      starTexts: ['5', '40', '300', '2,000', '10,000'],
    });
    expect(ratingView(rating, 'de-DE')).toMatchObject({ averageText: '4,6', countText: '12.345' });
  });

  it('keeps Latin digits in Arabic (shell §9)', () => {
    const view = ratingView(rating, 'ar-EG');
    expect(view.averageText).toMatch(/^4\D6$/);
    expect(view.countText).toMatch(/^12\D345$/);
    expect(newsView(news, 'ar-EG').publishedOn).toMatch(/20.*2026/);
    expect(newsView(news, 'ar-EG').publishedOn).not.toMatch(/[\u0660-\u0669]/);
  });

  it('writes the day in UTC, whatever the server clock says', () => {
    expect(newsView(news, 'en-SG').publishedOn).toBe('20 Nov 2026');
  });

  it('writes the end of a promotion only when it has one', () => {
    expect(promoView(promo, 'en-SG').endsOn).toBe('1 Dec 2026');
    expect(promoView({ ...promo, endsAt: null }, 'en-SG').endsOn).toBeNull();
  });
});
