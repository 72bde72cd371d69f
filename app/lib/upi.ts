/**
 * The `upi://pay` link of NPCI's UPI linking specification: any UPI app on a phone opens it with the
 * payee, amount and note filled in. `pa` is validated at start-up (letters, digits, . _ - and one @),
 * so it is written as is; UPI apps read `%40` badly.
 */
export function upiPayLink(p: { upiId: string; shopName: string; total: number; reference: string }): string {
  const enc = encodeURIComponent;
  return `upi://pay?pa=${p.upiId}&pn=${enc(p.shopName)}&am=${p.total.toFixed(2)}&cu=INR&tn=${enc(p.reference.slice(0, 80))}`;
}
