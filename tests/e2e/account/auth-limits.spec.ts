import { baseUrl, expect, test } from '../fixtures';

// Against the real server: the Express host's body limit and client address in front of better-auth.
test('the auth API refuses oversized bodies and keeps counting when X-Forwarded-For rotates', async ({ request }) => {
  const big = await request.post(`${baseUrl()}/api/auth/sign-in/email`, {
    data: { email: 'a@e2e.shop', password: 'x'.repeat(20 * 1024) },
    headers: { Origin: baseUrl() },
  });
  expect(big.status()).toBe(413);

  // 3 verification mails per 5 minutes per client; this endpoint is used by no other spec.
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    const forged = `203.0.113.${i + 1}`;
    const response = await request.post(`${baseUrl()}/api/auth/send-verification-email`, {
      data: { email: `nobody-${i}@e2e.shop` },
      headers: { Origin: baseUrl(), 'X-Forwarded-For': forged, 'X-Real-IP': forged, 'X-Shop-Client-IP': forged },
    });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
  expect(statuses[3]).toBe(429);
});
