import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useSearchQuery } from "./useSearchQuery";

function SearchBox() {
  const { query, type, submit } = useSearchQuery();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <input aria-label="Search" value={query} onChange={(e) => type(e.target.value)} />
    </form>
  );
}

function setup(initialEntries = ["/", "/search"]) {
  const router = createMemoryRouter([{ path: "*", element: <SearchBox /> }], {
    initialEntries,
    initialIndex: initialEntries.length - 1,
  });
  render(<RouterProvider router={router} />);
  const box = screen.getByRole<HTMLInputElement>("textbox", { name: "Search" });
  const typeInto = (value: string) => act(() => fireEvent.change(box, { target: { value } }));
  const submit = () => act(() => fireEvent.submit(box.closest("form")!));
  const address = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, box, typeInto, submit, address };
}

describe("useSearchQuery", () => {
  it("typing keeps the address in step by replacing the entry, never pushing", async () => {
    const { router, box, typeInto, address } = setup();
    await typeInto("heal");
    expect(address()).toBe("/search?q=heal");
    expect(router.state.historyAction).toBe("REPLACE");
    await typeInto("health care ");
    // The box keeps the visitor's trailing space; the address holds the trimmed query.
    expect(box.value).toBe("health care ");
    expect(address()).toBe("/search?q=health+care");
    await typeInto("");
    expect(address()).toBe("/search");
    expect(router.state.historyAction).toBe("REPLACE");
    // Back leaves the search: typing made no entries of its own.
    await act(() => router.navigate(-1));
    expect(address()).toBe("/");
  });

  it("each submitted search is an entry Back and Forward return to, box included", async () => {
    const { router, box, typeInto, submit, address } = setup();
    await typeInto("healthcare");
    await submit();
    expect(address()).toBe("/search?q=healthcare");
    await typeInto("p");
    expect(router.state.historyAction).toBe("PUSH");
    await typeInto("pricing");
    expect(router.state.historyAction).toBe("REPLACE");
    await submit();
    expect(address()).toBe("/search?q=pricing");
    await act(() => router.navigate(-1));
    expect(address()).toBe("/search?q=healthcare");
    expect(box.value).toBe("healthcare");
    await act(() => router.navigate(1));
    expect(box.value).toBe("pricing");
    await act(() => router.navigate(-2));
    expect(address()).toBe("/");
  });

  it("keys typed before the address caught up are kept, not undone by the late update", async () => {
    const { box, address } = setup();
    await act(async () => {
      fireEvent.change(box, { target: { value: "h" } });
      fireEvent.change(box, { target: { value: "he" } });
      fireEvent.change(box, { target: { value: "hea" } });
    });
    expect(box.value).toBe("hea");
    expect(address()).toBe("/search?q=hea");
  });

  it("submitting the query already shown adds no entry", async () => {
    const { router, submit, address } = setup(["/", "/search?q=conjoint"]);
    await submit();
    expect(address()).toBe("/search?q=conjoint");
    await act(() => router.navigate(-1));
    expect(address()).toBe("/");
  });

  it("fills the box from a query in the address (the header's form, a shared link)", () => {
    const { box } = setup(["/search?q=panel+book"]);
    expect(box.value).toBe("panel book");
  });

  it("asks the router to keep the scroll: the results stay where the visitor reads them", async () => {
    const { router, typeInto, submit } = setup();
    await typeInto("pricing");
    expect(router.state.location.state).toEqual({ keepScroll: true, search: "draft" });
    await submit();
    expect(router.state.location.state).toEqual({ keepScroll: true, search: "submitted" });
  });
});
