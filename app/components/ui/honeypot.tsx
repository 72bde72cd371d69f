import { PlainInput } from './input';

/** A public form's honeypot: hidden from people, filled by form-filling robots; the action drops what carries one. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="hidden">
      <label>
        Company
        <PlainInput name="company" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
