import { useId } from 'react';
import { Link } from 'react-router';
import { STORE_NAME } from '../lib/brand.ts';
import { t } from '../lib/i18n.ts';

export function Logo({ to, inverted = false }: { to: string; inverted?: boolean }) {
  const gradient = `logo${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  return (
    <Link to={to} className="inline-flex items-center gap-2 rounded-lg" aria-label={t('shell.homeLink', { store: STORE_NAME })}>
      <svg viewBox="0 0 32 32" className="h-8 w-8 flex-none" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#6366f1" />
            <stop offset="1" stopColor="#c026d3" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
        <path d="M17.5 6 9 18h6l-1.5 8L22 14h-6z" fill="#fff" />
      </svg>
      <span className={`text-xl font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-slate-900'}`}>{STORE_NAME}</span>
    </Link>
  );
}
