import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/catalog/routes-manifest";

export default {
  appDirectory: "app",
  // Separate build folders let several builds (e.g. parallel test runs) coexist.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  prerender: prerenderPaths,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
