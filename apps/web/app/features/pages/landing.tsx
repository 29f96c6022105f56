import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Faq, SeoBlock } from './faq.tsx';

/** A landing page's colours, as whole class names (Tailwind only sees literal classes). */
export type LandingTheme = {
  hero: string;
  intro: string;
  primaryAction: string;
  stepNumber: string;
};

type Section<T> = { id: string; heading: string; items: readonly T[] };

/**
 * The layout the Codacash and Coda Rewards landing pages share (commerce §2): a hero with two
 * actions, a row of cards, numbered steps, the FAQ and, where the page is written for search
 * engines, the SEO block. Each page brings its words and colours.
 */
export function LandingPage({
  theme,
  heading,
  intro,
  notice,
  actions,
  heroExtra,
  cards,
  steps,
  stepsNote,
  faq,
  seo,
}: {
  theme: LandingTheme;
  heading: string;
  intro: string;
  /** A line under the intro (the wallet's availability in the country). */
  notice?: string;
  /** The primary action, then the secondary one. */
  actions: readonly [{ to: string; label: string }, { to: string; label: string }];
  /** Beside the actions: the rewards explainer's button. */
  heroExtra?: ReactNode;
  cards: Section<{ title: string; text: string }>;
  steps: Section<string>;
  stepsNote?: ReactNode;
  faq: Section<{ question: string; answer: string }>;
  seo?: { id: string; heading: string; paragraphs: string[] };
}) {
  const [primary, secondary] = actions;
  return (
    <main id="main" className="flex-1">
      <section className={`bg-gradient-to-br rtl:bg-gradient-to-bl text-white ${theme.hero}`}>
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-4xl">{heading}</h1>
          <p className={`mt-4 max-w-2xl text-base sm:text-lg ${theme.intro}`}>{intro}</p>
          {notice ? <p className="mt-6 inline-block rounded-xl bg-white/15 px-4 py-3 text-sm font-medium">{notice}</p> : null}
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={primary.to} className={`rounded-full bg-white px-6 py-3 font-semibold ${theme.primaryAction}`}>
              {primary.label}
            </Link>
            <Link to={secondary.to} className="rounded-full px-6 py-3 font-semibold text-white ring-1 ring-white/70 hover:bg-white/10">
              {secondary.label}
            </Link>
            {heroExtra}
          </div>
        </div>
      </section>

      <section aria-labelledby={cards.id} className="mx-auto max-w-6xl px-4 py-10">
        <h2 id={cards.id} className="text-2xl font-bold tracking-tight text-slate-900">
          {cards.heading}
        </h2>
        <ul role="list" className={`mt-6 grid gap-4 ${cards.items.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3'}`}>
          {cards.items.map((card) => (
            <li key={card.title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h3 className="font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{card.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={steps.id} className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <h2 id={steps.id} className="text-2xl font-bold tracking-tight text-slate-900">
            {steps.heading}
          </h2>
          <ol className="mt-6 grid gap-6 sm:grid-cols-3">
            {steps.items.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  className={`inline-flex h-9 w-9 flex-none items-center justify-center rounded-full font-bold ${theme.stepNumber}`}
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <p className="pt-1.5 leading-relaxed text-slate-700">{step}</p>
              </li>
            ))}
          </ol>
          {stepsNote}
        </div>
      </section>

      <Faq id={faq.id} heading={faq.heading} items={faq.items} />
      {seo ? <SeoBlock id={seo.id} heading={seo.heading} paragraphs={seo.paragraphs} /> : null}
    </main>
  );
}
