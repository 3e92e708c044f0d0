/** Price tiers for restaurants and hotels, cheapest first. */
export const PRICE_TIERS = [
  { value: "€", title: "€ (budget)" },
  { value: "€€", title: "€€ (moderate)" },
  { value: "€€€", title: "€€€ (upscale)" },
  { value: "€€€€", title: "€€€€ (luxury)" },
];
