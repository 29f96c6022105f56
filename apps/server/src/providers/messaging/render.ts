import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INTERFACE_LANGUAGES, isInterfaceLanguage, SOURCE_LANGUAGE } from '@store/i18n';
import type { MessageTemplate, OutgoingMessage } from './types.ts';

/** A message written out for a mailbox: its subject, plain text and a simple HTML body. */
export type RenderedMessage = { language: string; subject: string; text: string; html: string };

type Catalogue = { [key: string]: string | Catalogue };

const root = path.dirname(fileURLToPath(import.meta.resolve('@store/i18n')));
const loaded = new Map<string, Promise<Catalogue>>();

/** The `messages` catalogue of a language, read once. */
function catalogue(language: string): Promise<Catalogue> {
  let found = loaded.get(language);
  if (!found) {
    found = readFile(path.join(root, language, 'messages.json'), 'utf8').then((json) => JSON.parse(json) as Catalogue);
    found.catch(() => loaded.delete(language));
    loaded.set(language, found);
  }
  return found;
}

/** `en-SG` → `en`, `zh-TW` → `zh`; a language the store has no catalogue for is written in English. */
export function messageLanguage(locale: string | undefined): string {
  const language = (locale ?? SOURCE_LANGUAGE).split(/[-_]/)[0]!.toLowerCase();
  return isInterfaceLanguage(language) ? language : SOURCE_LANGUAGE;
}

/** The text at a dotted key (`templates.signUpCode.subject`); the key itself when missing. */
function textAt(tree: Catalogue, key: string): string {
  let node: string | Catalogue | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : key;
}

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Paragraphs of escaped text, with the store's own links (`https://…`) made clickable. */
function toHtml(text: string, language: string): string {
  const dir = INTERFACE_LANGUAGES[language as keyof typeof INTERFACE_LANGUAGES]?.dir ?? 'ltr';
  const paragraphs = text.split(/\n{2,}/).map((paragraph) => {
    const lines = escapeHtml(paragraph)
      .split('\n')
      .map((line) => line.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`));
    return `<p>${lines.join('<br>')}</p>`;
  });
  return `<!doctype html><html lang="${language}" dir="${dir}"><body>${paragraphs.join('')}</body></html>`;
}

/**
 * Writes a message out in the shopper's language from the `messages` catalogue (English when the
 * locale has none): the subject and body of its template with the parameters filled in. A receipt
 * gains a line for the Coda Rewards it earned when `params.rewards` is set; a code's lifetime is
 * said in minutes.
 */
export async function renderMessage(message: Pick<OutgoingMessage, 'template' | 'params' | 'locale'>): Promise<RenderedMessage> {
  const language = messageLanguage(message.locale);
  const texts = await catalogue(language);
  const template: MessageTemplate = message.template;
  const subject = textAt(texts, `templates.${template}.subject`);
  const body = textAt(texts, `templates.${template}.body`);
  const params: Record<string, string | number> = { ...message.params };
  if (typeof params.expiresInSeconds === 'number') params.minutes = Math.ceil(params.expiresInSeconds / 60);
  let text = fill(body, params);
  if ((message.template === 'orderReceipt' || message.template === 'voucherReceipt') && params.rewards) {
    // The rewards line goes just before the link to the order page, the body's last paragraph.
    const at = text.lastIndexOf('\n\n');
    const line = fill(textAt(texts, 'rewardsLine'), params);
    text = at < 0 ? `${text}\n\n${line}` : `${text.slice(0, at)}\n${line}${text.slice(at)}`;
  }
  return { language, subject: fill(subject, params).replace(/\s+/g, ' ').trim(), text, html: toHtml(text, language) };
}
