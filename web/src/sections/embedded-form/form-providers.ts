/**
 * What each forms provider's embed script looks for on the page. The CMS
 * stores only the script address and the form id; the provider is recognised
 * from the script's host so the container carries the attributes that script
 * scans for. Every container also carries `data-form-embed-id`, the generic
 * hook (and what tests and unknown providers use).
 */

interface FormProvider {
  name: string;
  /** Attributes of the element the script turns into the form. */
  attributes(formId: string): Record<string, string>;
  /** Asks an already-loaded script to scan the page again (SPA navigation). */
  rescan?(): void;
  /** The form on the provider's own site: the plain alternative if the embed fails. */
  directUrl?(formId: string): string;
}

type Globals = Record<string, unknown>;

function globals(): Globals {
  return window as unknown as Globals;
}

function callGlobal(path: string[]): void {
  let target: unknown = globals();
  for (const key of path.slice(0, -1)) {
    target = (target as Globals | undefined)?.[key];
  }
  const method = (target as Globals | undefined)?.[path[path.length - 1] as string];
  if (typeof method === "function") method.call(target);
}

const PROVIDERS: { hosts: RegExp; provider: FormProvider }[] = [
  {
    hosts: /(^|\.)fillout\.com$/,
    provider: {
      name: "fillout",
      attributes: (formId) => ({
        "data-fillout-id": formId,
        "data-fillout-embed-type": "standard",
        "data-fillout-inherit-parameters": "",
        "data-fillout-dynamic-resize": "",
      }),
      directUrl: (formId) => `https://forms.fillout.com/t/${encodeURIComponent(formId)}`,
    },
  },
  {
    hosts: /(^|\.)typeform\.com$/,
    provider: {
      name: "typeform",
      attributes: (formId) => ({ "data-tf-live": formId }),
      rescan: () => callGlobal(["tf", "load"]),
      directUrl: (formId) => `https://form.typeform.com/to/${encodeURIComponent(formId)}`,
    },
  },
];

const GENERIC: FormProvider = {
  name: "generic",
  attributes: (formId) => ({ "data-form-id": formId }),
};

export function formProviderFor(scriptUrl: string): FormProvider {
  let host: string;
  try {
    host = new URL(scriptUrl).hostname;
  } catch {
    return GENERIC;
  }
  return PROVIDERS.find((entry) => entry.hosts.test(host))?.provider ?? GENERIC;
}

/** The container's attributes: the provider's own plus the generic hook. */
export function formContainerAttributes(scriptUrl: string, formId: string) {
  return { ...formProviderFor(scriptUrl).attributes(formId), "data-form-embed-id": formId };
}
