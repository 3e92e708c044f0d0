import { ShareIcon } from "@sanity/icons/Share";
import { defineField, defineType } from "sanity";
import { requiredField } from "../lib/fields";
import { httpUrlRule } from "../lib/validation";

const SOCIAL_PLATFORMS = [
  { value: "instagram", title: "Instagram" },
  { value: "tiktok", title: "TikTok" },
  { value: "facebook", title: "Facebook" },
  { value: "x", title: "X (Twitter)" },
  { value: "linkedin", title: "LinkedIn" },
  { value: "youtube", title: "YouTube" },
];

/** A link to one of the brand's social profiles (footer). */
export const socialLink = defineType({
  name: "socialLink",
  title: "Social profile",
  type: "object",
  icon: ShareIcon,
  fields: [
    defineField({
      name: "platform",
      title: "Platform",
      type: "string",
      options: { list: SOCIAL_PLATFORMS },
      validation: (rule) => rule.required(),
    }),
    requiredField("label", "Accessible label", "string", {
      description: "Read by screen readers, e.g. “Tastemap on Instagram”.",
    }),
    defineField({
      name: "url",
      title: "Profile address",
      type: "url",
      validation: httpUrlRule,
    }),
  ],
  preview: {
    select: { title: "platform", subtitle: "url" },
  },
});
