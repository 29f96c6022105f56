// What the bench's parts share: waiting for a server to answer, and a valid guest order.
import { DEMO_COUNTRY, DEMO_PRODUCT, demo } from '@store/db/seed';

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** A guest order of the demo product in the demo country, for the player given. */
export function demoOrder(userId: string) {
  return {
    countryCode: DEMO_COUNTRY,
    productSlug: DEMO_PRODUCT,
    denominationId: demo.denomination(DEMO_PRODUCT, DEMO_COUNTRY).id,
    paymentChannelId: demo.channel(DEMO_COUNTRY).id,
    userId,
    zoneId: '1234',
    email: 'bench@example.com',
    acceptedTerms: true,
  };
}
