import PlusIcon from 'lucide-react/icons/plus';
import RulerIcon from 'lucide-react/icons/ruler';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { opensElsewhere } from '~/lib/opens-elsewhere';
import { Button } from '~/components/ui/button';
import { MAX_PROFILES } from '~/lib/schemas/measurements';
import { MeasurementProfileForm, type ProfileView } from './profile-form';

/** The account's Measurements: any number of named profiles, each in inches or centimetres. */
export function MeasurementsSection({ profiles }: { profiles: ProfileView[] | null }) {
  // With no profile yet, a blank one is open from the start, and so it is after Add a profile, a link
  // (?new) before the page's scripts arrive: both work before scripts load, too.
  const [params] = useSearchParams();
  const [drafts, setDrafts] = useState<number[]>(() => (profiles?.length === 0 || params.has('new') ? [0] : []));
  const [next, setNext] = useState(1);
  const add = () => {
    setDrafts((d) => [...d, next]);
    setNext((n) => n + 1);
  };
  const drop = (key: number) => setDrafts((d) => d.filter((k) => k !== key));
  const full = (profiles?.length ?? 0) + drafts.length >= MAX_PROFILES;
  return (
    <section
      id="measurements"
      aria-labelledby="measurements-title"
      className="scroll-mt-32 rounded-[1.5rem] border border-linen bg-white p-6 md:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id="measurements-title" className="flex items-center gap-2 font-display text-2xl text-ink">
            <RulerIcon className="size-5 text-gold" aria-hidden="true" /> Measurements
          </h2>
          <p className="mt-1 text-sm text-muted">
            Keep measurements for yourself and the people you shop for. Every one is optional; pick a profile when you send an enquiry and
            our tailors stitch to it. How to measure is beside each field and in the{' '}
            <Link to="/size-guide" className="text-maroon underline underline-offset-4">
              size guide
            </Link>
            .
          </p>
        </div>
        {full ? (
          <Button type="button" variant="outline" disabled>
            <PlusIcon aria-hidden="true" /> Add a profile
          </Button>
        ) : (
          <Button variant="outline" asChild>
            <a
              href="?new#measurements"
              onClick={(event) => {
                if (opensElsewhere(event)) return;
                event.preventDefault();
                add();
              }}
            >
              <PlusIcon aria-hidden="true" /> Add a profile
            </a>
          </Button>
        )}
      </div>
      {profiles === null ? (
        <p role="alert" className="mt-4 text-danger">
          Failed to load measurements
        </p>
      ) : null}
      <div className="mt-6 grid gap-5">
        {profiles?.length === 0 && drafts.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-2xl bg-sand/50 px-6 py-10 text-center">
            <p className="text-muted">No measurements saved yet.</p>
          </div>
        ) : null}
        {profiles?.map((p) => (
          <MeasurementProfileForm key={p.id} formKey={p.id} profile={p} />
        ))}
        {drafts.map((key) => (
          <MeasurementProfileForm
            key={`new-${key}`}
            formKey={`new-${key}`}
            profile={null}
            onSaved={() => drop(key)}
            onCancel={profiles?.length || drafts.length > 1 ? () => drop(key) : undefined}
          />
        ))}
      </div>
    </section>
  );
}
