import { createFileRoute, redirect } from "@tanstack/react-router";

/** Short address printed on flyers: the sticker shop. */
export const Route = createFileRoute("/qr")({
  beforeLoad: () => {
    throw redirect({
      to: "/{-$lang}/merchant-stickers-shop",
      params: { lang: undefined },
      replace: true,
    });
  },
});
