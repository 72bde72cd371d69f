import { desc } from 'drizzle-orm';
import { db, schema, type Db } from '../platform/db.server.ts';

/** Who made an admin change: taken from the session by requireAdmin, never from the form. */
export type Actor = { id: string; email: string };

/** A transaction or the database itself: audit rows are written in the same transaction as the change. */
export type Executor = Pick<Db, 'insert' | 'update' | 'delete' | 'select'>;

export type AuditEntry = { action: 'create' | 'update' | 'delete'; entity: string; entityId?: string | null; summary: string };

export async function recordAudit(exec: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  await recordAudits(exec, actor, [entry]);
}

/** Many entries at once (a spreadsheet import), in statements small enough for any database. */
export async function recordAudits(exec: Executor, actor: Actor, entries: AuditEntry[]): Promise<void> {
  const rows = entries.map((entry) => ({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    summary: entry.summary.slice(0, 500),
  }));
  for (let i = 0; i < rows.length; i += 1000) await exec.insert(schema.auditLog).values(rows.slice(i, i + 1000));
}

export type AuditRow = { id: number; actorEmail: string | null; action: string; entity: string; entityId: string | null; summary: string; createdAt: Date };

export async function listRecentAudit(limit = 10): Promise<AuditRow[]> {
  return db()
    .select({
      id: schema.auditLog.id,
      actorEmail: schema.auditLog.actorEmail,
      action: schema.auditLog.action,
      entity: schema.auditLog.entity,
      entityId: schema.auditLog.entityId,
      summary: schema.auditLog.summary,
      createdAt: schema.auditLog.createdAt,
    })
    .from(schema.auditLog)
    .orderBy(desc(schema.auditLog.id))
    .limit(limit);
}
