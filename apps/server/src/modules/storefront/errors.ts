import { errors, type CatalogedError } from '@store/contracts';

/**
 * A lookup behind a storefront call failed (logged): its default is answered with commerce §8's
 * 98 ("server temporarily unavailable") and HTTP 200, because the spec's client takes a default
 * rather than an error (ADR 0009). The default travels as the failure's `data`.
 */
export const answeredDefault: CatalogedError = { ...errors.serverUnavailable, status: 200 };
