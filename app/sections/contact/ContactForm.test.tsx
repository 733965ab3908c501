import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "../../content/site";
import { ContactForm } from "./ContactForm";

const field = (name: RegExp) => screen.getByLabelText(name);
const form = () => screen.getByRole("form", { name: "Send us a message" });
const fill = (label: RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });

/** happy-dom has no window.alert: install a spy for each test. */
function mockAlert() {
  const alert = vi.fn();
  Object.defineProperty(window, "alert", { value: alert, configurable: true, writable: true });
  return alert;
}

function fillValid() {
  fill(/^Name/, "Ada Lovelace");
  fill(/^E-mail/, "ada@example.com");
  fill(/^Phone/, "+44 20 7946 0000");
  fill(/^Subject/, "Pricing study");
  fill(/^Message/, "We need a conjoint study.");
}

describe("ContactForm", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("has labelled fields with the right types, requirements and autocomplete", () => {
    render(<ContactForm endpoint={undefined} />);
    expect(field(/^Name/)).toHaveAttribute("type", "text");
    expect(field(/^Name/)).toBeRequired();
    expect(field(/^Name/)).toHaveAttribute("autocomplete", "name");
    expect(field(/^E-mail/)).toHaveAttribute("type", "email");
    expect(field(/^E-mail/)).toBeRequired();
    expect(field(/^E-mail/)).toHaveAttribute("autocomplete", "email");
    expect(field(/^Phone/)).toHaveAttribute("type", "tel");
    expect(field(/^Phone/)).not.toBeRequired();
    expect(field(/^Phone/)).toHaveAttribute("autocomplete", "tel");
    expect(field(/^Subject/)).not.toBeRequired();
    expect(field(/^Message/).tagName).toBe("TEXTAREA");
    expect(field(/^Message/)).toBeRequired();
    expect(form()).not.toHaveAttribute("novalidate");
  });

  it("a valid submit logs the data, alerts exactly and clears the form and draft", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const alert = mockAlert();
    render(<ContactForm endpoint={undefined} />);
    fillValid();
    expect(window.sessionStorage.getItem(site.contactDraftKey)).toContain("Ada Lovelace");
    fireEvent.submit(form());
    // The form's action runs in a transition, after the submit event.
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(log).toHaveBeenCalledWith(expect.any(String), {
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+44 20 7946 0000",
      subject: "Pricing study",
      message: "We need a conjoint study.",
    });
    expect(alert).toHaveBeenCalledWith("Message sent successfully!");
    for (const label of [/^Name/, /^E-mail/, /^Phone/, /^Subject/, /^Message/])
      await waitFor(() => expect(field(label)).toHaveValue(""));
    expect(window.sessionStorage.getItem(site.contactDraftKey)).toBeNull();
  });

  it("restores a draft after a reload (remount) and sends nothing by default", () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const first = render(<ContactForm endpoint={undefined} />);
    fill(/^Name/, "Grace");
    fill(/^Message/, "Half-written…");
    first.unmount();
    render(<ContactForm endpoint={undefined} />);
    expect(field(/^Name/)).toHaveValue("Grace");
    expect(field(/^Message/)).toHaveValue("Half-written…");
    mockAlert();
    vi.spyOn(console, "log").mockImplementation(() => {});
    fill(/^E-mail/, "g@example.com");
    fireEvent.submit(form());
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("hostile input (markup, 10,000 characters, emoji) is kept and shown as text", () => {
    const hostile = `<img src=x onerror="alert(1)"><script>alert(2)</script>😀🚀 ${"x".repeat(10_000)}`;
    const { container } = render(<ContactForm endpoint={undefined} />);
    fill(/^Message/, hostile);
    fill(/^Name/, "<b>bold</b> 👩🏽‍🔬");
    expect(field(/^Message/)).toHaveValue(hostile);
    expect(field(/^Name/)).toHaveValue("<b>bold</b> 👩🏽‍🔬");
    expect(container.querySelector("img, script, b")).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem(site.contactDraftKey)!).message).toBe(hostile);
  });

  describe("with VITE_CONTACT_ENDPOINT set", () => {
    it("POSTs JSON and, on success, alerts and clears", async () => {
      const fetchSpy = vi.fn().mockResolvedValue(new Response("{}", { status: 200 }));
      vi.stubGlobal("fetch", fetchSpy);
      const alert = mockAlert();
      vi.spyOn(console, "log").mockImplementation(() => {});
      render(<ContactForm endpoint="https://forms.example/contact" />);
      fillValid();
      await act(async () => {
        fireEvent.submit(form());
      });
      expect(fetchSpy).toHaveBeenCalledWith(
        "https://forms.example/contact",
        expect.objectContaining({ method: "POST" }),
      );
      const body = JSON.parse(fetchSpy.mock.calls[0]![1].body as string);
      expect(body.name).toBe("Ada Lovelace");
      await waitFor(() => expect(alert).toHaveBeenCalledWith("Message sent successfully!"));
      expect(field(/^Name/)).toHaveValue("");
      vi.unstubAllGlobals();
    });

    it("on failure shows a clear message and keeps the input", async () => {
      vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("offline")));
      const alert = mockAlert();
      vi.spyOn(console, "log").mockImplementation(() => {});
      render(<ContactForm endpoint="https://forms.example/contact" />);
      fillValid();
      await act(async () => {
        fireEvent.submit(form());
      });
      expect(await screen.findByRole("alert")).toHaveTextContent(/could not be sent/);
      expect(alert).not.toHaveBeenCalled();
      expect(field(/^Name/)).toHaveValue("Ada Lovelace");
      expect(field(/^Message/)).toHaveValue("We need a conjoint study.");
      vi.unstubAllGlobals();
    });
  });
});
