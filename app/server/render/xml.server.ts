// Characters XML 1.0 cannot carry at all (control characters other than tab and new lines, lone surrogates).
const INVALID =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text or attribute content for an XML document: the five special characters escaped, invalid characters dropped. */
export function escapeXml(value: string | number): string {
  return String(value)
    .replace(INVALID, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** `<name>text</name>`, or nothing when the value is empty. */
export function xmlElement(name: string, value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '' : `<${name}>${escapeXml(value)}</${name}>`;
}
