import type { Route } from './+types/subscribers-csv';
import { listSubscribers } from '~/server/data/newsletter.server';
import { requireAdmin } from '~/server/auth/permissions.server';

/** Quotes a CSV cell; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const rows = await listSubscribers();
  const lines = [
    ['email', 'source', 'consented_at'].join(','),
    ...rows.map((r) => [csvCell(r.email), csvCell(r.source), csvCell(new Date(r.consentedAt).toISOString())].join(',')),
  ];
  const day = new Date().toISOString().slice(0, 10);
  return new Response(`${lines.join('\r\n')}\r\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="subscribers-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
