import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { acceptedAlerts, waitForHydration } from "./fixtures";

/**
 * The optional contact endpoint end to end (issue 26.1): a build with VITE_CONTACT_ENDPOINT on
 * a receiver started here on 127.0.0.1, its own server, a submit with JavaScript on (JSON fetch
 * after a CORS preflight) and off (a urlencoded post and a navigation), the message found at the
 * receiver and no CSP violation. One extra build: ~20 s.
 */
const basePort = Number(process.env.E2E_PORT ?? 4173) + 500;
const receiverOrigin = `http://127.0.0.1:${basePort}`;
const siteOrigin = `http://127.0.0.1:${basePort + 1}`;
const buildDir = path.resolve(`build-endpoint-${basePort}`);

type Received = { method: string; type: string; origin: string; body: string };

test.describe.configure({ mode: "serial" });

let received: Received[] = [];
let receiver: http.Server;
let site: ChildProcess;

test.beforeAll(async () => {
  // The build alone takes 20-60 s depending on the machine's load.
  test.setTimeout(300_000);
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        type: req.headers["content-type"] ?? "",
        origin: req.headers.origin ?? "",
        body,
      });
      const cors = { "Access-Control-Allow-Origin": siteOrigin };
      if (req.method === "OPTIONS") {
        res.writeHead(204, {
          ...cors,
          "Access-Control-Allow-Methods": "POST",
          "Access-Control-Allow-Headers": "Content-Type",
        });
      } else if (req.headers["content-type"]?.startsWith("application/json")) {
        res.writeHead(200, { ...cors, "Content-Type": "application/json" });
        res.write('{"ok":true}');
      } else {
        res.writeHead(303, { Location: `${siteOrigin}/contact` });
      }
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(basePort, "127.0.0.1", resolve));
  execFileSync("npm", ["run", "-s", "build"], {
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      VITE_CONTACT_ENDPOINT: `${receiverOrigin}/contact`,
      DELIVERY_STEPS: "off",
    },
    stdio: "ignore",
  });
  site = spawn(
    process.execPath,
    ["server/serve.mjs", "--host", "127.0.0.1", "--port", String(basePort + 1)],
    { env: { ...process.env, BUILD_DIR: buildDir }, stdio: "ignore" },
  );
  await expect
    .poll(async () => (await fetch(`${siteOrigin}/contact`).catch(() => null))?.status, {
      timeout: 15_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  site?.kill("SIGTERM");
  await new Promise((resolve) => receiver?.close(resolve));
  rmSync(buildDir, { recursive: true, force: true });
});

test.beforeEach(() => {
  received = [];
});

/** Console messages about blocked content (CSP violations are reported there). */
function cspViolations(page: Page) {
  const messages: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) messages.push(msg.text());
  });
  return messages;
}

async function fillForm(page: Page) {
  await page.getByRole("textbox", { name: /^Name/ }).fill("Ada Lovelace");
  await page.getByRole("textbox", { name: /^E-mail/ }).fill("ada@example.com");
  await page.getByRole("textbox", { name: "Subject (optional)" }).fill("Panel study");
  await page.getByRole("textbox", { name: /^Message/ }).fill("Hello from the endpoint test");
}

test("with JavaScript: a preflight, then the message as JSON, and the success alert", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // No page.route here: with request interception on, Playwright answers CORS preflights
  // itself and the receiver would never see one.
  const violations = cspViolations(page);
  // Recorded once accepted: the test never closes the page with the alert still open.
  const alerts = acceptedAlerts(page);
  await page.goto(`${siteOrigin}/contact`);
  await waitForHydration(page);
  await fillForm(page);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect.poll(() => alerts).toEqual(["Message sent successfully!"]);
  expect(received.map((r) => r.method)).toEqual(["OPTIONS", "POST"]);
  const post = received[1];
  expect(post?.type).toMatch(/^application\/json/);
  expect(post?.origin).toBe(siteOrigin);
  expect(JSON.parse(post?.body ?? "{}")).toEqual({
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "",
    subject: "Panel study",
    message: "Hello from the endpoint test",
  });
  await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveValue("");
  expect(violations).toEqual([]);
  await context.close();
});

test("without JavaScript: a urlencoded post and a navigation to the receiver's answer", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const violations = cspViolations(page);
  await page.goto(`${siteOrigin}/contact`);
  await fillForm(page);
  await Promise.all([
    page.waitForURL(`${siteOrigin}/contact`, { waitUntil: "load" }),
    page.getByRole("button", { name: "Send message" }).click(),
  ]);
  expect(received).toHaveLength(1);
  expect(received[0]?.method).toBe("POST");
  expect(received[0]?.type).toBe("application/x-www-form-urlencoded");
  expect(Object.fromEntries(new URLSearchParams(received[0]?.body))).toEqual({
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "",
    subject: "Panel study",
    message: "Hello from the endpoint test",
  });
  // Nothing typed went into a URL.
  expect(page.url()).toBe(`${siteOrigin}/contact`);
  expect(violations).toEqual([]);
  await context.close();
});
