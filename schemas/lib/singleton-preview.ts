/**
 * How a singleton shows in Studio lists: under its fixed title, which says
 * what the document is (its heading can change), with one of its fields
 * (usually the heading) as the subtitle.
 */
export function singletonPreview(title: string, subtitleField: string) {
  return {
    select: { subtitle: subtitleField },
    prepare: ({ subtitle }: { subtitle?: string }) => ({ title, subtitle }),
  };
}
