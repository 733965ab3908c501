import type { ContactFormValues } from "../../content/contact";

/**
 * POSTs the form as JSON to the optional endpoint (VITE_CONTACT_ENDPOINT). Resolves true on a
 * 2xx answer, false on any other answer or a network error. Only called when an endpoint is
 * configured; by default nothing is sent.
 */
export async function postContact(
  endpoint: string,
  values: ContactFormValues,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(values),
    });
    return response.ok;
  } catch {
    return false;
  }
}
