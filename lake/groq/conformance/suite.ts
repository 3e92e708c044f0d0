/**
 * Loads the official GROQ conformance suite (sanity-io/groq-test-suite, vendored under
 * `suite/` with its MIT licence) straight from its YAML files, expanding them into test
 * cases exactly as upstream's `src/build.js` does: inherited properties, `~variable~`
 * combinations, and the generated filter/fetch/join variants over a shared generated
 * dataset. Nothing is fetched: tests on the external `movies` dataset (~200 MB, a download)
 * are reported as not runnable.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse as parseYaml } from "yaml";

const SUITE_DIR = join(import.meta.dirname, "suite", "test");

export interface ConformanceTest {
  id: string;
  name: string;
  filename: string;
  query: string;
  /** Expected result; meaningless when `valid` is false (the query must be rejected). */
  result: unknown;
  valid: boolean;
  params: Record<string, unknown>;
  features: string[];
  version: string | undefined;
  /** The documents the query runs on, or undefined for an external (downloaded) dataset. */
  documents: unknown[] | undefined;
}

type Raw = Record<string, unknown>;

/** Upstream's `eachCombination`: each choice of one value per array-valued key, in order. */
function* eachCombination(variables: Raw, keys: string[]): Generator<unknown[]> {
  const state: number[] = [];
  for (;;) {
    let advanced = false;
    let i = 0;
    const alt: unknown[] = [];
    for (const key of keys) {
      const value = variables[key];
      if (Array.isArray(value)) {
        if (!(i in state)) state.push(0);
        const current = state[i] ?? 0;
        if (!advanced) {
          state[i] = current + 1;
          if (state[i] === value.length) state[i] = 0;
          else advanced = true;
        }
        i++;
        alt.push(value[current]);
      } else {
        alt.push(value);
      }
    }
    yield alt;
    if (!advanced) return;
  }
}

const VARIABLE = /~(\w+)~/g;
const variableKeys = (query: string) => [...query.matchAll(VARIABLE)].map((m) => m[1] as string);
const replaceVariables = (query: string, values: unknown[]) => {
  let index = 0;
  return query.replace(VARIABLE, () => String(values[index++]));
};

class IdGenerator {
  private readonly used = new Set<string>();
  generate(...values: (string | undefined)[]): string {
    const base = values
      .filter((v): v is string => v != null)
      .map((v) => v.toLowerCase().replace(/[^a-zA-Z0-9.]+/g, "-"))
      .join("-");
    let id = base;
    for (let nonce = 2; this.used.has(id); nonce++) id = `${base}-${nonce}`;
    this.used.add(id);
    return id;
  }
}

const GENERATED = "dataset-generated";

class Builder {
  readonly tests: ConformanceTest[] = [];
  readonly datasets = new Map<string, unknown[] | undefined>([["empty", []]]);
  private readonly ids = new IdGenerator();
  private readonly generatedIds = new IdGenerator();
  private readonly generated: unknown[] = [];
  private readonly generatedJson = new Map<string, { docId: string; fieldId: string } | null>();
  private inlineCount = 0;

  constructor() {
    this.datasets.set(GENERATED, this.generated);
  }

  private addJson(text: string) {
    const known = this.generatedJson.get(text);
    if (known !== undefined) return known;
    let entry: { docId: string; fieldId: string } | null = null;
    try {
      const value = JSON.parse(text);
      const docId = this.generatedIds.generate("d");
      const fieldId = this.generatedIds.generate("f").replace(/-/g, "_");
      this.generated.push({ _id: docId, _type: "doc", [fieldId]: value });
      entry = { docId, fieldId };
    } catch {
      entry = null;
    }
    this.generatedJson.set(text, entry);
    return entry;
  }

  process(input: Raw, filename: string): void {
    const test = this.exportDocuments(input);
    const hasQuery = typeof test.query === "string";
    if (hasQuery && ("result" in test || test.valid === false)) {
      if (test.variables != null) {
        for (const expanded of this.expand(test)) this.emit({ ...test, ...expanded }, filename);
      } else if (!/~(\w+)~/.test(test.query as string)) {
        this.emit(test, filename);
      }
    }
    if (Array.isArray(test.tests)) {
      for (const child of test.tests as Raw[]) {
        const name =
          test.name != null && child.name != null
            ? `${test.name} / ${child.name}`
            : (child.name ?? test.name);
        const variables =
          test.variables != null || child.variables != null
            ? { ...(test.variables as Raw), ...(child.variables as Raw) }
            : null;
        this.process({ ...test, tests: null, ...child, name, variables }, filename);
      }
    }
  }

