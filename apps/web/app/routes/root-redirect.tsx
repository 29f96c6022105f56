import { redirect } from 'react-router';
import type { Route } from './+types/root-redirect';
import { homeOfVisitor } from '../lib/locale.server.ts';

/**
 * Shell §2: "/" goes to the shop of the switched language, else the stored country's home, else
 * the country picker. The answer depends on cookies, so no cache may keep it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return redirect(await homeOfVisitor(context, request), { status: 302, headers: { 'Cache-Control': 'no-store', Vary: 'Cookie' } });
}
