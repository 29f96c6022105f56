import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { t } from '../lib/i18n.ts';
import type { ShopLocale } from '../lib/locale.ts';
import { MenuIcon } from './icons.tsx';

/** The drawer's contents are loaded when the shopper reaches for the menu (nav-drawer-panel.tsx). */
const loadPanel = () => import('./nav-drawer-panel.tsx');
const NavDrawerPanel = lazy(loadPanel);

/**
 * The menu button and the navigation drawer it opens (shell §2 "menu button … optional left
 * panel"): a native modal `<dialog>` at the inline start (the left, or the right in Arabic), so
 * the page behind is inert, focus stays inside, Escape closes it and focus returns to the button.
 * A click on the backdrop and any navigation close it too. What the drawer holds is loaded on the
 * first open (prefetched when the pointer or focus reaches the button), so pages that never open
 * it do not download it.
 */
export function NavDrawer({
  shop,
  children,
  extrasClassName = '',
}: {
  shop?: ShopLocale;
  /** Shown under the links (language, sign-up), in a section styled by `extrasClassName`. */
  children?: ReactNode;
  extrasClassName?: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  /** The contents have been asked for (first open); they stay once there. */
  const [wanted, setWanted] = useState(false);
  const mounted = useRef(false);
  const openPending = useRef(false);
  const dialogId = useId();
  const titleId = useId();
  const location = useLocation();

  useEffect(() => {
    dialogRef.current?.close();
  }, [location.pathname]);

  const close = useCallback(() => dialogRef.current?.close(), []);
  // `open` follows the dialog: set where it is shown, cleared by its `close` event (Escape, the
  // backdrop, a link, the close button all end there).
  const show = useCallback(() => {
    dialogRef.current?.showModal();
    setOpen(true);
  }, []);
  const onMounted = useCallback(() => {
    mounted.current = true;
    if (openPending.current) {
      openPending.current = false;
      show();
    }
  }, [show]);

  function openDrawer() {
    if (mounted.current) {
      show();
      return;
    }
    openPending.current = true;
    setWanted(true);
  }

  return (
    <>
      <button
        type="button"
        onClick={openDrawer}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        className="-ms-2 grid h-11 w-11 flex-none place-items-center rounded-full text-slate-700 hover:bg-slate-100"
      >
        <MenuIcon className="h-6 w-6" />
        <span className="sr-only">{t('header.openMenu')}</span>
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click outside the panel lands on the dialog element itself (its backdrop).
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        className="nav-drawer m-0 me-auto h-dvh max-h-dvh w-80 max-w-[85vw] overflow-y-auto bg-white p-0 text-slate-900 shadow-xl"
      >
        <h2 id={titleId} className="sr-only">
          {t('header.menuTitle')}
        </h2>
        {wanted ? (
          <Suspense fallback={null}>
            <NavDrawerPanel shop={shop} extrasClassName={extrasClassName} onClose={close} onMounted={onMounted}>
              {children}
            </NavDrawerPanel>
          </Suspense>
        ) : null}
      </dialog>
    </>
  );
}
