// @ts-check
/**
 * Malformed and hostile requests, sent byte for byte over a raw socket. `expect` is the class of
 * answer every server must give: "4xx" (the usual), or "page" (a harmless query string on a
 * real page: 200 with the page, the query never echoed).
 */
import { buildRequest } from "./raw.mjs";

const get = (/** @type {string} */ target, /** @type {Record<string, string>} */ headers = {}) =>
  buildRequest("GET", target, headers);

/** @type {{ name: string, request: Buffer, expect: "4xx" | "page" }[]} */
export const hostileRequests = [
  // Path traversal, plain and encoded.
  { name: "dot-dot to /etc/passwd", request: get("/../etc/passwd"), expect: "4xx" },
  { name: "deep dot-dot", request: get("/../../../../../../etc/passwd"), expect: "4xx" },
  {
    name: "dot-dot out of /assets to package.json",
    request: get("/assets/../../package.json"),
    expect: "4xx",
  },
  {
    name: "dot-dot out of a page to the server source",
    request: get("/about/../../server/serve.mjs"),
    expect: "4xx",
  },
  { name: "encoded dot-dot segments", request: get("/%2e%2e/%2e%2e/etc/passwd"), expect: "4xx" },
  {
    name: "fully encoded traversal",
    request: get("/%2e%2e%2f%2e%2e%2fetc%2fpasswd"),
    expect: "4xx",
  },
  { name: "dot-dot with encoded slash", request: get("/..%2f..%2fpackage.json"), expect: "4xx" },
  { name: "mixed dot and encoded dot", request: get("/.%2e/.%2e/etc/passwd"), expect: "4xx" },
  {
    name: "upper-case encoded traversal",
    request: get("/%2E%2E/%2E%2E/etc/passwd"),
    expect: "4xx",
  },
  {
    name: "double-encoded traversal",
    request: get("/%252e%252e%252fetc%252fpasswd"),
    expect: "4xx",
  },
  { name: "double-encoded slash", request: get("/..%252f..%252fpackage.json"), expect: "4xx" },
  { name: "backslash traversal", request: get("/..\\..\\etc\\passwd"), expect: "4xx" },
  {
    name: "encoded backslash traversal",
    request: get("/%5c..%5c..%5cetc%5cpasswd"),
    expect: "4xx",
  },
  {
    name: "backslash out of /assets",
    request: get("/assets/..%5c..%5cpackage.json"),
    expect: "4xx",
  },
  {
    name: "overlong UTF-8 dots",
    request: get("/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd"),
    expect: "4xx",
  },
  { name: "IIS %u encoding", request: get("/%u002e%u002e/etc/passwd"), expect: "4xx" },
  { name: "four dots", request: get("/....//....//etc/passwd"), expect: "4xx" },
  { name: "double slash to an absolute path", request: get("//etc/passwd"), expect: "4xx" },
  { name: "encoded absolute path", request: get("/%2fetc%2fpasswd"), expect: "4xx" },
  { name: "dotfile .git/config", request: get("/.git/config"), expect: "4xx" },
  { name: "dotfile .env", request: get("/.env"), expect: "4xx" },
  { name: "package.json at the root", request: get("/package.json"), expect: "4xx" },
  { name: "server bundle outside client", request: get("/../server/index.js"), expect: "4xx" },
  { name: "static-host config _headers", request: get("/_headers"), expect: "4xx" },
  // NUL and control bytes.
  { name: "encoded NUL after a page", request: get("/about%00"), expect: "4xx" },
  { name: "encoded NUL before an extension", request: get("/about%00.html"), expect: "4xx" },
  { name: "encoded NUL alone", request: get("/%00"), expect: "4xx" },
  { name: "NUL extension trick", request: get("/index.html%00.txt"), expect: "4xx" },
  {
    name: "CRLF header injection",
    request: get("/about%0d%0aSet-Cookie:%20injected=1"),
    expect: "4xx",
  },
  { name: "encoded line feed", request: get("/about%0a"), expect: "4xx" },
  { name: "encoded bell, backspace, escape", request: get("/%07%08%1b"), expect: "4xx" },
  { name: "raw NUL byte in the path", request: get("/ab\u0000out"), expect: "4xx" },
  { name: "raw DEL byte in the path", request: get("/ab\u007fout"), expect: "4xx" },
  { name: "raw escape byte in the path", request: get("/\u001b[31m"), expect: "4xx" },
  // Overlong paths.
  { name: "9 KB path", request: get(`/${"a".repeat(9 * 1024)}`), expect: "4xx" },
  { name: "10 KB of segments", request: get(`/${"a/".repeat(5 * 1024)}x`), expect: "4xx" },
  { name: "9 KB encoded path", request: get(`/${"%41".repeat(3 * 1024)}`), expect: "4xx" },
  { name: "20 KB query string", request: get(`/about?q=${"x".repeat(20 * 1024)}`), expect: "4xx" },
  // Invalid percent-encoding.
  { name: "lone percent", request: get("/%"), expect: "4xx" },
  { name: "non-hex escape", request: get("/%zz"), expect: "4xx" },
  { name: "truncated escape", request: get("/about%2"), expect: "4xx" },
  { name: "truncated UTF-8 sequence", request: get("/%e0%a4%a"), expect: "4xx" },
  { name: "invalid UTF-8 bytes", request: get("/%ff%fe"), expect: "4xx" },
  // Unicode and case.
  { name: "upper-case page", request: get("/ABOUT"), expect: "4xx" },
  { name: "capitalised page", request: get("/About"), expect: "4xx" },
  { name: "upper-case nested page", request: get("/SERVICES/CUSTOM"), expect: "4xx" },
  { name: "upper-case assets folder", request: get("/Assets/app.js"), expect: "4xx" },
  { name: "encoded umlaut", request: get("/%C3%BCber"), expect: "4xx" },
  {
    name: "raw UTF-8 bytes",
    request: Buffer.concat([
      Buffer.from("GET /"),
      Buffer.from("über", "utf8"),
      Buffer.from(" HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"),
    ]),
    expect: "4xx",
  },
  { name: "right-to-left override", request: get("/about%E2%80%AE"), expect: "4xx" },
  {
    name: "full-width letters",
    request: get("/%EF%BD%81%EF%BD%82%EF%BD%8F%EF%BD%95%EF%BD%94"),
    expect: "4xx",
  },
  // Query strings on pages: the page, the query never echoed.
  {
    name: "script in a query",
    request: get("/about?q=%3Cscript%3Ealert(1)%3C/script%3E"),
    expect: "page",
  },
  { name: "traversal in a query", request: get("/?file=../../etc/passwd"), expect: "page" },
  { name: "NUL in a query", request: get("/contact?office=%00"), expect: "page" },
  { name: "invalid escape in a query", request: get("/careers?%zz=%"), expect: "page" },
  // Methods other than GET and HEAD.
  {
    name: "POST a page",
    request: buildRequest("POST", "/about", { "Content-Length": "3" }, "a=1"),
    expect: "4xx",
  },
  {
    name: "PUT a page",
    request: buildRequest("PUT", "/about", { "Content-Length": "2" }, "{}"),
    expect: "4xx",
  },
  { name: "DELETE the home page", request: buildRequest("DELETE", "/"), expect: "4xx" },
  {
    name: "PATCH an asset path",
    request: buildRequest("PATCH", "/assets/x.js", { "Content-Length": "0" }),
    expect: "4xx",
  },
  { name: "OPTIONS", request: buildRequest("OPTIONS", "/"), expect: "4xx" },
  { name: "TRACE", request: buildRequest("TRACE", "/"), expect: "4xx" },
  {
    name: "WebDAV PROPFIND",
    request: buildRequest("PROPFIND", "/", { Depth: "1" }),
    expect: "4xx",
  },
  { name: "made-up method", request: buildRequest("BREW", "/"), expect: "4xx" },
  {
    name: "POST to an unknown path",
    request: buildRequest("POST", "/cgi-bin/x", { "Content-Length": "0" }),
    expect: "4xx",
  },
  // Headers.
  {
    name: "one 20 KB header",
    request: get("/", { "X-Big": "x".repeat(20 * 1024) }),
    expect: "4xx",
  },
  {
    name: "400 headers",
    request: get(
      "/",
      Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`X-H${i}`, "y".repeat(100)])),
    ),
    expect: "4xx",
  },
  {
    name: "20 KB Host header",
    request: get("/", { Host: `${"h".repeat(20 * 1024)}.example` }),
    expect: "4xx",
  },
  { name: "header name with a space", request: get("/", { "Bad Header": "1" }), expect: "4xx" },
  {
    name: "HTTP/1.1 without Host",
    request: Buffer.from("GET / HTTP/1.1\r\nConnection: close\r\n\r\n"),
    expect: "4xx",
  },
  { name: "garbage request line", request: Buffer.from("GARBAGE\r\n\r\n"), expect: "4xx" },
  {
    name: "unsatisfiable range",
    request: get("/about", { Range: "bytes=99999999-" }),
    expect: "4xx",
  },
  {
    name: "invalid chunked body on GET",
    request: buildRequest("GET", "/", { "Transfer-Encoding": "chunked" }, "not-hex\r\n\r\n"),
    expect: "4xx",
  },
];
