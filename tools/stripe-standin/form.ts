// Stripe's wire format for parameters: application/x-www-form-urlencoded with bracket keys and indexed arrays
// (`metadata[teamId]=t1`, `items[0][price]=price_x`, `expand[0]=data.product`). Parsed into plain objects;
// an object whose keys are all 0..n-1 becomes an array.

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export function parseStripeForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const parts = (key.match(/^[^[\]]+|\[[^\]]*\]/g) ?? [key]).map((p) => p.replace(/^\[|\]$/g, ''));
    let node: FormObject = root;
    parts.forEach((part, i) => {
      const name = part === '' ? String(Object.keys(node).length) : part; // `a[]=x` appends
      if (i === parts.length - 1) {
        node[name] = value;
      } else {
        const next = node[name];
        if (typeof next !== 'object' || next === null) node[name] = {};
        node = node[name] as FormObject;
      }
    });
  }
  return arrayify(root) as FormObject;
}

function arrayify(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((k) => [k, arrayify(value[k])] as const);
  if (keys.length > 0 && keys.every((k, i) => k === String(i))) return entries.map(([, v]) => v);
  return Object.fromEntries(entries);
}

export const str = (v: FormValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
export const obj = (v: FormValue | undefined): FormObject =>
  v && typeof v === 'object' && !Array.isArray(v) ? v : {};
export const list = (v: FormValue | undefined): FormValue[] =>
  Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : [];
export const strings = (v: FormValue | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(obj(v)).filter((e): e is [string, string] => typeof e[1] === 'string'));
