import type { ShopLocale } from '../../lib/locale.ts';
import type { PostedCheckout } from './checkout.tsx';
import { draftFromForm } from './form-data.ts';
import { checkoutRules } from './form-model.ts';
import type { CheckoutProduct } from './checkout.tsx';
import { validateCheckout } from './validate-checkout.ts';

/**
 * A checkout form the browser sent itself (scripts off, or pressed before they ran), checked by
 * the same validation as Buy now in the browser: every problem comes back at once, beside its
 * field. A form without problems is not turned into an order here: the order needs the page's
 * scripts (player check, confirmation, Idempotency-Key), and the answer says so (ADR 0025).
 */
export async function checkPostedCheckout(request: Request, shop: ShopLocale, product: CheckoutProduct): Promise<PostedCheckout> {
  const draft = draftFromForm(await request.formData());
  const check = validateCheckout(draft, checkoutRules(shop, product));
  return { draft, errors: check.ok ? {} : check.errors, needsScript: check.ok };
}
