// @ts-check
/**
 * Raw HTTP/1.1 over node:net: sends the bytes exactly as given (fetch would normalize paths,
 * reject control bytes and refuse most hostile requests), reads the response until the server
 * closes the connection or the time runs out.
 */
import net from "node:net";

/**
 * @typedef {{ status: number, headers: Record<string, string>, body: string, raw: string,
 *   closed: boolean }} RawResponse
 */

/**
 * @param {string} origin http://127.0.0.1:PORT
 * @param {string | Buffer} request the full request, CRLFs included
 * @param {number} [timeoutMs]
 * @returns {Promise<RawResponse>}
 */
export function rawRequest(origin, request, timeoutMs = 5000) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    /** @type {Buffer[]} */
    const chunks = [];
    let settled = false;
    const finish = (/** @type {boolean} */ closed) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const raw = Buffer.concat(chunks).toString("latin1");
      const head = raw.split("\r\n\r\n")[0] ?? "";
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      /** @type {Record<string, string>} */
      const headers = {};
      for (const line of headerLines) {
        const at = line.indexOf(":");
        if (at > 0) {
          const name = line.slice(0, at).trim().toLowerCase();
          headers[name] = headers[name]
            ? `${headers[name]}, ${line.slice(at + 1).trim()}`
            : line.slice(at + 1).trim();
        }
      }
      if (!status)
        return reject(
          new Error(`no HTTP response (closed=${closed}): ${JSON.stringify(raw.slice(0, 200))}`),
        );
      resolve({ status, headers, body: raw.slice(head.length + 4), raw, closed });
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on("data", (d) => chunks.push(d));
    socket.on("end", () => finish(true));
    socket.on("close", () => finish(true));
    socket.on("error", (error) => {
      // A server may reset the connection right after answering a hostile request.
      if (chunks.length) finish(true);
      else if (!settled) {
        settled = true;
        clearTimeout(timer);
        reject(error);
      }
    });
    socket.write(request);
  });
}

/**
 * A request line plus headers (Host and Connection: close unless given).
 * @param {string} method
 * @param {string} target raw request target, sent byte for byte (latin1)
 * @param {Record<string, string>} [headers]
 * @param {string} [body]
 */
export function buildRequest(method, target, headers = {}, body = "") {
  const all = { Host: "127.0.0.1", Connection: "close", ...headers };
  const lines = [`${method} ${target} HTTP/1.1`];
  for (const [name, value] of Object.entries(all))
    if (value !== "") lines.push(`${name}: ${value}`);
  return Buffer.from(`${lines.join("\r\n")}\r\n\r\n${body}`, "latin1");
}
