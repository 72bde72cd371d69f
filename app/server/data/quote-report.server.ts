import { sql } from 'drizzle-orm';
import type { QuoteReport } from '../../lib/quote-views.ts';
import { db } from '../platform/db.server.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The funnel enquiry → quote → accepted → paid over India days [from, to], read from the records
 * themselves (each step counts enquiries that reached it in the range), and the paid value of each
 * of the last twelve months.
 */
export async function quoteReport(range: { from: string; to: string }): Promise<QuoteReport> {
  const start = new Date(`${range.from}T00:00:00+05:30`);
  const end = new Date(new Date(`${range.to}T00:00:00+05:30`).getTime() + 86_400_000);
  const within = (column: string) => sql`${sql.identifier(column)} >= ${start.toISOString()}::timestamptz and ${sql.identifier(column)} < ${end.toISOString()}::timestamptz`;
  const [counts] = rowsOf<Record<string, number | string>>(
    await db().execute(sql`select
      (select count(*) from user_enquiries where ${within('submitted_at')})
        + (select count(*) from inquiries where ${within('created_at')})
        + (select count(*) from custom_orders where ${within('created_at')}) as enquiries,
      (select count(distinct (enquiry_kind, enquiry_id)) from quotes where ${within('created_at')}) as quoted,
      (select count(distinct (enquiry_kind, enquiry_id)) from quotes where ${within('accepted_at')}) as accepted,
      (select count(*) from quotes where ${within('paid_at')}) as paid,
      (select coalesce(sum(total), 0) from quotes where ${within('paid_at')}) as paid_value`),
  );
  const yearAgo = new Date(Date.now() - 366 * 86_400_000);
  const months = rowsOf<{ month: string; paid: number | string; value: number | string }>(
    await db().execute(sql`select to_char(paid_at at time zone 'Asia/Kolkata', 'YYYY-MM') as month, count(*) as paid, sum(total) as value
      from quotes where paid_at >= ${yearAgo.toISOString()}::timestamptz group by 1 order by 1`),
  );
  return {
    enquiries: Number(counts.enquiries),
    quoted: Number(counts.quoted),
    accepted: Number(counts.accepted),
    paid: Number(counts.paid),
    paidValue: Number(counts.paid_value),
    months: months.map((m) => ({ month: m.month, paid: Number(m.paid), value: Number(m.value) })),
  };
}