  private exportDocuments(test: Raw): Raw {
    const { dataset, documents, ...rest } = test;
    if (Array.isArray(documents)) {
      const id = `inline-${this.inlineCount++}`;
      this.datasets.set(id, documents);
      return { dataset: id, ...rest };
    }
    if (typeof dataset === "string" && !this.datasets.has(dataset)) {
      this.datasets.set(dataset, undefined); // external: not vendored, never downloaded
    }
    return { dataset, ...rest };
  }

  private emit(test: Raw, filename: string): void {
    const name = test.name as string | undefined;
    const dataset = (test.dataset as string | undefined) ?? "empty";
    const valid = test.valid !== false;
    this.tests.push({
      id: this.ids.generate("test", name),
      name: name ?? "",
      filename,
      query: test.query as string,
      result: valid ? test.result : null,
      valid,
      params: (test.params as Record<string, unknown> | null) ?? {},
      features: (test.features as string[] | undefined) ?? [],
      version: test.version as string | undefined,
      documents: this.datasets.get(dataset),
    });
  }

  /** Upstream's `expandQueryVariables`, with the same generated-document naming. */
  private *expand(test: Raw): Generator<Raw> {
    const query = test.query as string;
    const variables = test.variables as Raw;
    const result = test.result;
    const standalone = test.standaloneVariables as string[] | undefined;
    const genFilter = test.genFilter !== false;
    const genFetch = test.genFetch !== false;
    const genJoin = test.genJoin !== false;
    const keys = variableKeys(query);
    const isStandalone = (key: string) => (standalone ? standalone.includes(key) : true);

    for (const alt of eachCombination(variables, keys)) {
      yield { query: replaceVariables(query, alt), result };
      if (!(genFetch || genFilter || genJoin)) continue;
      if (test.dataset) continue;
      for (let i = 0; i < keys.length; i++) {
        if (!isStandalone(keys[i] as string)) continue;
        const doc = this.addJson(String(alt[i]));
        if (!doc) continue;
        const fetchDoc = `*[_id == ${JSON.stringify(doc.docId)}]`;
        if (genFilter) {
          const genAlt = alt.slice();
          genAlt[i] = doc.fieldId;
          const filter = replaceVariables(query, genAlt);
          yield {
            query: `${fetchDoc}[${filter}][]._id`,
            result: result === true ? [doc.docId] : [],
            dataset: GENERATED,
          };
          yield {
            query: `${fetchDoc}[!(${filter})][]._id`,
            result: result === false ? [doc.docId] : [],
            dataset: GENERATED,
          };
        }
        if (genFetch) {
          const genAlt = alt.slice();
          genAlt[i] = `${fetchDoc}[0].${doc.fieldId}`;
          yield { query: replaceVariables(query, genAlt), dataset: GENERATED };
        }
        if (genJoin && (typeof result === "boolean" || result === null)) {
          for (let j = i + 1; j < keys.length; j++) {
            if (!isStandalone(keys[j] as string)) continue;
            const doc2 = this.addJson(String(alt[j]));
            if (!doc2) continue;
            const genAlt = alt.slice();
            genAlt[i] = `^.${doc.fieldId}`;
            genAlt[j] = doc2.fieldId;
            const filter = replaceVariables(query, genAlt);
            const inner = `*[_id == ${JSON.stringify(doc2.docId)}][${filter}]`;
            yield {
              query: `${fetchDoc}{"children":${inner}[]._id}`,
              result: [{ children: result === true ? [doc2.docId] : [] }],
              dataset: GENERATED,
            };
          }
        }
      }
    }
  }
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".yml"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Every test of the suite, in file order; `documents` is shared, never mutate it. */
export function loadSuite(dir = SUITE_DIR): ConformanceTest[] {
  const builder = new Builder();
  for (const file of yamlFiles(dir)) {
    // YAML 1.1 as upstream's js-yaml reads it (merge keys, unquoted timestamps stay strings
    // in the tests that use them only as strings).
    const data = parseYaml(readFileSync(file, "utf8"), { merge: true }) as Raw;
    builder.process(data, relative(dir, file));
  }
  // The generated dataset only fills up while expanding: reading it at emit time is safe
  // because tests hold the same array.
  return builder.tests;
}
