import { ORGANISATION_NAME, PRODUCT_NAME } from '@shortlist/contracts';
import type { ReactNode } from 'react';
import { LogoMark } from '../../../components/ui/logo.tsx';

/** The centred card on a quiet background that the sign-in screens share. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative flex min-h-screen flex-col items-center justify-center overflow-hidden bg-slate-50 px-4 py-12">
      <div aria-hidden className="pointer-events-none absolute inset-0">
        <div className="absolute -top-40 left-1/2 h-[36rem] w-[56rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,var(--color-brand-200),transparent)] opacity-60" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,var(--color-slate-200)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-slate-200)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_center,black_20%,transparent_70%)] bg-[size:40px_40px] opacity-50" />
      </div>
      <main className="relative w-full max-w-[420px]">
        <div className="mb-6 flex justify-center">
          <LogoMark className="size-11 drop-shadow-sm" />
        </div>
        <div className="rounded-2xl bg-white/95 p-8 shadow-xl shadow-slate-900/5 ring-1 ring-slate-200 backdrop-blur">
          {children}
        </div>
        <p className="mt-6 text-center text-xs text-slate-400">
          {PRODUCT_NAME} · Applicant tracking for the {ORGANISATION_NAME} hiring team
        </p>
      </main>
    </div>
  );
}
