/**
 * Every piece of content that still carries a `status` (issue 47, decision 0805): the one walk
 * the launch check (scripts/launch-check.mjs), the Resource Center's catalogue and the editor's
 * checklist share. Pure: data in, marks out.
 */
import { type ContentStatus, contentStatuses } from "../content/schemas/common";

export interface StatusMark {
  /** Dotted path of the object that carries the status ("" for the whole file). */
  field: string;
  status: ContentStatus;
  /** The entry's own name, where it has one (a question's short name, a term, a title). */
  name?: string;
  /** What the firm must confirm, where the entry says (`confirm`). */
  note?: string;
}

const NAME_KEYS = ["short", "term", "title", "name", "label", "id", "key"] as const;

const isStatus = (value: unknown): value is ContentStatus =>
  (contentStatuses as readonly unknown[]).includes(value);

/** The marks in one file's data, in document order. */
export function statusMarks(data: unknown, path: readonly (string | number)[] = []): StatusMark[] {
  if (Array.isArray(data)) return data.flatMap((entry, i) => statusMarks(entry, [...path, i]));
  if (data === null || typeof data !== "object") return [];
  const record = data as Record<string, unknown>;
  const own: StatusMark[] = [];
  if (isStatus(record.status)) {
    const nameKey = NAME_KEYS.find((key) => typeof record[key] === "string");
    own.push({
      field: path.join("."),
      status: record.status,
      ...(nameKey ? { name: String(record[nameKey]) } : {}),
      ...(typeof record.confirm === "string" ? { note: record.confirm } : {}),
    });
  }
  return [
    ...own,
    ...Object.entries(record).flatMap(([key, value]) =>
      key === "status" ? [] : statusMarks(value, [...path, key]),
    ),
  ];
}
