import HeartHandshakeIcon from 'lucide-react/icons/heart-handshake';
import SparklesIcon from 'lucide-react/icons/sparkles';
import UsersIcon from 'lucide-react/icons/users';
import type * as React from 'react';
import { BRAND_CLAIMS } from '~/lib/constants';

const perks = [
  { Icon: HeartHandshakeIcon, text: 'Keep a wishlist of the pieces you love' },
  { Icon: SparklesIcon, text: 'Send enquiries and follow them in your account' },
  { Icon: UsersIcon, text: `Join ${BRAND_CLAIMS.happyCustomers} happy customers` },
];

/** The frame of the sign-in, sign-up and reset screens: a brand panel beside the form card. */
export function AuthShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="container-shop py-8 md:py-14">
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-[1.75rem] border border-linen bg-white shadow-[var(--shadow-soft)] lg:grid-cols-[1fr_1.1fr]">
        <aside
          className="relative hidden overflow-hidden bg-maroon p-10 text-ivory lg:flex lg:flex-col lg:justify-between"
          aria-label="Why sign in"
        >
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 opacity-25 [background-image:radial-gradient(circle_at_1px_1px,var(--color-gold-light)_1px,transparent_0)] [background-size:22px_22px]"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-24 -top-24 size-72 rounded-full border-[28px] border-gold-light/20"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -bottom-28 -left-16 size-80 rounded-full border-[36px] border-rose/20"
          />
          <div className="relative">
            <p className="text-xs font-medium uppercase tracking-[0.3em] text-gold-light">Aangan Boutique</p>
            <p className="mt-4 font-display text-4xl leading-tight">Handcrafted for every celebration</p>
            <p className="mt-3 max-w-sm text-ivory/80">
              {BRAND_CLAIMS.artisans} artisans, {BRAND_CLAIMS.years} years of craft and {BRAND_CLAIMS.handcrafted} handmade pieces, saved
              just for you.
            </p>
          </div>
          <ul className="relative mt-10 grid gap-4">
            {perks.map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-sm text-ivory/90">
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-ivory/10 ring-1 ring-gold-light/40">
                  <Icon className="size-4 text-gold-light" aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </aside>
        <div className="p-6 sm:p-10">{children}</div>
      </div>
      <ul className="mx-auto mt-6 grid max-w-md gap-3 px-2 lg:hidden" aria-label="Why sign in">
        {perks.map(({ Icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-sm text-muted">
            <Icon className="size-4 shrink-0 text-gold" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
