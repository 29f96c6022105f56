/**
 * Questions and answers as native disclosure widgets (<details>): keyboard operable, readable
 * without JavaScript, and every answer is in the server-rendered page for search engines.
 */
export function Faq({ id, heading, items }: { id: string; heading: string; items: ReadonlyArray<{ question: string; answer: string }> }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-3xl px-4 py-10">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {heading}
      </h2>
      <div className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {items.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <svg
                viewBox="0 0 24 24"
                className="h-5 w-5 flex-none text-slate-500 transition-transform group-open:rotate-180"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
                focusable="false"
              >
                <path d="m6 9 6 6 6-6" />
              </svg>
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

/** A few paragraphs of plain text about the page's subject, for readers and search engines. */
export function SeoBlock({ id, heading, paragraphs }: { id: string; heading: string; paragraphs: readonly string[] }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h2 id={id} className="text-xl font-bold text-slate-900">
          {heading}
        </h2>
        {paragraphs.map((text) => (
          <p key={text} className="mt-3 leading-relaxed text-slate-700">
            {text}
          </p>
        ))}
      </div>
    </section>
  );
}
