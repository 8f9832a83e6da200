// Builds dist/ from src/: the page, its style, and one script bundled with its libraries
// (no CDN at run time). The output depends only on the sources and the pinned packages
// (package-lock.json), so that a rebuild of an unchanged tree yields the same bytes: the tests
// check that dist/ is current by rebuilding it.
import { build } from "esbuild";
import { copyFileSync, mkdirSync } from "node:fs";

mkdirSync("dist", { recursive: true });
await build({
  entryPoints: ["src/main.ts"],
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2020",
  legalComments: "eof",
  charset: "utf8",
  outfile: "dist/app.js",
  logLevel: "warning",
});
copyFileSync("src/index.html", "dist/index.html");
copyFileSync("src/app.css", "dist/app.css");
