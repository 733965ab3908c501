/**
 * A rule across fields shown on the field it concerns (issue 49 item 3, decision 0815), pure.
 * The whole-entry check (entry-check.ts) names each problem's place in the entry's data
 * (`charts.0.rows.2.values`); Decap's form knows a field's control, not that place. So each field
 * of the configuration carries its place with `*` for a list's entry (`field_path`,
 * `charts.*.rows.*.values`), and a control finds which entry it is in from the ids Decap gives it
 * (`parentIds`: each list's id, then the entry's key, outermost first) and each list's keys in
 * their order. The control then reports the problems at its place through Decap's own field
 * validation (a widget's `isValid` answer, or a list's errors), so Decap shows them on the field,
 * marks it and its parents, and refuses the save as for a field's own rule.
 */
import type { DecapConfig, DecapField } from "./decap-config";
import type { EntryProblem } from "./entry-check";

/** The option that carries a field's place, with `*` for a list's entry. */
export const FIELD_PATH = "field_path";

/** `fields` with each field's place in the entry's data, at every depth. */
function withPaths(fields: readonly DecapField[], prefix: string): DecapField[] {
  return fields.map((field) => {
    const at = `${prefix}${field.name}`;
    // A list's entries are at `<list>.<number>`: `*` in the place.
    const inner = field.widget === "list" ? `${at}.*` : at;
    return {
      ...field,
      [FIELD_PATH]: at,
      ...(field.fields ? { fields: withPaths(field.fields, `${inner}.`) } : {}),
      ...(field.field ? { field: { ...field.field, [FIELD_PATH]: inner } } : {}),
    };
  });
}

/** The configuration with every field's place (`field_path`), in each collection and file. */
export function withFieldPaths(config: DecapConfig): DecapConfig {
  return {
    ...config,
    collections: config.collections.map((collection) => ({
      ...collection,
      ...(collection.fields ? { fields: withPaths(collection.fields, "") } : {}),
      ...(collection.files
        ? {
            files: collection.files.map((file) => ({
              ...file,
              fields: withPaths(file.fields, ""),
            })),
          }
        : {}),
    })),
  };
}

/**
 * The entry numbers (from 0) of the lists a control sits in, outermost first: in `parentIds`,
 * each list's id is followed by its entry's key, whose place among the list's keys is the
 * number. Undefined when a list is unknown or a key is not (yet) among its keys.
 */
export function entryNumbers(
  parentIds: readonly (string | null | undefined)[],
  listKeys: (id: string) => readonly string[] | undefined,
): number[] | undefined {
  const numbers: number[] = [];
  for (let i = 0; i < parentIds.length; i++) {
    const id = parentIds[i];
    const keys = id ? listKeys(id) : undefined;
    if (!keys) continue;
    const number = keys.indexOf(String(parentIds[i + 1]));
    if (number < 0) return undefined;
    numbers.push(number);
    i++;
  }
  return numbers;
}

/**
 * The problems at one field that its own checks do not show (a rule across fields, the build's
 * rules): its place (`charts.*.rows.*.values`) with each `*` the entry it is in; none when the
 * place cannot be told (the save's notice still lists them).
 */
export function problemsAt(
  problems: readonly EntryProblem[],
  fieldPath: string | undefined,
  numbers: readonly number[] | undefined,
): string[] {
  if (!fieldPath || !numbers) return [];
  const stars = fieldPath.split(".").filter((part) => part === "*").length;
  if (stars !== numbers.length) return [];
  let n = 0;
  const place = fieldPath
    .split(".")
    .map((part) => (part === "*" ? String(numbers[n++]) : part))
    .join(".");
  return [
    ...new Set(
      problems
        .filter((problem) => problem.acrossFields && problem.path.join(".") === place)
        .map((problem) => problem.text),
    ),
  ];
}
