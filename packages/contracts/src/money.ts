// Placeholder replaced by the price-formatting work below.
export {};
