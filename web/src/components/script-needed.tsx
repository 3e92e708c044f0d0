import { Text } from "@chakra-ui/react";
import { useSiteSettings } from "../lib/site/site-data";
import { brand } from "../theme";

/**
 * A form that sends what it is given through the site's code (Firebase, the newsletter) has
 * nothing to send it with when the browser runs no JavaScript. Such a browser is told so
 * where the form's button was (scriptNeededNotice, in the page's language), and the button is
 * hidden (WITHOUT_SCRIPT_HIDDEN): pressing it would only send the form the browser's way. The
 * form is `method="post"` all the same, so even then no field reaches an address. With
 * JavaScript on, a submit before the page's code runs is held until it does
 * (lib/hydration/first-touch.ts). CSS's `scripting` media feature, so the HTML is the same
 * either way and hydration sees what it rendered.
 */
export const WITHOUT_SCRIPT_HIDDEN = { "@media (scripting: none)": { display: "none" } };

export function ScriptNeededNotice() {
  const notice = useSiteSettings()?.scriptNeededNotice;
  if (!notice) return null;
  return (
    <Text
      fontWeight="medium"
      color={brand.ink}
      display="none"
      css={{ "@media (scripting: none)": { display: "block" } }}
    >
      {notice}
    </Text>
  );
}
