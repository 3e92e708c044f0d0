/**
 * Site health's list of the addresses the site serves (schemas/lib/served-addresses.ts,
 * decision 0056) agrees with the site the build made of the same content: every page,
 * go-on page and file the build wrote into the stack's output, and every redirect of the
 * hosting configuration it wrote beside it, is on the list, and nothing else is. Site
 * health works it out through GROQ without a build; this fails when the two drift (a new
 * route, a new kind of page, a change to what the prerender writes).
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import {
  SERVED_CONTENT_PARAMS,
  SERVED_CONTENT_QUERY,
  type ServedContent,
  servedAddresses,
} from "@tastemap/schemas/served-addresses";
import { builtFirebaseJsonPath, type FirebaseJson } from "@tastemap/web/hosting-redirects";
import { expect, test } from "./support/fixtures";
import { lakeClient } from "./support/lake";

/**
 * Output no content decides, so no link checks: the build's 404 page and hashed assets, the
 * Accept-Language files (`localized/`) and the English doors (`en/`, `en.html`) the host
 * answers for pages with a twin (hosting-i18n.ts).
 */
function decidedByContent(file: string): boolean {
  if (file === "404.html" || file === "en.html") return false;
  const first = file.split("/")[0] ?? "";
  return !["assets", ".vite", "localized", "en"].includes(first);
}

/** The address the host serves a file of the output at (`cleanUrls`: `it/roma.html` is `/it/roma`). */
function addressOf(file: string): string {
  if (file === "index.html") return "/";
  return `/${file.replace(/\.html$/, "")}`;
}

async function builtAddresses(distDir: string): Promise<string[]> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join("/"))
    .filter(decidedByContent);
  const hosting = JSON.parse(
    await readFile(builtFirebaseJsonPath(distDir), "utf8"),
  ) as FirebaseJson;
  const redirects = (hosting.hosting.redirects ?? []).map((redirect) => redirect.source);
  return [...new Set([...files.map(addressOf), ...redirects])].sort();
}

test.describe("the addresses Site health knows", () => {
  test("are the addresses of the built site: its pages, go-on pages, files and redirects", async ({
    stack,
  }) => {
    const content = await lakeClient().fetch<ServedContent>(
      SERVED_CONTENT_QUERY,
      SERVED_CONTENT_PARAMS,
    );
    const known = [...servedAddresses(content).keys()].sort();
    const built = await builtAddresses(stack.distDir);
    // Enough of a site to compare: both languages of pages, city guides, go-on pages.
    expect(built).toEqual(
      expect.arrayContaining(["/", "/it", "/rome", "/it/roma", "/it/rome", "/terms", "/welcome"]),
    );
    // Said as the two differences, so a failure names the addresses.
    expect({
      builtButNotKnown: built.filter((address) => !known.includes(address)),
      knownButNotBuilt: known.filter((address) => !built.includes(address)),
    }).toEqual({ builtButNotKnown: [], knownButNotBuilt: [] });
  });
});
