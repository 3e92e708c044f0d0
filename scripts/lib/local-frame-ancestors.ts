/**
 * firebase.json lets only the site itself and the project's Studios on sanity.studio frame
 * the site (the deploy check holds it to that). The local hosting emulator (`npm run preview`,
 * the end-to-end stack) serves the same headers to a Studio on this machine, whose
 * Presentation tool must frame the preview build too: its copy of the headers adds the local
 * origins, and only its copy.
 */

const LOCAL_STUDIOS = ["http://localhost:*", "http://127.0.0.1:*"];

interface HostingHeaders {
  headers?: Array<{ headers?: Array<{ key: string; value: string }> }>;
}

/** `hosting` with the local Studios added to every Content-Security-Policy's frame-ancestors. */
export function withLocalFrameAncestors<T extends HostingHeaders>(hosting: T): T {
  return {
    ...hosting,
    headers: hosting.headers?.map((rule) => ({
      ...rule,
      headers: rule.headers?.map((header) =>
        header.key === "Content-Security-Policy"
          ? {
              ...header,
              value: header.value.replace(
                /frame-ancestors [^;]*/,
                (directive) => `${directive} ${LOCAL_STUDIOS.join(" ")}`,
              ),
            }
          : header,
      ),
    })),
  };
}
