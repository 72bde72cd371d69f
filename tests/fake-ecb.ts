import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Euro rates of the test shop: ₹89.856 a euro and $1.08 a euro make ₹83.20 a US dollar. */
export const TEST_EURO_RATES = { USD: 1.08, GBP: 0.84, CAD: 1.51, AUD: 1.65, SGD: 1.45, JPY: 161.2, INR: 89.856 };

/** The European Central Bank's `eurofxref-daily.xml`, in the bank's own layout. */
export function ecbFile(date: string, rates: Record<string, number> = TEST_EURO_RATES): string {
  const lines = Object.entries(rates).map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
\t<Cube>
\t\t<Cube time='${date}'>
${lines.join('\n')}
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>
`;
}

/** A stand-in for the bank on 127.0.0.1: serves whatever `body` holds now, or `status` when set. */
export async function startFakeEcb(port = 0) {
  const state = { body: ecbFile(new Date().toISOString().slice(0, 10)), status: 200, requests: 0 };
  const server = http.createServer((_req, res) => {
    state.requests++;
    res.writeHead(state.status, { 'content-type': 'text/xml' });
    res.end(state.status === 200 ? state.body : 'unavailable');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stats/eurofxref/eurofxref-daily.xml`;
  return { url, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
