import { redirect } from 'react-router';
import type { Route } from './+types/root-redirect';
import { storedCountry } from '../lib/locale.server.ts';

/** Shell §2: "/" goes to the stored country's home, or to the country picker. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const country = await storedCountry(context, request);
  return redirect(country ? `/${country}/` : '/international', { status: 302, headers: { 'Cache-Control': 'no-store' } });
}
