import { afterEach, describe, expect, it, vi } from "vitest";
import { isNotFoundError, servedAsNotFound } from "./not-found";

function navigationEntry(name: string, responseStatus: number) {
  vi.spyOn(performance, "getEntriesByType").mockReturnValue([
    { name, responseStatus } as unknown as PerformanceEntry,
  ]);
}

describe("not-found errors", () => {
  afterEach(() => vi.restoreAllMocks());

  it("knows a document the server answered with 404 at that path", () => {
    navigationEntry("http://localhost/blog/nope", 404);
    expect(servedAsNotFound("/blog/nope")).toBe(true);
    expect(servedAsNotFound("/blog/other")).toBe(false);
  });

  it("knows the 404 page a server sent with 400 for a path it could not decode", () => {
    navigationEntry("http://localhost/resources/case-studies/%E0%A4%A", 400);
    expect(servedAsNotFound("/resources/case-studies/%E0%A4%A")).toBe(true);
  });

  it("does not take a 200 document, or none, for a 404", () => {
    navigationEntry("http://localhost/blog/nope", 200);
    expect(servedAsNotFound("/blog/nope")).toBe(false);
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([]);
    expect(servedAsNotFound("/blog/nope")).toBe(false);
  });

  it("reads a 404 response, or any error on a path served as 404, as not found", () => {
    navigationEntry("http://localhost/", 200);
    // The shape of React Router's route error responses (what isRouteErrorResponse accepts).
    const response = (status: number) => ({ status, statusText: "", internal: true, data: null });
    expect(isNotFoundError(response(404), "/")).toBe(true);
    expect(isNotFoundError(response(500), "/")).toBe(false);
    expect(isNotFoundError(new Error("boom"), "/")).toBe(false);
    navigationEntry("http://localhost/resources/topic/nope", 404);
    expect(isNotFoundError(new Error("No result found"), "/resources/topic/nope")).toBe(true);
  });
});
