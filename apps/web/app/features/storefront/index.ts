// The storefront's banners, promotions, news, ratings and long description (shell §3 switches,
// ADR 0046). Routes import the files they render directly, so the home page's bundle takes only the
// home's parts.
export { BannerCarousel } from './banner-carousel.tsx';
export { HighlightedPromos } from './highlighted-promos.tsx';
export { NewsList } from './news-list.tsx';
export { ProductAbout } from './product-about.tsx';
export { ProductTabs } from './product-tabs.tsx';
export { ReviewWidget, TrustRating } from './ratings.tsx';
