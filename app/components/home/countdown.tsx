import { useEffect, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Counts down to a real end time kept in the database. The first render uses the server's clock
 * (so the HTML and the hydrated page agree); then it ticks with the browser's. Gone once it ends.
 */
export function Countdown({ endsAt, serverNow, label }: { endsAt: string; serverNow: number; label: string }) {
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.floor((end - now) / 1000));
  if (left <= 0) return null;
  const parts = [
    { value: Math.floor(left / 3600), unit: 'Hours' },
    { value: Math.floor((left % 3600) / 60), unit: 'Minutes' },
    { value: left % 60, unit: 'Seconds' },
  ];
  return (
    <div>
      <p className="text-xs font-medium uppercase tracking-[0.3em] text-gold-light">{label}</p>
      <div role="timer" aria-label={`${label}: ${parts[0].value} hours ${parts[1].value} minutes`} className="mt-4 flex gap-3">
        {parts.map((p) => (
          <div key={p.unit} className="w-20 rounded-[var(--radius-card)] bg-ivory/10 py-3 text-center md:w-24">
            <span className="block font-display text-4xl [font-variant-numeric:tabular-nums] md:text-5xl">{pad(p.value)}</span>
            <span className="text-[0.65rem] uppercase tracking-[0.2em] text-ivory/80">{p.unit}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
