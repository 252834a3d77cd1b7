import type { ReactNode } from 'react';
import { CardsSkeleton } from '../skeletons/card-skeleton.tsx';
import { ConstructionIcon } from './icons.tsx';

interface UnderConstructionProps {
  title: string;
  description: string;
  headingLevel?: 1 | 2;
  children?: ReactNode;
}

/** What a screen shows until its issue lands: a real page with a hint of what is coming. */
export function UnderConstruction({
  title,
  description,
  headingLevel = 1,
  children,
}: UnderConstructionProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <div className="overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-card">
        <div className="relative bg-ink-900 px-8 py-10 text-center text-white">
          <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,rgb(217_181_108/0.35),transparent_55%)]" />
          <div className="relative mx-auto mb-4 grid size-16 place-items-center rounded-2xl bg-gold-400 text-ink-950 shadow-lift">
            <ConstructionIcon className="size-8" />
          </div>
          <Heading className="relative text-2xl font-semibold tracking-tight sm:text-3xl">{title}</Heading>
          <p className="relative mx-auto mt-2 max-w-md text-sm text-ink-200 sm:text-base">{description}</p>
        </div>
        <div aria-hidden="true">
          <CardsSkeleton
            count={3}
            media="h-14 rounded-xl sm:h-20"
            className="grid grid-cols-3 gap-3 p-4 sm:gap-4 sm:p-6"
            cardClassName="space-y-3 rounded-2xl border border-ink-100 p-3 sm:p-4"
          />
        </div>
        {children && <div className="flex flex-wrap justify-center gap-3 px-6 pb-8">{children}</div>}
      </div>
    </section>
  );
}
