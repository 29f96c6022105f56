/** The storefront's name, shown in the header, titles and footer; change it here only. */
export const STORE_NAME = 'Topup';

/** Where the partnership page sends publishers, payment providers and creators. */
export const PARTNERSHIP_EMAIL = 'partners@topup.example';
