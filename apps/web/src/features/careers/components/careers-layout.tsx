import { ORGANISATION_NAME, PRODUCT_NAME } from '@shortlist/contracts';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { LogoMark } from '../../../components/ui/logo.tsx';

/**
 * The public pages' frame (issue 16): the organisation's name rather than the signed-in app's
 * navigation, so an applicant sees whom they apply to. The product's own mark stays in the footer:
 * it is not the organisation's logo.
 */
export function CareersLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#careers-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-4 sm:px-6">
          <Link to="/careers" className="flex items-center gap-2.5 rounded-md">
            <span
              className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-base font-semibold text-white"
              aria-hidden
            >
              {ORGANISATION_NAME.charAt(0)}
            </span>
            <span className="text-[17px] font-semibold tracking-tight text-slate-900">
              {ORGANISATION_NAME}
            </span>
            <span className="text-[17px] text-slate-400">Careers</span>
          </Link>
        </div>
      </header>
      <main id="careers-main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-xs text-slate-500 sm:px-6">
          <p>
            © {new Date().getFullYear()} {ORGANISATION_NAME}
          </p>
          <p className="inline-flex items-center gap-1.5">
            Applications handled with
            <span className="inline-flex [&>svg]:size-4">
              <LogoMark />
            </span>
            <span className="font-medium text-slate-600">{PRODUCT_NAME}</span>
          </p>
        </div>
      </footer>
      {/* a job opened from the bottom of the list starts at its top; Back returns to the same place */}
      <ScrollRestoration />
    </div>
  );
}
