// @ts-check
/**
 * Scores response headers by the HTTP Observatory's published rules (the scoring document of
 * github.com/mozilla/http-observatory, the 2024 table used by MDN's Observatory): baseline 100, a modifier per
 * test, bonuses only when the score without them is at least 90; 100+ is A+.
 * Only the header tests apply to a static site served on loopback: cookies (none are set),
 * CORS, SRI (all scripts are same-origin) and the HTTP->HTTPS redirection (a deployment
 * concern, no TLS here) score 0 and are left out.
 */

/** @param {string} policy */
export function parseCsp(policy) {
  /** @type {Map<string, string[]>} */
  const directives = new Map();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * @param {Record<string, string | null | undefined>} rawHeaders
 * @returns {{ score: number, grade: string, tests: { name: string, result: string, modifier: number,
 *   pass: boolean }[] }}
 */
export function scoreHeaders(rawHeaders) {
  /** @type {Record<string, string>} */
  const h = {};
  for (const [k, v] of Object.entries(rawHeaders)) if (v != null) h[k.toLowerCase()] = String(v);
  const tests = [];

  // Content Security Policy.
  const csp = h["content-security-policy"];
  if (!csp)
    tests.push({
      name: "content-security-policy",
      result: "csp-not-implemented",
      modifier: -25,
      pass: false,
    });
  else {
    const d = parseCsp(csp);
    const scriptSources = d.get("script-src") ?? d.get("default-src");
    const objectSources = d.get("object-src") ?? d.get("default-src");
    const styleSources = d.get("style-src") ?? d.get("default-src") ?? [];
    const unsafeScript =
      !scriptSources ||
      scriptSources.some((s) => ["'unsafe-inline'", "*", "http:", "https:", "data:"].includes(s));
    const unsafeEval = (scriptSources ?? []).includes("'unsafe-eval'");
    const insecureScheme = [...d.values()]
      .flat()
      .some((s) => s === "http:" || s.startsWith("http://"));
    const objectOpen =
      !objectSources || objectSources.some((s) => ["*", "http:", "https:", "data:"].includes(s));
    const styleUnsafe = styleSources.includes("'unsafe-inline'");
    let result;
    let modifier;
    if (unsafeScript || objectOpen)
      [result, modifier] = ["csp-implemented-with-unsafe-inline", -20];
    else if (insecureScheme) [result, modifier] = ["csp-implemented-with-insecure-scheme", -20];
    else if (unsafeEval) [result, modifier] = ["csp-implemented-with-unsafe-eval", -10];
    else if (styleUnsafe)
      [result, modifier] = ["csp-implemented-with-unsafe-inline-in-style-src-only", 0];
    else if ((d.get("default-src") ?? []).join(" ") === "'none'")
      [result, modifier] = ["csp-implemented-with-no-unsafe-default-src-none", 10];
    else [result, modifier] = ["csp-implemented-with-no-unsafe", 5];
    tests.push({ name: "content-security-policy", result, modifier, pass: modifier >= 0 });
  }

  // Strict-Transport-Security.
  const hsts = h["strict-transport-security"];
  const maxAge = Number(/max-age\s*=\s*"?(\d+)/i.exec(hsts ?? "")?.[1] ?? NaN);
  if (!hsts)
    tests.push({
      name: "strict-transport-security",
      result: "hsts-not-implemented",
      modifier: -20,
      pass: false,
    });
  else if (Number.isNaN(maxAge))
    tests.push({
      name: "strict-transport-security",
      result: "hsts-header-invalid",
      modifier: -20,
      pass: false,
    });
  else if (maxAge < 15_768_000)
    tests.push({
      name: "strict-transport-security",
      result: "hsts-implemented-max-age-less-than-six-months",
      modifier: -10,
      pass: false,
    });
  else
    tests.push({
      name: "strict-transport-security",
      result: "hsts-implemented-max-age-at-least-six-months",
      modifier: 0,
      pass: true,
    });

  // X-Content-Type-Options.
  const xcto = h["x-content-type-options"];
  if (!xcto)
    tests.push({
      name: "x-content-type-options",
      result: "x-content-type-options-not-implemented",
      modifier: -5,
      pass: false,
    });
  else if (xcto.trim().toLowerCase() !== "nosniff")
    tests.push({
      name: "x-content-type-options",
      result: "x-content-type-options-header-invalid",
      modifier: -5,
      pass: false,
    });
  else
    tests.push({
      name: "x-content-type-options",
      result: "x-content-type-options-nosniff",
      modifier: 0,
      pass: true,
    });

  // X-Frame-Options (frame-ancestors in the CSP counts and earns the bonus).
  const ancestors = csp ? parseCsp(csp).get("frame-ancestors") : undefined;
  const xfo = h["x-frame-options"]?.trim().toUpperCase();
  if (ancestors && (ancestors.join(" ") === "'none'" || ancestors.join(" ") === "'self'")) {
    tests.push({
      name: "x-frame-options",
      result: "x-frame-options-implemented-via-csp",
      modifier: 5,
      pass: true,
    });
  } else if (xfo === "DENY" || xfo === "SAMEORIGIN") {
    tests.push({
      name: "x-frame-options",
      result: "x-frame-options-sameorigin-or-deny",
      modifier: 0,
      pass: true,
    });
  } else
    tests.push({
      name: "x-frame-options",
      result: xfo ? "x-frame-options-header-invalid" : "x-frame-options-not-implemented",
      modifier: -20,
      pass: false,
    });

  // Referrer-Policy (the last valid token wins).
  const referrer = h["referrer-policy"]
    ?.split(",")
    .map((s) => s.trim().toLowerCase())
    .pop();
  const privatePolicies = [
    "no-referrer",
    "same-origin",
    "strict-origin",
    "strict-origin-when-cross-origin",
  ];
  if (!referrer)
    tests.push({
      name: "referrer-policy",
      result: "referrer-policy-not-implemented",
      modifier: 0,
      pass: false,
    });
  else if (privatePolicies.includes(referrer))
    tests.push({
      name: "referrer-policy",
      result: "referrer-policy-private",
      modifier: 5,
      pass: true,
    });
  else if (referrer === "no-referrer-when-downgrade")
    tests.push({
      name: "referrer-policy",
      result: "referrer-policy-no-referrer-when-downgrade",
      modifier: 0,
      pass: false,
    });
  else
    tests.push({
      name: "referrer-policy",
      result: "referrer-policy-unsafe",
      modifier: -5,
      pass: false,
    });

  // Cross-Origin-Resource-Policy (informational in the table: 0).
  const corp = h["cross-origin-resource-policy"]?.trim().toLowerCase();
  tests.push({
    name: "cross-origin-resource-policy",
    result: corp ? `corp-implemented-with-${corp}` : "corp-not-implemented",
    modifier: 0,
    pass: corp === "same-origin" || corp === "same-site",
  });

  const penalties = tests.filter((t) => t.modifier < 0).reduce((sum, t) => sum + t.modifier, 0);
  const bonuses = tests.filter((t) => t.modifier > 0).reduce((sum, t) => sum + t.modifier, 0);
  const base = Math.max(0, 100 + penalties);
  const score = base >= 90 ? base + bonuses : base;
  const grades = /** @type {const} */ ([
    [100, "A+"],
    [90, "A"],
    [85, "A-"],
    [80, "B+"],
    [70, "B"],
    [65, "B-"],
    [60, "C+"],
    [50, "C"],
    [45, "C-"],
    [40, "D+"],
    [30, "D"],
    [25, "D-"],
    [0, "F"],
  ]);
  const grade = grades.find(([min]) => score >= min)?.[1] ?? "F";
  return { score, grade, tests };
}
