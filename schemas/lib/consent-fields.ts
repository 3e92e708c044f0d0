import {
  requiredField,
  requiredObject,
  requiredString,
  requiredText,
  templateString,
} from "./fields";

/**
 * The consent banner's copy, one object on site settings (per language, like the rest of
 * it): the first layer, the second layer's categories, the footer link and what a gated
 * embed says until the visitor lets it load (ADR 0054). The categories themselves and what
 * each covers are code (web/src/lib/consent/), so the copy names them, never decides them.
 */
export const consentCopy = requiredObject(
  "consent",
  "Cookie consent",
  {
    group: "consent",
    description:
      "The cookie banner, the cookie settings and the boxes shown in place of embedded content until a visitor allows it.",
  },
  [
    requiredString("policyVersion", "Policy version", {
      description:
        "Change it (e.g. to today's date) when the cookie policy changes: every visitor is asked again. Keep it the same in every language.",
      max: 40,
    }),
    requiredString("bannerHeading", "Banner heading", { max: 80 }),
    requiredText("bannerText", "Banner text", {
      rows: 3,
      max: 400,
      description: "Say what is asked and that the site works either way.",
    }),
    requiredString("acceptLabel", "“Accept” button", { max: 30 }),
    requiredString("rejectLabel", "“Reject” button", { max: 30 }),
    requiredString("customiseLabel", "“Choose” button", {
      max: 40,
      description: "Opens the cookie settings (the second layer).",
    }),
    requiredField("closeLabel", "Close button label", "string", {
      description:
        "Read by screen readers for the banner's X, which refuses all but necessary storage.",
    }),
    requiredField("closeSettingsLabel", "Settings' close button label", "string", {
      description:
        "Read by screen readers for the settings' X, which closes them without a change.",
    }),
    requiredString("settingsHeading", "Cookie settings heading", { max: 80 }),
    requiredText("settingsText", "Cookie settings text", { rows: 3, max: 400 }),
    requiredString("necessaryLabel", "“Necessary” category", { max: 60 }),
    requiredText("necessaryText", "“Necessary” description", { max: 300 }),
    requiredString("alwaysOnLabel", "“Always on” note", { max: 30 }),
    requiredString("embedsLabel", "“Embedded content” category", { max: 60 }),
    requiredText("embedsText", "“Embedded content” description", { max: 300 }),
    requiredString("analyticsLabel", "“Analytics” category", { max: 60 }),
    requiredText("analyticsText", "“Analytics” description", { max: 300 }),
    requiredString("saveLabel", "“Save choices” button", { max: 30 }),
    requiredString("privacyLinkLabel", "Privacy policy link", { max: 80 }),
    requiredString("footerLinkLabel", "Footer link", {
      max: 40,
      description: "On every page's footer: opens the cookie settings.",
    }),
    templateString("placeholderText", "Embedded content notice", ["host"], {
      description:
        "Shown in place of embedded content not allowed yet; {host} is the other site's address.",
    }),
    requiredString("placeholderLoadLabel", "“Load it” button", {
      max: 60,
      description: "Loads that content and allows embedded content from then on.",
    }),
  ],
);
