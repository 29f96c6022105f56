import { useEffect, type Dispatch } from 'react';
import type { UserDetails } from '@store/contracts/identity-codes.ts';
import { callApi } from '../../lib/api.ts';
import type { ShopLocale } from '../../lib/locale.ts';
import type { CheckoutAction } from './form-model.ts';

/**
 * The mobile field takes the number without the shop's calling code (shown beside it); a number
 * of another country is not offered, since the field cannot hold it.
 */
export function nationalNumber(e164: string | null, phoneCode: string): string | null {
  const prefix = `+${phoneCode}`;
  return e164?.startsWith(prefix) ? e164.slice(prefix.length) : null;
}

/**
 * A signed-in shopper's receipt goes to the account's own e-mail (or mobile) unless the shopper
 * types another: read once the saved draft is back, and only filled into an empty contact step.
 */
export function useAccountContact(shop: ShopLocale, signedIn: boolean, restored: boolean, dispatch: Dispatch<CheckoutAction>) {
  useEffect(() => {
    if (!signedIn || !restored) return;
    let live = true;
    void callApi<UserDetails>('/api/customer/user/details').then((details) => {
      if (!live || !details.ok) return;
      dispatch({
        type: 'prefillContact',
        email: details.data.email ?? null,
        mobile: nationalNumber(details.data.phone_number ?? null, shop.country.phoneCode),
      });
    });
    return () => {
      live = false;
    };
  }, [shop, signedIn, restored, dispatch]);
}
