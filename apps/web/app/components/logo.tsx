import { Link } from 'react-router';
import { t } from '../lib/i18n.ts';
import { useSite } from '../lib/site.ts';

/**
 * The site's logo and name (shell §3: a white-label site brings its own), linking home. The image
 * is decorative: the link is named "{site} home", which starts with the visible name.
 */
export function Logo({ to, inverted = false }: { to: string; inverted?: boolean }) {
  const site = useSite();
  return (
    <Link
      to={to}
      className="inline-flex min-w-0 items-center gap-2 rounded-lg"
      aria-label={t('shell.homeLink', { store: site.name })}
      data-testid="site-logo"
    >
      <img src={site.logo} alt="" width={32} height={32} className="h-8 w-8 flex-none" decoding="async" />
      <span className={`truncate text-xl font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-slate-900'}`}>{site.name}</span>
    </Link>
  );
}
