import { beforeEach, describe, expect, it, vi } from "vitest";
import { addBriefToDraft, mergeBrief } from "./form-draft";

const brief = {
  subject: "Study brief: 784 completes",
  message: "Sample size: 784 completes.\n\nWorked out with the calculator: https://example.com/x",
};

describe("mergeBrief (issue 48)", () => {
  it("adds the brief after a typed message, separated by a blank line", () => {
    const draft = { name: "Ada", email: "ada@example.com", message: "We need a B2B study." };
    expect(mergeBrief(draft, brief)).toEqual({
      name: "Ada",
      email: "ada@example.com",
      subject: "Study brief: 784 completes",
      message: `We need a B2B study.\n\n${brief.message}`,
    });
  });

  it("trailing blank lines of the message give exactly one blank line before the brief", () => {
    expect(mergeBrief({ message: "Hello.\n\n\n" }, brief).message).toBe(
      `Hello.\n\n${brief.message}`,
    );
  });

  it("an empty or missing message is the brief alone", () => {
    expect(mergeBrief({}, brief).message).toBe(brief.message);
    expect(mergeBrief({ message: " \n" }, brief).message).toBe(brief.message);
  });

  it("never adds the same brief twice", () => {
    const once = mergeBrief({ message: "Hello." }, brief);
    expect(mergeBrief(once, brief)).toEqual(once);
    // Text the visitor added after the brief stays, and the brief still is not repeated.
    const edited = { ...once, message: `${String(once.message)}\nThanks.` };
    expect(mergeBrief(edited, brief).message).toBe(edited.message);
  });

  it("a different brief is added after the first", () => {
    const other = { subject: "Study brief: 385 completes", message: "Sample size: 385." };
    const both = mergeBrief(mergeBrief({ message: "Hello." }, brief), other);
    expect(both.message).toBe(`Hello.\n\n${brief.message}\n\nSample size: 385.`);
  });

  it("keeps a subject the visitor wrote; fills an empty one", () => {
    expect(mergeBrief({ subject: "Our tracker" }, brief).subject).toBe("Our tracker");
    expect(mergeBrief({ subject: "" }, brief).subject).toBe(brief.subject);
  });

  it("drops nothing it does not know and ignores non-string fields", () => {
    expect(mergeBrief({ message: 42, phone: "+1 555" }, brief)).toEqual({
      message: brief.message,
      phone: "+1 555",
      subject: brief.subject,
    });
  });
});

describe("addBriefToDraft", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("adds the brief to the draft saved in sessionStorage", () => {
    window.sessionStorage.setItem("draft", JSON.stringify({ name: "Ada", message: "Hello." }));
    expect(addBriefToDraft("draft", brief)).toBe(true);
    expect(JSON.parse(window.sessionStorage.getItem("draft")!)).toEqual({
      name: "Ada",
      subject: brief.subject,
      message: `Hello.\n\n${brief.message}`,
    });
  });

  it("starts a draft when there is none or it is malformed", () => {
    window.sessionStorage.setItem("draft", "{not json");
    addBriefToDraft("draft", brief);
    expect(JSON.parse(window.sessionStorage.getItem("draft")!)).toEqual(brief);
  });

  it("says so when storage is unavailable", () => {
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    expect(addBriefToDraft("draft", brief)).toBe(false);
  });
});
