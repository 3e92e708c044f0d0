type TemplatePart = { text: string } | { slot: string };

/**
 * Splits CMS copy such as "By signing up you agree to our {terms} and {privacy}."
 * into text and named slots, so the slots can become links. Unknown or
 * unbalanced braces stay text.
 */
export function splitTemplate(template: string, slots: ReadonlyArray<string>): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let text = "";
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    const name = match[1] as string;
    if (!slots.includes(name)) continue;
    text += template.slice(last, match.index);
    if (text) parts.push({ text });
    text = "";
    parts.push({ slot: name });
    last = match.index + match[0].length;
  }
  text += template.slice(last);
  if (text) parts.push({ text });
  return parts;
}
