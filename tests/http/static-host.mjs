// @ts-check
/**
 * How Netlify and Cloudflare Pages read a `_headers` file, for the tests: a line that starts
 * with a path opens a rule, its indented `Name: value` lines are the rule's headers, a `*` in
 * the path matches any run of characters (none included), and a request gets the headers of
 * every rule its path matches, the values of one header joined with ", " in the file's order.
 */

/**
 * @param {string} file the text of a `_headers` file
 * @returns {{ path: string, match: RegExp, headers: [string, string][] }[]}
 */
export function parseHeadersFile(file) {
  /** @type {{ path: string, match: RegExp, headers: [string, string][] }[]} */
  const rules = [];
  for (const line of file.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .split("*")
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join(".*");
      rules.push({ path: line.trim(), match: new RegExp(`^${pattern}$`), headers: [] });
      continue;
    }
    const at = line.indexOf(":");
    const rule = rules.at(-1);
    if (!rule || at === -1) throw new Error(`not a header line of a rule: ${line}`);
    rule.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
  }
  return rules;
}

/**
 * The headers a static host sends for `path`: each header's values, one per matching rule.
 * @param {ReturnType<typeof parseHeadersFile>} rules
 * @param {string} path
 * @returns {Map<string, string[]>} by lower-case header name
 */
export function headersForPath(rules, path) {
  /** @type {Map<string, string[]>} */
  const found = new Map();
  for (const rule of rules.filter((r) => r.match.test(path))) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      found.set(key, [...(found.get(key) ?? []), value]);
    }
  }
  return found;
}
