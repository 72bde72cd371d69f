/**
 * The text of a script that must run before any module has arrived, made from an ordinary function:
 * `program` is written, type-checked and linted like the rest of the shop's code, and uses nothing
 * outside its own body; it is called with `data` (JSON, `<` escaped so no `</script>` can end the
 * element). The content security policy names the result by its hash, as every inline script.
 */
export function inlineScript<T>(program: (data: T) => void, data: T): string {
  return `(${program.toString()})(${JSON.stringify(data).replace(/</g, '\\u003c')});`;
}
