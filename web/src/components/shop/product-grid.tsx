import { SimpleGrid } from "@chakra-ui/react";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { ProductCard } from "./product-card";
import type { ShopPageContent, StickerProductContent } from "./types";

// The checkout dialog (and Chakra's dialog machinery) is its own chunk,
// fetched when a visitor points at or focuses a Buy button, or clicks one.
const importBuyDialog = () => import("./buy-dialog");
const BuyDialog = lazy(importBuyDialog);

interface ProductGridProps {
  /** The shop's labels, templates and storefront (the sticker shop page's content). */
  page: ShopPageContent;
  products: StickerProductContent[];
}

/**
 * The sticker products as cards with their Buy buttons, and the checkout
 * dialog a Buy button opens (focus goes back to that button when it closes):
 * the shop's, and a page's product list section's.
 */
export function ProductGrid({ page, products }: ProductGridProps) {
  const [selected, setSelected] = useState<StickerProductContent | undefined>();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement | null>(null);

  const preloadDialog = useCallback(() => {
    void importBuyDialog().catch(() => undefined);
  }, []);

  const buy = useCallback((product: StickerProductContent, button: HTMLButtonElement) => {
    trigger.current = button;
    setSelected(product);
    setOpen(true);
  }, []);

  return (
    <>
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, md: 3 }}
        gap="8"
        alignItems="stretch"
      >
        {products.map((product, index) => (
          <ProductCard
            key={product._id}
            priority={index === 0}
            product={product}
            page={page}
            onBuy={buy}
            onIntent={preloadDialog}
          />
        ))}
      </SimpleGrid>
      {selected ? (
        <Suspense fallback={null}>
          <BuyDialog
            open={open}
            product={selected}
            page={page}
            onClose={() => setOpen(false)}
            returnFocusTo={() => trigger.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
