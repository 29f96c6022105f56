import errorsEn from '@store/i18n/en/errors.json' with { type: 'json' };
import partnerEn from '@store/i18n/en/partner.json' with { type: 'json' };

/**
 * English messages for the server's `resultMessage`; clients show their own translation of the
 * key. Keys are `namespace:dotted.path`.
 */
const catalogues: Record<string, unknown> = { errors: errorsEn, partner: partnerEn };

export function message(key: string): string {
  const [namespace, path] = key.split(':') as [string, string];
  let node: unknown = catalogues[namespace];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : key;
}
