import { ar } from './ar.ts';
import { cs } from './cs.ts';
import { da } from './da.ts';
import { de } from './de.ts';
import { el } from './el.ts';
import { es } from './es.ts';
import { fi } from './fi.ts';
import { fr } from './fr.ts';
import { hu } from './hu.ts';
import { id } from './id.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { km } from './km.ts';
import { ko } from './ko.ts';
import { lo } from './lo.ts';
import { mn } from './mn.ts';
import { ms } from './ms.ts';
import { my } from './my.ts';
import { nb } from './nb.ts';
import { nl } from './nl.ts';
import { pl } from './pl.ts';
import { pt } from './pt.ts';
import { ro } from './ro.ts';
import { ru } from './ru.ts';
import { sk } from './sk.ts';
import { sv } from './sv.ts';
import { th } from './th.ts';
import { tr } from './tr.ts';
import { vi } from './vi.ts';
import { zh } from './zh.ts';

/** What each game is, per store language, by product slug; English is the `products` row's. */
export const descriptions: Record<string, Record<string, string>> = {
  ar,
  cs,
  da,
  de,
  el,
  es,
  fi,
  fr,
  hu,
  id,
  it,
  ja,
  km,
  ko,
  lo,
  mn,
  ms,
  my,
  nb,
  nl,
  pl,
  pt,
  ro,
  ru,
  sk,
  sv,
  th,
  tr,
  vi,
  zh,
};
