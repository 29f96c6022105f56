/** How many players a shopper keeps per product (commerce §3); zod-free, so the browser bundle can read it. */
export const SAVED_PLAYERS_PER_PRODUCT = 5;
