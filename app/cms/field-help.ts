/**
 * The editor's help before mistakes (issue 49 item 3, docs/decisions/0812-editor-help.md), pure:
 * the words of a field's problem, shared by the field's own check (Decap's pattern message,
 * decap-config.ts) and the whole-entry check before a save (entry-check.ts), so the form says
 * what the save refusal says, in the schema's words that the build's check prints too; and the
 * character counter under a text with a length limit.
 */

/**
 * A problem of one field as the editor shows it: the field named by the label the form shows
 * ("Charts 1 › Title"), then the schema's own message, as the build prints it after the field's
 * path ("a title of at most 48 characters (the page title adds the brand)").
 */
export function fieldProblem(label: string, message: string): string {
  return `${label}: ${message}`;
}

/**
 * The counter under a text with a length limit (the schema's maximum), counted as the schema
 * counts (UTF-16 units, as `String#length`): "12 of 48 characters", "60 of 48 characters: 12 too
 * many".
 */
export function characterCount(value: string, maximum: number): string {
  const count = value.length;
  const over = count - maximum;
  return over > 0
    ? `${count} of ${maximum} characters: ${over} too many`
    : `${count} of ${maximum} characters`;
}

/**
 * A text over its limit, as the counted box and the whole-entry check say it (third marketer
 * review, decision 0816): the limit and how far over first, then the schema's own message:
 * "12 characters over the limit of 48 (60 now): a title of at most 48 characters (…)".
 */
export function overLimit(value: string, maximum: number, message: string): string {
  const over = value.length - maximum;
  return `${over} ${over === 1 ? "character" : "characters"} over the limit of ${maximum} (${value.length} now): ${message}`;
}
