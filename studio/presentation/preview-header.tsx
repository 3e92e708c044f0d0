/**
 * The preview's header: Presentation's own (address, width, reload...), and under it a line
 * saying which language and which perspective the frame shows, so an editor never mistakes
 * the Italian page for the English one, or drafts for what readers see (issue 41). The
 * width switch is Presentation's, with the choice remembered for the person.
 */
import { Badge, Flex, Stack, Text } from "@sanity/ui";
import { usePerspective } from "sanity";
import type { PresentationViewport, PreviewHeaderProps } from "sanity/presentation";
import { previewLanguage, shownPerspective } from "./preview-shown";
import { useRememberViewport } from "./viewport-preference";

const TONES = { drafts: "caution", published: "positive", release: "primary" } as const;

export function PreviewHeader(props: PreviewHeaderProps) {
  const remember = useRememberViewport();
  const { selectedPerspective } = usePerspective();
  const language = previewLanguage(props.previewUrl);
  const perspective = shownPerspective(selectedPerspective);
  const setViewport = (viewport: PresentationViewport) => {
    remember(viewport);
    props.setViewport(viewport);
  };
  return (
    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
      {props.renderDefault({ ...props, setViewport })}
      <Flex
        align="center"
        gap={2}
        paddingX={1}
        wrap="wrap"
        data-testid="preview-shown"
        data-language={language.id}
        data-perspective={perspective.kind}
      >
        <Text size={1} muted>
          Showing
        </Text>
        <Badge lang={language.htmlLang}>{language.title}</Badge>
        <Badge tone={TONES[perspective.kind]}>{perspective.label}</Badge>
      </Flex>
    </Stack>
  );
}
