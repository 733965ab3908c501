// Every path and decision note named in the README, in docs/ and in code comments exists in
// the repository: a clone has nothing outside it, and a renamed file leaves no stale pointer.
// Usage: node scripts/check-references.mjs   (exit 1 and a list when something is missing)
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Top-level folders a reference may start with (anything else is not a repository path). */
const TOP = ["app", "assets", "deploy", "docs", "public", "scripts", "server", "tests", ".ci"];
/** Output folders, created by the build or the tests, never committed. */
const GENERATED = /^(build[^/]*|reports|test-results|node_modules)\//;

const decisions = readdirSync(path.join(root, "docs/decisions")).filter((f) => f.endsWith(".md"));
const decisionExists = (n) => decisions.some((f) => f.startsWith(`${n}-`));

/** The text to check in one file: whole Markdown files, only the comments of code. */
export function commentsOf(file, text) {
  if (file.endsWith(".md")) return text;
  if (/\.(sh|conf)$|Dockerfile$/.test(file)) {
    return text
      .split("\n")
      .map((l) => /(?:^|\s)#(?!!)(.*)$/.exec(l)?.[1] ?? "")
      .join("\n");
  }
  const blocks = text.match(/\/\*[\s\S]*?\*\//g) ?? [];
  const lines = text.match(/(?<![:\w"'`/])\/\/.*$/gm) ?? [];
  const jsx = text.match(/\{\/\*[\s\S]*?\*\/\}/g) ?? [];
  return [...blocks, ...lines, ...jsx].join("\n");
}

/** Problems in one file's checked text: missing paths, missing decisions, outside pointers. */
export function problemsIn(file, text, exists = (p) => existsSync(path.join(root, p))) {
  const problems = [];
  for (const m of text.matchAll(/\bdecisions?\s+(\d{4})\b|decisions\/(\d{4})/gi)) {
    const n = m[1] ?? m[2];
    if (!decisionExists(n)) problems.push(`decision ${n} (no docs/decisions/${n}-*.md)`);
  }
  for (const m of text.matchAll(/(?:^|[\s`'"(])(\.\.\/[\w./-]+)/g)) {
    // Relative to the file that names it: inside the repository it must exist, outside it
    // is something a clone does not have.
    const target = path.relative(root, path.resolve(root, path.dirname(file), m[1]));
    if (target.startsWith("..")) problems.push(`${m[1]} (outside the repository)`);
    else if (!exists(target)) problems.push(m[1]);
  }
  const token = new RegExp(
    `(?:^|[\\s\`'"(\\[])((?:${TOP.map((t) => t.replace(".", "\\.")).join("|")})/[\\w./*{}<>@\\[\\]+-]*)`,
    "g",
  );
  for (const m of text.matchAll(token)) {
    let ref = m[1].replace(/[.,:;)\]]+$/, "");
    // Placeholders (<name>, {{key}}, [slug]) name a pattern, not a file.
    if (/[<{[]/.test(ref)) continue;
    if (GENERATED.test(ref)) continue;
    if (ref.includes("*")) {
      const dir = ref.slice(0, ref.indexOf("*")).replace(/[^/]*$/, "");
      if (!exists(dir)) problems.push(`${ref} (no folder ${dir})`);
      continue;
    }
    ref = ref.replace(/\/$/, "");
    const decision = /^docs\/decisions\/(\d{4})$/.exec(ref);
    if (decision) {
      if (!decisionExists(decision[1])) problems.push(`decision ${decision[1]}`);
      continue;
    }
    if (exists(ref)) continue;
    // An import-style path without its extension (server/site-config, components/Reveal).
    if ([".ts", ".tsx", ".mjs", ".js", ".md", ".json"].some((ext) => exists(ref + ext))) continue;
    problems.push(ref);
  }
  return problems;
}

function trackedFiles() {
  const out = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  });
  return out
    .split("\n")
    .filter((f) => f && existsSync(path.join(root, f)))
    .filter(
      (f) =>
        f === "README.md" ||
        /^docs\/.*\.md$/.test(f) ||
        (/^(app|scripts|server|tests|deploy)\//.test(f) &&
          /\.(ts|tsx|mjs|js|css|sh|conf)$|Dockerfile$/.test(f) &&
          !f.startsWith("app/content/resources/")),
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = [];
  const files = trackedFiles();
  for (const file of files) {
    const text = commentsOf(file, readFileSync(path.join(root, file), "utf8"));
    for (const p of problemsIn(file, text)) missing.push(`${file}: ${p}`);
  }
  if (missing.length) {
    console.error(`references to things that do not exist (${missing.length}):`);
    for (const m of missing) console.error(`  ${m}`);
    process.exit(1);
  }
  console.log(`references: ${files.length} files checked, every named path and decision exists`);
}
