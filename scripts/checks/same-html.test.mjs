// @vitest-environment node
import { describe, expect, it } from "vitest";
import { normalise } from "./same-html.mjs";

describe("same-html's comparison", () => {
  const names = new Map([
    ["root-AbCd1234.js", "root-HASH.js"],
    ["root-ZzYy9876.js", "root-HASH.js"],
  ]);

  it("sets aside asset hashes and the policy <meta>'s hashes, however the tag is written", () => {
    const a =
      "<META HTTP-EQUIV=\"Content-Security-Policy\" CONTENT=\"script-src 'self' 'sha256-aaa='; style-src 'self'\">\r\n" +
      '<script type="module">import "/assets/root-AbCd1234.js";</script>';
    const b =
      "<META HTTP-EQUIV=\"Content-Security-Policy\" CONTENT=\"script-src 'self' 'sha256-bbb='; style-src 'self'\">\r\n" +
      '<script type="module">import "/assets/root-ZzYy9876.js";</script>';
    expect(normalise(a, names, true)).toBe(normalise(b, names, true));
    expect(normalise(a, names, true)).toContain("'sha256-HASH'; style-src");
  });

  it("keeps a hash that is no policy's: in a comment, in another attribute, in text", () => {
    const a =
      "<!-- <meta http-equiv=\"content-security-policy\" content=\"'sha256-aaa='\"> --><p title=\"'sha256-aaa='\">'sha256-aaa='</p>";
    const b = a.replaceAll("aaa", "bbb");
    expect(normalise(a, names, true)).not.toBe(normalise(b, names, true));
  });
});
