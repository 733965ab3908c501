/**
 * A sentence of the content data with its computed parts filled in: "{label}: {scope}" with
 * { label: "Healthcare", scope: "Case Studies" }. A name without a value stays as written.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
