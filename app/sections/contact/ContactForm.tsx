import { useRef, useState } from "react";
import { Icon } from "../../components/Icon";
import {
  type ContactFormValues,
  contactEndpoint,
  contactPage,
  emptyContactForm,
  unbreakablePhone,
} from "../../content/contact";
import { site } from "../../content/site";
import { useFormDraft } from "../../hooks/useFormDraft";
import { useHydrated } from "../../hooks/useHydrated";
import { postContact } from "./postContact";

const inputClass =
  "mt-2 block w-full rounded-xl border border-ink-200 bg-white px-4 py-3 text-base text-ink-950 shadow-[inset_0_1px_2px_rgb(10_19_38/0.05)] transition-colors placeholder:text-ink-500 hover:border-ink-300 focus:border-teal-600 focus-visible:outline-2 focus-visible:outline-offset-1 user-invalid:border-coral-600 user-invalid:bg-[#fdf4f1]";

type Status = "idle" | "sending" | "error";

/**
 * The message form. Required fields are enforced by the browser (required, type=email); the
 * action only runs for a valid form: it logs the data, alerts the spec's message and clears the
 * form and its draft. With an endpoint configured it POSTs first and, on failure, shows a
 * message and keeps everything typed.
 *
 * The action is a function (React 19 form actions): React prerenders the form with an inert
 * action and a small inline script that holds a submit made before hydration, then replays it
 * once the form has hydrated (decision 0504). What the visitor types before then stays
 * (useFormDraft adopts it); nothing ever goes into a URL. With an endpoint, the prerendered
 * form posts natively to it until hydration, as it does without JavaScript. Without an
 * endpoint, and with JavaScript off or the page's scripts failed, the e-mail and phone links
 * stand in.
 */
export function ContactForm({ endpoint = contactEndpoint }: { endpoint?: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setField, clear } = useFormDraft<ContactFormValues>(
    site.contactDraftKey,
    emptyContactForm,
    formRef,
  );
  const [status, setStatus] = useState<Status>("idle");
  // With an endpoint the prerendered form posts to it natively until the script has taken over.
  const hydrated = useHydrated();
  const copy = contactPage.form;
  const f = copy.fields;

  const send = async (formData: FormData) => {
    const data = { ...emptyContactForm };
    for (const name of Object.keys(data) as (keyof ContactFormValues)[]) {
      const value = formData.get(name);
      if (typeof value === "string") data[name] = value;
    }
    console.log("Contact form submitted:", data);
    if (endpoint) {
      setStatus("sending");
      const ok = await postContact(endpoint, data);
      if (!ok) {
        setStatus("error");
        return;
      }
    }
    window.alert(copy.successAlert);
    clear();
    setStatus("idle");
  };

  const field = (name: keyof ContactFormValues) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    autoComplete: f[name].autoComplete,
    onChange: (e: { target: { value: string } }) => setField(name, e.target.value),
  });

  const required = (
    <span aria-hidden="true" className="ml-0.5 text-coral-600">
      {copy.requiredMark}
    </span>
  );
  const labelClass = "text-sm font-semibold text-ink-900";

  const panelClass = "rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-10";

  return (
    <>
      {!endpoint && (
        <section className={`hidden noscript:block ${panelClass}`}>
          <h2 className="card-title">{copy.heading}</h2>
          <p className="mt-3 text-ink-700">{copy.noScript.text}</p>
          <p className="mt-5 text-lg text-ink-900">
            <WriteOrCall lead={copy.noScript.emailLabel} />
          </p>
        </section>
      )}
      <form
        ref={formRef}
        {...(endpoint && !hydrated ? { method: "post", action: endpoint } : { action: send })}
        aria-labelledby="contact-form-heading"
        aria-busy={status === "sending"}
        className={`${endpoint ? "" : "noscript:hidden"} ${panelClass}`}
      >
        <h2 id="contact-form-heading" className="card-title">
          {copy.heading}
        </h2>
        <p className="mt-2 text-sm text-ink-600">{copy.intro}</p>

        <div className="mt-8 grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor="contact-name" className={labelClass}>
              {f.name.label}
              {required}
            </label>
            <input {...field("name")} type="text" required className={inputClass} />
          </div>
          <div>
            <label htmlFor="contact-email" className={labelClass}>
              {f.email.label}
              {required}
            </label>
            <input {...field("email")} type="email" required className={inputClass} />
          </div>
          <div>
            <label htmlFor="contact-phone" className={labelClass}>
              {f.phone.label}
            </label>
            <input {...field("phone")} type="tel" className={inputClass} />
          </div>
          <div>
            <label htmlFor="contact-subject" className={labelClass}>
              {f.subject.label}
            </label>
            <input {...field("subject")} type="text" className={inputClass} />
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="contact-message" className={labelClass}>
              {f.message.label}
              {required}
            </label>
            <textarea
              {...field("message")}
              required
              rows={6}
              className={`${inputClass} resize-y`}
            />
          </div>
        </div>

        {status === "error" && (
          <p
            role="alert"
            className="mt-6 flex items-start gap-3 rounded-xl border border-coral-600/40 bg-[#fdf4f1] p-4 text-ink-900"
          >
            <Icon name="circle-alert" className="mt-0.5 shrink-0 text-coral-600" />
            <span>{copy.failure}</span>
          </p>
        )}

        <div className="relative mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-600">{copy.draftNote}</p>
          <button
            type="submit"
            disabled={status === "sending"}
            className="inline-flex items-center justify-center gap-2 rounded-full bg-ink-900 px-7 py-3.5 font-semibold whitespace-nowrap text-white transition-colors hover:bg-ink-800 disabled:opacity-60"
          >
            {status === "sending" ? copy.sending : copy.submit}
            <Icon name="send" size={17} />
          </button>
          {/* When the page's scripts failed to load (app/lib/script-failure.ts) this covers the
              row whose button cannot send: laid over it, so nothing moves when it appears. */}
          <p className="absolute inset-x-0 bottom-0 hidden min-h-full items-center bg-white text-sm text-ink-900 failed:flex">
            <span>
              <WriteOrCall lead={copy.scriptsFailed} />
            </span>
          </p>
        </div>
      </form>
    </>
  );
}

/** The way to reach the firm when the form cannot send: "<lead> <e-mail> or call <phone>." */
function WriteOrCall({ lead }: { lead: string }) {
  const linkClass = "font-semibold text-teal-700 underline underline-offset-4";
  return (
    <>
      {lead}{" "}
      <a href={`mailto:${site.email}`} className={`${linkClass} whitespace-nowrap`}>
        {site.email}
      </a>{" "}
      {contactPage.form.noScript.phoneLabel}{" "}
      <a href={site.phone.href} className={linkClass}>
        {unbreakablePhone(site.phone.display)}
      </a>
      .
    </>
  );
}
