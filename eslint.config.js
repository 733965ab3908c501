import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["build", "build-*", ".react-router", "reports", "test-results", "playwright-report"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // Browser-only state (scroll position, media queries, visibility) must be read in effects
      // after hydration so the prerendered HTML and the first client render agree; that is
      // exactly the setState-in-effect this rule forbids.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    // The first Intl formatter a page builds loads ICU data: 20–30 ms of main-thread work
    // (×4 on a phone) while the page modules evaluate. app/lib/dates.ts formats our dates.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.object.name='Intl']",
          message: "Intl formatters load ICU data on first use; use app/lib/dates.ts.",
        },
        {
          selector: "CallExpression[callee.property.name=/^toLocale/]",
          message: "toLocale* loads ICU data on first use; use app/lib/dates.ts.",
        },
        {
          // With ssr: false React Router never discovers routes lazily (decision 0803).
          selector:
            "JSXOpeningElement[name.name=/^(Link|NavLink)$/]:not(:has(JSXAttribute[name.name='discover']))",
          message:
            'Give a router link discover="none": its data-discover attribute is dead weight.',
        },
      ],
      // One module per icon, so the build's chunk groups see which page draws which icon
      // (scripts/build/chunk-groups.mjs); the package's index re-exports all of them.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "lucide-react",
              allowTypeImports: true,
              message: 'Import each icon from "lucide-react/icons/<name>".',
            },
          ],
        },
      ],
    },
  },
  {
    // Imports point one way (docs/architecture.md): lib holds pure helpers and takes data as
    // arguments; content may use lib, never the reverse. Tests may check lib against content.
    files: ["app/lib/**/*.{ts,tsx}"],
    ignores: ["app/lib/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)(content|catalog|meta|sections|components|hooks|routes)(/|$)",
              message:
                "app/lib is pure helpers: pass data in as arguments, or put the builder a layer up (app/meta, app/catalog).",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call a parameter named `use`, which is not React's hook.
    files: ["tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["server/**", "scripts/**", "tests/**", "*.config.*"],
    languageOptions: { globals: { ...globals.node } },
  },
);
