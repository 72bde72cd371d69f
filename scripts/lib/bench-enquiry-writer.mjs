// Used by npm run bench:start: writes cart enquiries into a stopped shop's embedded database and
// then waits, without closing it, to be killed. Its rows are then only in the write-ahead log (no
// checkpoint has run), so the next start of the shop must replay them: the heaviest restart a crash
// of a busy shop leaves behind. Prints the number of enquiries the database holds once they are in.
// node scripts/lib/bench-enquiry-writer.mjs <data folder> <count>
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const [dataDir, count] = process.argv.slice(2);
const client = new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
const items = JSON.stringify([{ id: 'SKU1730000000001', name: 'Chikankari Cotton Straight Kurta', price: 1899, quantity: 1, size: 'M' }]);
// A hundred enquiries per commit: many commits in the log, as a day of shoppers leaves.
for (let from = 1; from <= Number(count); from += 100) {
  await client.query(
    `insert into user_enquiries (customer_name, customer_email, items, status, submitted_at)
     select 'Bench Shopper ' || n, 'bench' || n || '@example.in', $1::jsonb, 'pending', now() - n * interval '1 minute'
     from generate_series($2::int, least($2::int + 99, $3::int)) n`,
    [items, from, Number(count)],
  );
}
const [{ total }] = (await client.query('select count(*)::int as total from user_enquiries')).rows;
console.log(total);
// Held open until the bench kills this process.
setInterval(() => {}, 60_000);
