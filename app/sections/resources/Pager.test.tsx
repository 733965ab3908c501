import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Pager } from "./Pager";

function renderPager(info: Parameters<typeof Pager>[0]["info"]) {
  const router = createMemoryRouter([
    { path: "*", element: <Pager base="/resources/blog" info={info} /> },
  ]);
  return render(<RouterProvider router={router} />);
}

describe("Pager", () => {
  it("links Previous, the page numbers and Next, and marks the current page", () => {
    renderPager({ page: 2, pageCount: 43, total: 1012, from: 25, to: 48 });
    const nav = screen.getByRole("navigation", { name: "Pages" });
    expect(within(nav).getByText("Showing 25–48 of 1,012")).toBeInTheDocument();
    const previous = within(nav).getByRole("link", { name: "Previous" });
    expect(previous).toHaveAttribute("href", "/resources/blog");
    expect(previous).toHaveAttribute("rel", "prev");
    const next = within(nav).getByRole("link", { name: "Next" });
    expect(next).toHaveAttribute("href", "/resources/blog/page/3");
    expect(next).toHaveAttribute("rel", "next");
    expect(within(nav).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Page 43" })).toHaveAttribute(
      "href",
      "/resources/blog/page/43",
    );
    expect(within(nav).getByRole("link", { name: "Page 1" })).not.toHaveAttribute("aria-current");
  });

  it("has no Previous on the first page and no Next on the last", () => {
    const { unmount } = renderPager({ page: 1, pageCount: 3, total: 60, from: 1, to: 24 });
    expect(screen.queryByRole("link", { name: "Previous" })).toBeNull();
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute(
      "href",
      "/resources/blog/page/2",
    );
    unmount();
    renderPager({ page: 3, pageCount: 3, total: 60, from: 49, to: 60 });
    expect(screen.queryByRole("link", { name: "Next" })).toBeNull();
    expect(screen.getByText("Showing 49–60 of 60")).toBeInTheDocument();
  });

  it("is not there when the list fits one page", () => {
    renderPager({ page: 1, pageCount: 1, total: 3, from: 1, to: 3 });
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
