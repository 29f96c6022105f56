import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/account-screen';
import { ConfirmSignUpScreen } from '../features/account/screens/confirm-sign-up.tsx';
import { RecoverPasswordScreen } from '../features/account/screens/recover-password.tsx';
import { SignInScreen } from '../features/account/screens/sign-in.tsx';
import { SignUpScreen } from '../features/account/screens/sign-up.tsx';
import { RETURN_PATH_PARAM, saveReturnPath } from '../features/account/return-path.ts';
import { enforceAccess } from '../lib/access.server.ts';
import { t, type MessageKey } from '../lib/i18n.ts';
import { notFound, requireShop } from '../lib/locale.server.ts';
import { shopPath } from '../lib/locale.ts';
import { loadMessages } from '../lib/messages.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { ACCOUNT_SCREENS } from '../lib/paths.ts';
import { shopFrom, useShop } from '../lib/shop.ts';

type Screen = (typeof ACCOUNT_SCREENS)[number];

const TITLES: Record<Screen, MessageKey> = {
  'sign-in': 'signIn.title',
  'sign-up': 'signUp.title',
  'confirm-signup': 'confirmSignUp.title',
  verify: 'confirmSignUp.title',
  'recover-password': 'recoverPassword.title',
};

/**
 * Shell §2: /{cc}/sign-in, /sign-up, /confirm-signup, /recover-password and /verify. They lead to
 * the shop home when the country's accounts are off, the site is white-label, or the shopper is
 * already signed in (ADR 0008). Never cached: they are the same for everyone, but a shared cache
 * has nothing to gain from them.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, params.shop);
  await enforceAccess({ context, request, shop }, { kind: 'accountScreen' });
  const screen = new URL(request.url).pathname.split('/')[2] as Screen;
  if (!(ACCOUNT_SCREENS as readonly string[]).includes(screen)) throw notFound();
  return { screen, messages: await loadMessages(shop.language, ['account']) };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const shop = shopFrom(matches);
  if (!shop || !data) return [];
  const title = t(TITLES[data.screen]);
  return pageMeta({ matches, title, description: title, path: shopPath(shop, data.screen), noindex: true });
};

export default function AccountScreen({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  const [params] = useSearchParams();
  const from = params.get(RETURN_PATH_PARAM);
  // The product page the shopper came from, when the link carried it (shell §2).
  useEffect(() => {
    if (from) saveReturnPath(from);
  }, [from]);
  switch (loaderData.screen) {
    case 'sign-in':
      return <SignInScreen shop={shop} />;
    case 'sign-up':
      return <SignUpScreen shop={shop} />;
    case 'recover-password':
      return <RecoverPasswordScreen shop={shop} />;
    case 'confirm-signup':
    case 'verify':
      return <ConfirmSignUpScreen shop={shop} />;
  }
}
