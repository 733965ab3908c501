import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contentStatusCopy } from "../content/content-status";
import { StatusMark, PreviewBanner } from "./StatusMark";
import { seo } from "../meta/seo";

/**
 * Issue 47: a preview (dev, the editor, CONTENT_PREVIEW=true) shows every mark, a banner and
 * noindex; a production build none of them. The flag is a build-time constant, so the preview's
 * modules are loaded afresh with it set.
 */
async function previewModules() {
  vi.resetModules();
  vi.doMock("../lib/content-preview", async (original) => ({
    ...(await original<typeof import("../lib/content-preview")>()),
    contentPreview: true,
    shown: () => true,
  }));
  const [marks, meta] = await Promise.all([import("./StatusMark"), import("../meta/seo")]);
  return { ...marks, seo: meta.seo };
}

afterEach(() => {
  vi.doUnmock("../lib/content-preview");
  vi.resetModules();
});

const page = { title: "Clients", description: "Whom we work with.", path: "/clients" };

describe("a production build", () => {
  it("shows no mark, no banner and leaves pages indexable", () => {
    const { container } = render(
      <>
        <PreviewBanner />
        <StatusMark status="to-confirm" note="ISO 27001 certification" />
        <StatusMark status="placeholder" inline />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(seo(page).find((tag) => "name" in tag && tag.name === "robots")).toBeUndefined();
  });
});

describe("a preview", () => {
  it("marks each status in place, with what the firm must confirm", async () => {
    const { StatusMark: Mark } = await previewModules();
    const marks = contentStatusCopy.preview.marks;
    render(
      <>
        <Mark status="to-confirm" note="ISO 27001 certification" />
        <Mark status="sample" inline />
        <Mark status="placeholder" />
        <Mark status={undefined} />
      </>,
    );
    expect(screen.getByText(`${marks["to-confirm"]}`).closest("p")).toHaveTextContent(
      `${marks["to-confirm"]}: ISO 27001 certification`,
    );
    expect(screen.getByText(marks.sample)).toHaveAttribute("data-content-status", "sample");
    expect(screen.getByText(marks.placeholder)).toBeInTheDocument();
    expect(document.querySelectorAll("[data-content-status]")).toHaveLength(3);
  });

  it("says so in a banner and asks search engines not to index any page", async () => {
    const preview = await previewModules();
    render(<preview.PreviewBanner />);
    expect(screen.getByRole("note")).toHaveTextContent(contentStatusCopy.preview.banner);
    expect(preview.seo(page)).toContainEqual({ name: "robots", content: "noindex, follow" });
  });
});
