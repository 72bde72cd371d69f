process.env.LOG_LEVEL='silent';
const { openDatabase, db, closeDatabase } = await import('./app/server/db.server.ts');
const { sql } = await import('drizzle-orm');
await openDatabase({ dataDir: '/tmp/analytics-bench' });
const q = process.argv.slice(2);
for (const text of q) {
  const t = performance.now();
  const r = await db().execute(sql.raw(text));
  console.log((performance.now()-t).toFixed(0), 'ms', text.slice(0,90));
  if (text.startsWith('explain')) console.log(r.rows.map(x=>Object.values(x)[0]).join('\n'));
}
await closeDatabase();
