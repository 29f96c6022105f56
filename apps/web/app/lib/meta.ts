import type { MetaDescriptor } from 'react-router';
import { STORE_NAME } from './brand.ts';

type Match = { id: string; data?: unknown } | undefined;

/** The store's public origin, from the root loader (canonical links must be absolute). */
export function originFrom(matches: readonly Match[]): string {
  const root = matches.find((m) => m?.id === 'root')?.data as { origin?: string } | undefined;
  return root?.origin ?? '';
}

/** Title, description and canonical link of a page (DESIGN §6). */
export function pageMeta(options: {
  matches: readonly Match[];
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
}): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: `${options.title} | ${STORE_NAME}` },
    { name: 'description', content: options.description },
    { tagName: 'link', rel: 'canonical', href: `${originFrom(options.matches)}${options.path}` },
  ];
  if (options.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}
