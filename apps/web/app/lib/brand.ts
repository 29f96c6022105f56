/** The storefront's name, shown in the header, titles and footer; change it here only. */
export const STORE_NAME = 'Topup';
