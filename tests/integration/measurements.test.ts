import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';
import { makeUser, routeRequest, settle, signIn } from './auth-helpers.ts';

setupTestDatabase();

const ctx = { params: {}, context: {} };
const route = () => import('../../app/routes/account.measurements.tsx');
const dbs = () => import('../../app/server/platform/db.server.ts');
let a: { id: string; cookie: string };
let b: { id: string; cookie: string };
let aProfile: string;

beforeAll(async () => {
  a = {
    id: (await makeUser('measure-a@example.in', 'password-a-1', 'user', 'Asha')).id,
    cookie: await signIn('measure-a@example.in', 'password-a-1'),
  };
  b = {
    id: (await makeUser('measure-b@example.in', 'password-b-1', 'user', 'Bina')).id,
    cookie: await signIn('measure-b@example.in', 'password-b-1'),
  };
  const { action } = await route();
  const saved = await settle(async () =>
    action({
      request: await routeRequest('/account/measurements', {
        cookie: a.cookie,
        form: { intent: 'save', profile_name: 'Me', unit: 'in', shown_unit: 'in', m_bust: '36', m_waist: '30.5' },
      }),
      ...ctx,
    } as never),
  );
  expect(saved.status).toBe(200);
  aProfile = String(saved.data?.id);
});

const rowOf = async (id: string) => {
  const { db, schema } = await dbs();
  return (await db().select().from(schema.measurementProfiles).where(eq(schema.measurementProfiles.id, id)))[0];
};

describe('measurement profiles', () => {
  it('are stored in whole millimetres for the session user, whatever user id the form names', async () => {
    const { action } = await route();
    const res = await settle(async () =>
      action({
        request: await routeRequest('/account/measurements', {
          cookie: b.cookie,
          form: { intent: 'save', profile_name: 'Mum', unit: 'cm', shown_unit: 'cm', m_hip: '101.6', userId: a.id, user_id: a.id },
        }),
        ...ctx,
      } as never),
    );
    const row = await rowOf(String(res.data?.id));
    expect(row).toMatchObject({ userId: b.id, name: 'Mum', unit: 'cm', values: { hip: 1016 } });
    expect(await rowOf(aProfile)).toMatchObject({ userId: a.id, values: { bust: 914, waist: 775 } });
  });

  it("shopper B never reads A's profiles", async () => {
    const { loader } = await route();
    const seen = await settle(async () =>
      loader({ request: await routeRequest('/account/measurements', { cookie: b.cookie }), ...ctx } as never),
    );
    const names = (seen.data?.profiles as { id: string; name: string }[]).map((p) => p.id);
    expect(names).not.toContain(aProfile);
  });

  it("shopper B cannot change or delete A's profile by naming its id", async () => {
    const { action } = await route();
    const edit = await settle(async () =>
      action({
        request: await routeRequest('/account/measurements', {
          cookie: b.cookie,
          form: { intent: 'save', profile_id: aProfile, profile_name: 'Hacked', unit: 'in', shown_unit: 'in', m_bust: '50' },
        }),
        ...ctx,
      } as never),
    );
    expect(edit.status).toBe(404);
    const remove = await settle(async () =>
      action({
        request: await routeRequest('/account/measurements', { cookie: b.cookie, form: { intent: 'delete', profile_id: aProfile } }),
        ...ctx,
      } as never),
    );
    expect(remove.status).toBe(404);
    expect(await rowOf(aProfile)).toMatchObject({ name: 'Me', values: { bust: 914, waist: 775 } });
  });

  it('a visitor is sent to sign in and gets 401 from the action', async () => {
    const { loader, action } = await route();
    const page = await settle(async () => loader({ request: await routeRequest('/account/measurements'), ...ctx } as never));
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toMatch(/^\/auth\?redirectTo=/);
    const post = await settle(async () =>
      action({
        request: await routeRequest('/account/measurements', { form: { intent: 'delete', profile_id: aProfile } }),
        ...ctx,
      } as never),
    );
    expect(post.status).toBe(401);
  });

  it('refuses values out of range with the unit in the message, and keeps the stored ones', async () => {
    const { action } = await route();
    const res = await settle(async () =>
      action({
        request: await routeRequest('/account/measurements', {
          cookie: a.cookie,
          form: { intent: 'save', profile_id: aProfile, profile_name: 'Me', unit: 'in', shown_unit: 'in', m_bust: '90' },
        }),
        ...ctx,
      } as never),
    );
    expect(res.status).toBe(400);
    expect(res.data?.fieldErrors).toEqual({ m_bust: 'Bust must be between 20 and 70 inches' });
    expect((await rowOf(aProfile)).values).toEqual({ bust: 914, waist: 775 });
  });
});
