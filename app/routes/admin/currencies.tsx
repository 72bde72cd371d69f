import { useActionData } from 'react-router';
import type { Route } from './+types/currencies';
import { AdminRouteError } from '~/components/admin/admin-error';
import { AdminPageHeader } from '~/components/admin/admin-ui';
import { fieldErrorsOf, useActionToast } from '~/components/admin/use-action-toast';
import { BankDetailsForm, RatesForm, ShippingZonesForm } from '~/components/admin/currencies-forms';
import { bankDetailsSchema, rateOverridesSchema, shippingZonesSchema } from '~/lib/schemas/abroad';
import { textOf } from '~/lib/schemas/admin-fields';
import { fail, invalid, ok, readForm, respond } from '~/server/data/admin-actions.server';
import { getBankDetails, saveBankDetails } from '~/server/data/bank-details.server';
import { listRates, setRateOverrides, updateRates } from '~/server/data/exchange-rates.server';
import { listShippingZones, saveShippingZones } from '~/server/data/shipping-zones.server';
import { requireAdmin } from '~/server/auth/permissions.server';
import { getEnv } from '~/server/platform/env.server';

export const meta = () => [{ title: 'Currencies and shipping | Admin | Aangan Boutique' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [rates, zones, bankDetails] = await Promise.all([listRates(), listShippingZones(), getBankDetails()]);
  return { rates, zones, bankDetails, fetching: getEnv().FX_RATES_URL !== 'off' };
}

const FAILED = {
  rates: 'Failed to save rates',
  refresh: 'Could not fetch the reference rates',
  zones: 'Failed to save shipping zones',
  bank: 'Failed to save bank details',
};

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const form = await readForm(request);
  const fields = Object.fromEntries([...form.keys()].map((k) => [k, textOf(form.get(k))]));
  switch (form.get('intent')) {
    case 'rates': {
      const parsed = rateOverridesSchema.safeParse(fields);
      if (!parsed.success) return invalid(FAILED.rates, parsed.error);
      return respond(FAILED.rates, 'Rates saved', () => setRateOverrides(actor, parsed.data));
    }
    case 'refresh': {
      const url = getEnv().FX_RATES_URL;
      if (url === 'off') return fail(`${FAILED.refresh}: fetching is off (FX_RATES_URL=off)`);
      const result = await updateRates(url);
      if (!result.ok) return fail(`${FAILED.refresh}: ${result.reason}. The last good rates stay.`, 502);
      const refused = result.refused.map((r) => r.reason).join(' ');
      return ok(`Rates of ${result.date} fetched`, refused ? { description: `${refused} The last good rate stays.` } : {});
    }
    case 'zones': {
      const parsed = shippingZonesSchema.safeParse(fields);
      if (!parsed.success) return invalid(FAILED.zones, parsed.error);
      return respond(FAILED.zones, 'Shipping zones saved', () => saveShippingZones(actor, parsed.data));
    }
    case 'bank': {
      const parsed = bankDetailsSchema.safeParse(fields);
      if (!parsed.success) return invalid(FAILED.bank, parsed.error);
      return respond(FAILED.bank, 'Bank details saved', () => saveBankDetails(actor, parsed.data.bankDetails));
    }
    default:
      return fail('Unknown action');
  }
}

/** The owner's exchange rates (the bank's, with an override each), shipping zones and bank-transfer details. */
export default function CurrenciesScreen({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const errors = fieldErrorsOf(result);
  useActionToast(result);
  return (
    <>
      <AdminPageHeader
        title="Currencies and shipping"
        description="Rupees stay the price of record. Shoppers abroad may see an estimate in their currency while the rates are at most 7 days old, and you may quote in their currency with a shipping zone."
      />
      <div className="grid gap-6">
        <RatesForm rates={loaderData.rates} fetching={loaderData.fetching} errors={errors} />
        <ShippingZonesForm zones={loaderData.zones} errors={errors} />
        <BankDetailsForm bankDetails={loaderData.bankDetails} errors={errors} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError noun="currencies and shipping" message="Failed to load currencies and shipping" />;
}
