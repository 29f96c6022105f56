import type { Route } from './+types/guest-notifications';
import { enforceAccess } from '../lib/access.server.ts';
import { notFound, requireShop } from '../lib/locale.server.ts';

/**
 * Commerce §2: /{cc}/notifications, the guest notification centre, needs the country's (and the
 * site's) notification feature; without it the shop home. The centre itself is later work, so the
 * page is not found until it exists (ADR 0008).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, params.shop);
  await enforceAccess({ context, request, shop }, { kind: 'feature', feature: 'notifications' });
  throw notFound();
}

export default function GuestNotifications() {
  return null;
}
