import { createFileRoute, redirect } from "@tanstack/react-router";

/** Short address printed on flyers: the sticker shop. */
export const Route = createFileRoute("/qr")({
  beforeLoad: () => {
    throw redirect({
      to: "/{-$lang}/$city",
      params: { lang: undefined, city: "merchant-stickers-shop" },
      replace: true,
    });
  },
});
