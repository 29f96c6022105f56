/**
 * A country's flag from flag-icons (ADR 0039), served from the build as /flags/{cc}.svg. Sized in
 * the markup (4:3) so the page does not move when it arrives; decorative, because the country's
 * name or the control's label always says which country it is.
 */
export function Flag({ code, className, lazy = false }: { code: string; className?: string; lazy?: boolean }) {
  return (
    <img
      src={`/flags/${code.toLowerCase()}.svg`}
      alt=""
      width={20}
      height={15}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className={`flex-none rounded-sm object-cover ring-1 ring-slate-900/10 ${className ?? ''}`}
    />
  );
}
