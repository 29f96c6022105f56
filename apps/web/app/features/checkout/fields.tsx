import type { ReactNode, RefCallback } from 'react';
import { AlertIcon } from '../../components/icons.tsx';
import type { FieldName } from './form-model.ts';

/** A numbered checkout step (commerce §2), a landmark-less section labelled by its heading. */
export function Step({
  id,
  number,
  title,
  children,
  aside,
}: {
  id: string;
  number: number;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid h-8 w-8 flex-none place-items-center rounded-full bg-brand-600 text-sm font-bold text-white"
        >
          {number}
        </span>
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {aside && <div className="ms-auto">{aside}</div>}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The message under a field; `id` is what the field's aria-describedby points to. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertIcon className="mt-0.5 h-4 w-4 flex-none" />
      <span>{message}</span>
    </p>
  );
}

export const inputClass =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 ' +
  'focus:border-brand-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-500 ' +
  'aria-[invalid=true]:border-red-600';

export const labelClass = 'mb-1.5 block text-sm font-medium text-slate-800';

/**
 * A card-like radio option: the native radio stays in the tab order (hidden visually), so arrow
 * keys work. Its own height, for an option with more below it in its grid cell (Codacash's link).
 */
export const optionCardClass =
  'relative flex cursor-pointer rounded-xl border border-slate-300 bg-white p-3 transition ' +
  'hover:border-brand-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 ' +
  'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 ' +
  'has-[:disabled]:cursor-not-allowed has-[:disabled]:border-slate-200 has-[:disabled]:bg-slate-50 has-[:disabled]:hover:border-slate-200';

/** An option alone in its grid cell, as tall as the row, so a row of options lines up. */
export const optionClass = `${optionCardClass} h-full`;

/**
 * What an input needs to take part in the form model: the ref through which the checkout focuses
 * it when it holds the first error, and `autoFocus` when that error came with the page (a form sent
 * before the scripts ran, answered by the route's action).
 */
export type FieldBinding = (name: FieldName) => { ref: RefCallback<HTMLInputElement | HTMLSelectElement>; autoFocus?: boolean };
