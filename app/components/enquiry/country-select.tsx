import type * as React from 'react';
import { NativeSelect } from '~/components/ui/input';
import { PHONE_COUNTRIES } from '~/lib/phone-countries';

/** Every country by name, India first (the shop's home); `dial` adds the calling code (India (+91)). */
export function CountrySelect({ dial = false, ...props }: React.ComponentProps<typeof NativeSelect> & { dial?: boolean }) {
  const label = (name: string, code: string) => (dial ? `${name} (+${code})` : name);
  return (
    <NativeSelect {...props}>
      <option value="IN">{label('India', '91')}</option>
      {PHONE_COUNTRIES.filter(([code]) => code !== 'IN').map(([code, name, calling]) => (
        <option key={code} value={code}>
          {label(name, calling)}
        </option>
      ))}
    </NativeSelect>
  );
}
